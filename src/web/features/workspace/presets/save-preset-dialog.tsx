import { useId, useState, type FormEvent } from 'react';
import { presetNameSchema, type Preset } from '@core/api/presets.js';
import type { AssistantId } from '@core/assistants/ids.js';
import type { FormValues } from '@core/assistants/types.js';
import type { LanguageTag } from '@core/content-languages.js';
import { Button } from '../../../components/ui/button.js';
import { Checkbox } from '../../../components/ui/checkbox.js';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '../../../components/ui/dialog.js';
import { FormField } from '../../../components/ui/form-field.js';
import { Input } from '../../../components/ui/input.js';
import { Label } from '../../../components/ui/label.js';
import { errorText } from '../../../lib/api.js';
import { toast } from '../../../lib/use-toast.js';
import { useCreatePreset } from '../api/presets.js';

interface SavePresetDialogProps {
  assistantType: AssistantId;
  /** The form's values when the dialog opened; null closes it. */
  values: FormValues | null;
  /** The Language chosen on the form; null: the company's. */
  language: LanguageTag | null;
  /** Admins may share the preset with the whole company. */
  mayShare: boolean;
  onClose: () => void;
  onSaved: (preset: Preset) => void;
}

/** Asks for a preset's name (and, for admins, whether everyone may use it) and saves it. */
export function SavePresetDialog(props: SavePresetDialogProps) {
  return (
    <Dialog open={props.values !== null} onOpenChange={(open) => !open && props.onClose()}>
      <DialogContent className="sm:max-w-md">
        <DialogHeader>
          <DialogTitle>Save as preset</DialogTitle>
          <DialogDescription>
            Keep the form&apos;s current inputs under a name, to fill the form with them later.
          </DialogDescription>
        </DialogHeader>
        {/* Drawn anew each time the dialog opens: an empty name, nothing shared. */}
        {props.values && <SavePresetForm {...props} values={props.values} />}
      </DialogContent>
    </Dialog>
  );
}

function SavePresetForm({
  assistantType,
  values,
  language,
  mayShare,
  onClose,
  onSaved,
}: SavePresetDialogProps & { values: FormValues }) {
  const [name, setName] = useState('');
  const [shared, setShared] = useState(false);
  const [error, setError] = useState('');
  const create = useCreatePreset();
  const shareId = useId();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    // The dialog is drawn beside the assistant's form, but React passes its events up through
    // the component tree: this submit is not the assistant form's.
    event.stopPropagation();
    const checked = presetNameSchema.safeParse(name);
    if (!checked.success) return setError(checked.error.issues[0].message);
    setError('');
    create.mutate(
      {
        name: checked.data,
        assistantType,
        formData: values,
        ...(language ? { language } : {}),
        shared: mayShare && shared,
      },
      {
        onSuccess: (preset) => {
          toast({
            title: 'Preset saved',
            description: preset.shared
              ? `"${preset.name}" is shared with the whole company.`
              : `"${preset.name}" is in your presets.`,
            variant: 'success',
          });
          onSaved(preset);
        },
        onError: (err) => setError(errorText(err, 'Failed to save the preset')),
      },
    );
  };

  return (
    <form onSubmit={submit} className="space-y-4" noValidate>
      <FormField label="Preset name" error={error || undefined}>
        <Input
          value={name}
          autoComplete="off"
          placeholder="e.g. Monthly client update"
          onChange={(event) => setName(event.target.value)}
        />
      </FormField>
      {mayShare && (
        <div className="flex items-start gap-2">
          <Checkbox
            id={shareId}
            className="mt-0.5"
            checked={shared}
            onCheckedChange={(checked) => setShared(checked === true)}
          />
          <div className="grid gap-1">
            <Label htmlFor={shareId}>Share with the whole company</Label>
            <p className="text-sm text-muted-foreground">
              Everyone in the company can use it; only admins can delete it.
            </p>
          </div>
        </div>
      )}
      <DialogFooter>
        <Button type="button" variant="outline" onClick={onClose}>
          Cancel
        </Button>
        <Button type="submit" disabled={create.isPending}>
          {create.isPending ? 'Saving...' : 'Save preset'}
        </Button>
      </DialogFooter>
    </form>
  );
}
