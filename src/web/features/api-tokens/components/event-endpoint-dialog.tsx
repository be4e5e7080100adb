import { zodResolver } from '@hookform/resolvers/zod';
import { useId } from 'react';
import { Controller, useForm } from 'react-hook-form';
import type { z } from 'zod';
import {
  EVENT_TYPE_LABELS,
  EVENT_TYPES,
  eventEndpointInputSchema,
  type EventEndpoint,
  type EventEndpointInput,
  type EventType,
} from '@core/api/event-webhooks.js';
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
import { FormError } from '../../../components/ui/form-error.js';
import { FormField } from '../../../components/ui/form-field.js';
import { Input } from '../../../components/ui/input.js';
import { Label } from '../../../components/ui/label.js';
import { errorText, fieldErrorsOf } from '../../../lib/api.js';

type FormInput = z.input<typeof eventEndpointInputSchema>;
type FormOutput = z.output<typeof eventEndpointInputSchema>;
type EventChoice = FormInput['events'][number];

const FIELDS = ['url', 'description', 'events'] as const;
const ALL = '*';

interface EventEndpointDialogProps {
  /** The endpoint to edit, null to add one; undefined: closed. */
  editing: EventEndpoint | null | undefined;
  onClose: () => void;
  /** Saves; throws the server's refusal (its field errors are shown on the fields). */
  onSave: (id: number | null, input: EventEndpointInput) => Promise<unknown>;
}

/** Add or edit an event endpoint: its URL, a description and the events it is sent. */
export function EventEndpointDialog({ editing, onClose, onSave }: EventEndpointDialogProps) {
  return (
    <Dialog open={editing !== undefined} onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="sm:max-w-xl">
        <DialogHeader>
          <DialogTitle>{editing ? 'Edit endpoint' : 'Add endpoint'}</DialogTitle>
          <DialogDescription>
            Copydesk POSTs each chosen event to this URL, signed with the endpoint&apos;s secret.
          </DialogDescription>
        </DialogHeader>
        {editing !== undefined && (
          <EndpointFields
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

/** The form's values for a saved endpoint (or a new one, which chooses its events itself). */
const toForm = (saved: EventEndpoint | null): FormInput => ({
  url: saved?.url ?? '',
  description: saved?.description ?? '',
  events: (saved?.events ?? []) as EventChoice[],
  enabled: saved?.enabled ?? true,
});

/** The form itself, checked with the server's schema before it is sent. */
function EndpointFields({
  saved,
  onClose,
  onSave,
}: {
  saved: EventEndpoint | null;
  onClose: () => void;
  onSave: EventEndpointDialogProps['onSave'];
}) {
  const form = useForm<FormInput, unknown, FormOutput>({
    resolver: zodResolver(eventEndpointInputSchema),
    defaultValues: toForm(saved),
  });
  const { errors, isSubmitting } = form.formState;
  const submit = form.handleSubmit(async (values) => {
    try {
      await onSave(saved?.id ?? null, values);
    } catch (err) {
      const fields = fieldErrorsOf(err);
      for (const { path, message } of fields) {
        const field = FIELDS.find((name) => path === name || path.startsWith(`${name}.`));
        form.setError(field ?? 'root', { message });
      }
      if (fields.length === 0) {
        form.setError('root', { message: errorText(err, 'The endpoint was not saved.') });
      }
    }
  });
  return (
    <form
      onSubmit={(event) => void submit(event)}
      noValidate
      className="grid min-w-0 gap-4"
      aria-label={saved ? 'Edit endpoint' : 'New endpoint'}
    >
      <FormField
        label="URL"
        hint="Where the events go: an https address of your system."
        error={errors.url?.message}
      >
        <Input
          type="url"
          inputMode="url"
          autoComplete="off"
          spellCheck={false}
          placeholder="https://crm.example.com/hooks/copydesk"
          {...form.register('url')}
        />
      </FormField>
      <FormField label="Description (optional)" error={errors.description?.message}>
        <Input maxLength={200} autoComplete="off" {...form.register('description')} />
      </FormField>
      <Controller
        control={form.control}
        name="events"
        render={({ field }) => (
          <EventsChoice
            value={field.value}
            onChange={field.onChange}
            error={errors.events?.message ?? errors.events?.root?.message}
          />
        )}
      />
      <FormError message={errors.root?.message} />
      <DialogFooter>
        <Button type="button" variant="outline" onClick={onClose}>
          Cancel
        </Button>
        <Button type="submit" disabled={isSubmitting}>
          {isSubmitting ? 'Saving...' : saved ? 'Save' : 'Add endpoint'}
        </Button>
      </DialogFooter>
    </form>
  );
}

/**
 * "All events" (also those Copydesk adds later) or the ticked ones. While All is ticked every
 * event shows ticked; unticking one turns All into each of the others.
 */
function EventsChoice(props: {
  value: EventChoice[];
  onChange: (value: EventChoice[]) => void;
  error?: string;
}) {
  const id = useId();
  const all = props.value.includes(ALL);
  const toggle = (event: EventType, on: boolean) =>
    props.onChange(EVENT_TYPES.filter((e) => (e === event ? on : all || props.value.includes(e))));
  return (
    <fieldset
      className="grid min-w-0 gap-2"
      aria-describedby={props.error ? `${id}-error` : undefined}
    >
      <legend className="mb-2 text-sm font-medium">Events</legend>
      <div className="flex items-center gap-2">
        <Checkbox
          id={`${id}-all`}
          checked={all}
          onCheckedChange={(checked) => props.onChange(checked === true ? [ALL] : [])}
        />
        <Label htmlFor={`${id}-all`}>
          All events <span className="font-normal text-muted-foreground">(also new ones)</span>
        </Label>
      </div>
      <div className="grid grid-cols-1 gap-2 sm:grid-cols-2">
        {EVENT_TYPES.map((event) => (
          <div key={event} className="flex min-w-0 items-start gap-2">
            <Checkbox
              id={`${id}-${event}`}
              className="mt-0.5"
              checked={all || props.value.includes(event)}
              onCheckedChange={(checked) => toggle(event, checked === true)}
            />
            <Label
              htmlFor={`${id}-${event}`}
              className="block min-w-0 leading-snug font-normal break-words"
            >
              {EVENT_TYPE_LABELS[event]} <span className="text-muted-foreground">({event})</span>
            </Label>
          </div>
        ))}
      </div>
      <FormError id={`${id}-error`} message={props.error} />
    </fieldset>
  );
}
