import { useId } from 'react';
import { Controller, useForm } from 'react-hook-form';
import type { Destination, DestinationInput } from '@core/api/publishing.js';
import { ASSISTANT_ENTRIES, ASSISTANT_IDS, type AssistantId } from '@core/assistants/ids.js';
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
import { Switch } from '../../../components/ui/switch.js';
import { errorText, fieldErrorsOf } from '../../../lib/api.js';

type DestinationForm = Required<DestinationInput>;

const FIELDS = ['name', 'url', 'apiKey', 'assistantTypes', 'enabled'] as const;

const toForm = (saved: Destination | null): DestinationForm => ({
  name: saved?.name ?? '',
  url: saved?.url ?? '',
  apiKey: saved?.apiKey ?? '',
  assistantTypes: saved?.assistantTypes ?? [],
  enabled: saved?.enabled ?? true,
});

interface DestinationDialogProps {
  /** The destination to edit, null to add one; undefined: closed. */
  editing: Destination | null | undefined;
  onClose: () => void;
  /** Saves; throws the server's refusal (its field errors are shown on the fields). */
  onSave: (id: number | null, input: DestinationInput) => Promise<unknown>;
}

/** Add or edit a destination: name, URL, API key (masked), assistants, on or off. */
export function DestinationDialog({ editing, onClose, onSave }: DestinationDialogProps) {
  return (
    <Dialog open={editing !== undefined} onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="sm:max-w-lg">
        <DialogHeader>
          <DialogTitle>{editing ? 'Edit destination' : 'Add destination'}</DialogTitle>
          <DialogDescription>
            A publish automation (an n8n workflow posting to WordPress, LinkedIn, a chat
            channel...). Copydesk POSTs each published text to its URL.
          </DialogDescription>
        </DialogHeader>
        {editing !== undefined && (
          <DestinationFields
            key={editing?.id ?? 'new'}
            saved={editing}
            onClose={onClose}
            onSave={onSave}
          />
        )}
      </DialogContent>
    </Dialog>
  );
}

function DestinationFields({
  saved,
  onClose,
  onSave,
}: {
  saved: Destination | null;
  onClose: () => void;
  onSave: DestinationDialogProps['onSave'];
}) {
  const form = useForm<DestinationForm>({ defaultValues: toForm(saved) });
  const { errors, isSubmitting } = form.formState;
  const enabledId = useId();
  const submit = form.handleSubmit(async (values) => {
    try {
      await onSave(saved?.id ?? null, values);
      onClose();
    } catch (err) {
      const fields = fieldErrorsOf(err);
      for (const { path, message } of fields) {
        const field = FIELDS.find((name) => path === name || path.startsWith(`${name}.`));
        form.setError(field ?? 'root', { message });
      }
      if (fields.length === 0) {
        form.setError('root', { message: errorText(err, 'The destination was not saved.') });
      }
    }
  });
  return (
    <form onSubmit={(event) => void submit(event)} noValidate className="grid gap-4">
      <FormField label="Name" error={errors.name?.message}>
        <Input
          maxLength={80}
          {...form.register('name', { validate: (v) => !!v.trim() || 'Name the destination' })}
        />
      </FormField>
      <FormField label="URL" error={errors.url?.message}>
        <Input
          type="url"
          inputMode="url"
          autoComplete="off"
          spellCheck={false}
          placeholder="https://n8n.example.com/webhook/..."
          {...form.register('url', { validate: (v) => !!v.trim() || 'Please enter a valid URL' })}
        />
      </FormField>
      <FormField
        label="API Key (Optional)"
        hint={
          saved?.apiKey ? 'Leave as it is to keep the saved key; empty it to remove it.' : undefined
        }
        error={errors.apiKey?.message}
      >
        <Input type="password" autoComplete="new-password" {...form.register('apiKey')} />
      </FormField>
      <Controller
        control={form.control}
        name="assistantTypes"
        render={({ field }) => (
          <AssistantChoice
            value={field.value}
            onChange={field.onChange}
            error={errors.assistantTypes?.message}
          />
        )}
      />
      <Controller
        control={form.control}
        name="enabled"
        render={({ field }) => (
          <div className="flex items-center gap-3">
            <Switch id={enabledId} checked={field.value} onCheckedChange={field.onChange} />
            <Label htmlFor={enabledId}>Enabled</Label>
          </div>
        )}
      />
      {errors.root?.message && (
        <p role="alert" className="text-sm text-destructive">
          {errors.root.message}
        </p>
      )}
      <DialogFooter>
        <Button type="button" variant="outline" onClick={onClose}>
          Cancel
        </Button>
        <Button type="submit" disabled={isSubmitting}>
          {isSubmitting ? 'Saving...' : 'Save'}
        </Button>
      </DialogFooter>
    </form>
  );
}

/** The assistants whose texts it takes: none ticked means every assistant. */
function AssistantChoice(props: {
  value: AssistantId[];
  onChange: (value: AssistantId[]) => void;
  error?: string;
}) {
  const id = useId();
  const toggle = (assistant: AssistantId, on: boolean) =>
    props.onChange(ASSISTANT_IDS.filter((a) => (a === assistant ? on : props.value.includes(a))));
  return (
    <fieldset className="grid gap-2" aria-describedby={`${id}-hint`}>
      <legend className="mb-2 text-sm font-medium">Assistants</legend>
      <p id={`${id}-hint`} className="text-sm text-muted-foreground">
        {props.value.length === 0
          ? 'Every assistant: none is ticked.'
          : 'Only the ticked assistants can publish here.'}
      </p>
      <div className="grid grid-cols-1 gap-2 sm:grid-cols-2">
        {ASSISTANT_IDS.map((assistant) => (
          <div key={assistant} className="flex items-center gap-2">
            <Checkbox
              id={`${id}-${assistant}`}
              checked={props.value.includes(assistant)}
              onCheckedChange={(checked) => toggle(assistant, checked === true)}
            />
            <Label htmlFor={`${id}-${assistant}`} className="font-normal">
              {ASSISTANT_ENTRIES[assistant].displayName}
            </Label>
          </div>
        ))}
      </div>
      {props.error && <p className="text-sm text-destructive">{props.error}</p>}
    </fieldset>
  );
}
