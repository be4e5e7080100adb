import { useId, useState, type FormEvent } from 'react';
import type { HistoryItem } from '@core/api/history.js';
import { NEEDS_APPROVAL } from '@core/api/publishing.js';
import { Button } from '../../../components/ui/button.js';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '../../../components/ui/dialog.js';
import { FormError } from '../../../components/ui/form-error.js';
import { Input } from '../../../components/ui/input.js';
import { Label } from '../../../components/ui/label.js';
import { RadioGroup, RadioGroupItem } from '../../../components/ui/radio-group.js';
import { selectTriggerClass } from '../../../components/ui/select-trigger-class.js';
import { Spinner } from '../../../components/ui/spinner.js';
import { errorText } from '../../../lib/api.js';
import { toast } from '../../../lib/use-toast.js';
import { useQueryClient } from '@tanstack/react-query';
import { refreshPublishing, useDestinationChoices } from '../../../lib/publishing.js';
import { isoToZoned, zonedToIso } from '../../../lib/zoned-time.js';
import { refreshItem } from '../review/api.js';
import { publishItem } from './api.js';
import { PublicationList } from './publication-list.js';

interface PublishSettings {
  timeZone: string;
  requireApproval: boolean;
}

interface PublishDialogProps {
  item: HistoryItem;
  settings: PublishSettings;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The newer item when the text moved on (409): shown from now on. */
  onItem: (item: HistoryItem) => void;
}

/** The text may not be published yet: the company wants the current version approved. */
const needsApproval = (item: HistoryItem, settings: PublishSettings) =>
  settings.requireApproval && item.approvedVersion !== item.version;

/**
 * "Publish" (docs/product.md#publishing): a destination taking this assistant, now or at a date
 * and time in the company's time zone; below, the item's publications.
 */
export function PublishDialog(props: PublishDialogProps) {
  return (
    <Dialog open={props.open} onOpenChange={props.onOpenChange}>
      <DialogContent className="sm:max-w-lg">
        <DialogHeader>
          <DialogTitle>Publish</DialogTitle>
          <DialogDescription>
            Send version {props.item.version} of this text to one of your company&apos;s
            destinations, now or at a set time ({props.settings.timeZone.replaceAll('_', ' ')}).
          </DialogDescription>
        </DialogHeader>
        {props.open && <PublishForm {...props} />}
        {props.open && (
          <section aria-labelledby="publications-heading" className="space-y-2 border-t pt-3">
            <h3 id="publications-heading" className="text-sm font-medium">
              Publications
            </h3>
            <PublicationList itemId={props.item.id} timeZone={props.settings.timeZone} />
          </section>
        )}
      </DialogContent>
    </Dialog>
  );
}

function PublishForm({ item, settings, onOpenChange, onItem }: PublishDialogProps) {
  const client = useQueryClient();
  const destinations = useDestinationChoices();
  const choices = (destinations.data ?? []).filter((d) =>
    d.assistantTypes.includes(item.assistantType),
  );
  const [destinationId, setDestinationId] = useState('');
  const [when, setWhen] = useState<'now' | 'at'>('now');
  const [date, setDate] = useState(
    () => isoToZoned(Date.now() + 86_400_000, settings.timeZone).date,
  );
  const [time, setTime] = useState('09:00');
  const [error, setError] = useState('');
  const [sending, setSending] = useState(false);
  const ids = { destination: useId(), date: useId(), time: useId(), now: useId(), at: useId() };
  const blocked = needsApproval(item, settings);
  const chosen = destinationId || (choices.length === 1 ? String(choices[0].id) : '');

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    event.stopPropagation();
    if (!chosen) return setError('Choose a destination');
    if (when === 'at' && (!date || !time)) return setError('Enter a date and a time');
    setError('');
    setSending(true);
    try {
      const outcome = await publishItem(item.id, {
        destinationId: Number(chosen),
        baseVersion: item.version,
        ...(when === 'at' ? { publishAt: zonedToIso(date, time, settings.timeZone) } : {}),
      });
      if ('conflict' in outcome) {
        setError(outcome.conflict.message);
        onItem(outcome.conflict.item);
        return;
      }
      refreshPublishing(client);
      refreshItem(client, item.id);
      toast({
        title: when === 'now' ? 'Publishing' : 'Publication scheduled',
        description: `To ${outcome.publication.destination.name}.`,
        variant: 'success',
      });
    } catch (err) {
      setError(errorText(err, 'The text could not be published.'));
    } finally {
      setSending(false);
    }
  };

  if (destinations.isPending) return <Spinner label="Loading destinations..." />;
  return (
    <form onSubmit={(event) => void submit(event)} className="space-y-4" noValidate>
      {blocked && (
        <p
          className="rounded-md border border-warning bg-warning/10 p-2 text-sm"
          data-testid="needs-approval"
        >
          {NEEDS_APPROVAL}
        </p>
      )}
      {choices.length === 0 ? (
        <p className="text-sm text-muted-foreground">
          No destination takes texts of this assistant: an admin can add one under Webhooks.
        </p>
      ) : (
        <div className="grid gap-2">
          <Label htmlFor={ids.destination}>Destination</Label>
          <select
            id={ids.destination}
            className={selectTriggerClass()}
            value={chosen}
            onChange={(event) => setDestinationId(event.target.value)}
          >
            {choices.length > 1 && <option value="">Choose a destination</option>}
            {choices.map((d) => (
              <option key={d.id} value={d.id}>
                {d.name}
              </option>
            ))}
          </select>
        </div>
      )}
      <fieldset className="grid gap-2">
        <legend className="mb-2 text-sm font-medium">When</legend>
        <RadioGroup
          value={when}
          onValueChange={(value) => setWhen(value as 'now' | 'at')}
          className="flex gap-4"
        >
          <span className="flex items-center gap-2">
            <RadioGroupItem id={ids.now} value="now" />
            <Label htmlFor={ids.now} className="font-normal">
              Now
            </Label>
          </span>
          <span className="flex items-center gap-2">
            <RadioGroupItem id={ids.at} value="at" />
            <Label htmlFor={ids.at} className="font-normal">
              At
            </Label>
          </span>
        </RadioGroup>
        {when === 'at' && (
          <div className="grid grid-cols-2 gap-2">
            <div className="grid gap-1">
              <Label htmlFor={ids.date}>Date</Label>
              <Input
                id={ids.date}
                type="date"
                value={date}
                onChange={(event) => setDate(event.target.value)}
              />
            </div>
            <div className="grid gap-1">
              <Label htmlFor={ids.time}>Time</Label>
              <Input
                id={ids.time}
                type="time"
                value={time}
                onChange={(event) => setTime(event.target.value)}
              />
            </div>
          </div>
        )}
      </fieldset>
      <FormError message={error} />
      <DialogFooter>
        <Button type="button" variant="outline" onClick={() => onOpenChange(false)}>
          Close
        </Button>
        <Button type="submit" disabled={sending || blocked || choices.length === 0}>
          {sending ? 'Publishing...' : when === 'now' ? 'Publish now' : 'Schedule'}
        </Button>
      </DialogFooter>
    </form>
  );
}
