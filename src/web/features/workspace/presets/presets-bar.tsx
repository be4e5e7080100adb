import { Suspense, useState } from 'react';
import type { Preset } from '@core/api/presets.js';
import type { FormValues } from '@core/assistants/types.js';
import type { User } from '@core/api/auth.js';
import { errorText } from '../../../lib/api.js';
import { lazyNamed } from '../../../lib/lazy-named.js';
import { useAuth } from '../../../lib/auth.js';
import { toast } from '../../../lib/use-toast.js';
import { useDeletePreset, usePresets } from '../api/presets.js';
import { useFormGenerationOptions } from '../options/generation-options-context.js';
import { PresetsRow, type PresetsBarProps } from './presets-row.js';

/**
 * Loaded when a save is asked for (beside the form's check), then kept for its closing
 * animation: the first view carries neither the dialog nor the preset name's validation.
 */
const SavePresetDialog = lazyNamed(() => import('./save-preset-dialog.js'), 'SavePresetDialog');

/** Loaded when a delete is asked for: the workspace's own code stays without it. */
const ConfirmDialog = lazyNamed(
  () => import('../../../components/confirm-dialog.js'),
  'ConfirmDialog',
);

/** A preset's owner may delete it, and an admin a shared one (as the server decides). */
const mayDelete = (preset: Preset, user: User | null) =>
  user !== null && (preset.createdBy.id === user.id || (preset.shared && user.isAdmin));

/**
 * The presets of an assistant above its form: a picker of the user's own and the
 * company's shared presets that fills the form, "Save as preset", and the picked preset's
 * delete button where the user may delete it.
 */
export function PresetsBar({ assistantType, getValues, validate, onFill }: PresetsBarProps) {
  const user = useAuth().user;
  const presets = usePresets(assistantType).data ?? [];
  const remove = useDeletePreset();
  const options = useFormGenerationOptions();
  const [pickedId, setPickedId] = useState('');
  const [saving, setSaving] = useState<FormValues | null>(null);
  const [deleting, setDeleting] = useState<Preset | null>(null);
  const picked = presets.find((p) => String(p.id) === pickedId);

  const pick = (id: string) => {
    const preset = presets.find((p) => String(p.id) === id);
    if (!preset) return;
    setPickedId(id);
    onFill(preset.formData);
    // A preset without a language leaves the form on the company's.
    options?.setLanguage(preset.language);
    toast({ title: 'Preset applied', description: `The form holds "${preset.name}".` });
  };

  const openSave = async () => {
    void SavePresetDialog.preload();
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
      {(saving !== null || SavePresetDialog.loaded()) && (
        <Suspense fallback={null}>
          <SavePresetDialog
            assistantType={assistantType}
            values={saving}
            language={options?.chosenLanguage ?? null}
            mayShare={user?.isAdmin ?? false}
            onClose={() => setSaving(null)}
            // Saved, not applied: the picker shows a preset only once one is chosen.
            onSaved={() => setSaving(null)}
          />
        </Suspense>
      )}
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
