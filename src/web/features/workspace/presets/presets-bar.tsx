import { Suspense, useState } from 'react';
import type { Preset } from '../../../../core/api/presets.js';
import type { FormValues } from '../../../../core/assistants/types.js';
import type { User } from '../../../../core/api/auth.js';
import { errorText } from '../../../lib/api.js';
import { lazyNamed } from '../../../lib/lazy-named.js';
import { useAuth } from '../../../lib/auth.js';
import { toast } from '../../../lib/use-toast.js';
import { useDeletePreset, usePresets } from '../api/presets.js';
import { PresetsRow, type PresetsBarProps } from './presets-row.js';
import { SavePresetDialog } from './save-preset-dialog.js';

/** Loaded when a delete is asked for: the workspace's own code stays without it. */
const ConfirmDialog = lazyNamed(
  () => import('../../../components/confirm-dialog.js'),
  'ConfirmDialog',
);

/** A preset's owner may delete it, and an admin a shared one (as the server decides). */
const mayDelete = (preset: Preset, user: User | null) =>
  user !== null && (preset.createdBy.id === user.id || (preset.shared && user.isAdmin));

/**
 * The presets of an assistant above its form (issue 28): a picker of the user's own and the
 * company's shared presets that fills the form, "Save as preset", and the picked preset's
 * delete button where the user may delete it.
 */
export function PresetsBar({ assistantType, getValues, validate, onFill }: PresetsBarProps) {
  const user = useAuth().user;
  const presets = usePresets(assistantType).data ?? [];
  const remove = useDeletePreset();
  const [pickedId, setPickedId] = useState('');
  const [saving, setSaving] = useState<FormValues | null>(null);
  const [deleting, setDeleting] = useState<Preset | null>(null);
  const picked = presets.find((p) => String(p.id) === pickedId);

  const pick = (id: string) => {
    const preset = presets.find((p) => String(p.id) === id);
    if (!preset) return;
    setPickedId(id);
    onFill(preset.formData);
    toast({ title: 'Preset applied', description: `The form holds "${preset.name}".` });
  };

  const openSave = async () => {
    if (await validate()) setSaving(getValues());
    else {
      toast({
        title: 'Check the form',
        description: 'Correct the marked fields before saving them as a preset.',
        variant: 'destructive',
      });
    }
  };

  const confirmDelete = (preset: Preset) => {
    setDeleting(null);
    remove.mutate(preset.id, {
      onSuccess: () => {
        setPickedId('');
        toast({ title: 'Preset deleted', description: `"${preset.name}" was deleted.` });
      },
      onError: (err) =>
        toast({
          title: 'Error deleting preset',
          description: errorText(err, 'Failed to delete the preset'),
          variant: 'destructive',
        }),
    });
  };

  return (
    <>
      <PresetsRow
        assistantType={assistantType}
        presets={presets}
        picked={picked}
        onPick={pick}
        onDelete={picked && mayDelete(picked, user) ? () => setDeleting(picked) : undefined}
        onSave={() => void openSave()}
      />
      <SavePresetDialog
        assistantType={assistantType}
        values={saving}
        mayShare={user?.isAdmin ?? false}
        onClose={() => setSaving(null)}
        onSaved={(preset) => {
          setSaving(null);
          setPickedId(String(preset.id));
        }}
      />
      {deleting !== null && (
        <Suspense fallback={null}>
          <ConfirmDialog
            open={deleting !== null}
            onOpenChange={(open) => !open && setDeleting(null)}
            title="Delete preset?"
            description={
              deleting?.shared
                ? `"${deleting.name}" will be deleted for everyone in the company.`
                : `"${deleting?.name ?? ''}" will be deleted.`
            }
            confirmLabel="Delete"
            destructive
            onConfirm={() => deleting && confirmDelete(deleting)}
          />
        </Suspense>
      )}
    </>
  );
}
