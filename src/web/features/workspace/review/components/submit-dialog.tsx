import { useId, useState, type FormEvent } from 'react';
import type { HistoryItem } from '@core/api/history.js';
import {
  CHOOSE_REVIEWERS,
  MAX_REVIEW_NOTE,
  MAX_REVIEWERS,
  submitReviewSchema,
} from '@core/api/reviews.js';
import { Button } from '../../../../components/ui/button.js';
import { Checkbox } from '../../../../components/ui/checkbox.js';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '../../../../components/ui/dialog.js';
import { FormError } from '../../../../components/ui/form-error.js';
import { Label } from '../../../../components/ui/label.js';
import { Spinner } from '../../../../components/ui/spinner.js';
import { Textarea } from '../../../../components/ui/textarea.js';
import { errorText } from '../../../../lib/api.js';
import { submitForReview, usePeople, type ReviewOutcome } from '../api.js';

interface SubmitDialogProps {
  item: HistoryItem;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The server's answer: the item submitted, or the newer item when the text moved on. */
  onDone: (outcome: ReviewOutcome) => void;
}

/** "Submit for review": 1 to 5 reviewers of the company and a note, on the current version. */
export function SubmitDialog(props: SubmitDialogProps) {
  return (
    <Dialog open={props.open} onOpenChange={props.onOpenChange}>
      <DialogContent className="sm:max-w-md">
        <DialogHeader>
          <DialogTitle>Submit for review</DialogTitle>
          <DialogDescription>
            Choose up to {MAX_REVIEWERS} people to review version {props.item.version} of this text.
            They can comment on passages, approve it or ask for changes.
          </DialogDescription>
        </DialogHeader>
        {props.open && <SubmitForm {...props} />}
      </DialogContent>
    </Dialog>
  );
}

function SubmitForm({ item, onOpenChange, onDone }: SubmitDialogProps) {
  const people = usePeople();
  const [chosen, setChosen] = useState<number[]>(() =>
    item.reviewers.flatMap((r) => (r.id === null ? [] : [r.id])),
  );
  const [note, setNote] = useState('');
  const [error, setError] = useState('');
  const [sending, setSending] = useState(false);
  const noteId = useId();
  const baseId = useId();

  const toggle = (id: number, on: boolean) =>
    setChosen((ids) => (on ? [...ids, id] : ids.filter((x) => x !== id)));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    event.stopPropagation();
    const checked = submitReviewSchema.safeParse({
      reviewerIds: chosen,
      note: note.trim() || undefined,
      baseVersion: item.version,
    });
    if (!checked.success) return setError(checked.error.issues[0].message);
    setError('');
    setSending(true);
    try {
      onDone(await submitForReview(item.id, checked.data));
    } catch (err) {
      setError(errorText(err, 'The text could not be submitted.'));
    } finally {
      setSending(false);
    }
  };

  return (
    <form onSubmit={(event) => void submit(event)} className="space-y-4" noValidate>
      <fieldset className="space-y-2">
        <legend className="mb-2 text-sm font-medium">Reviewers</legend>
        {people.isPending ? (
          <Spinner label="Loading people..." iconClassName="size-5" />
        ) : people.isError ? (
          <FormError message={errorText(people.error, CHOOSE_REVIEWERS)} />
        ) : people.data.length === 0 ? (
          <p className="text-sm text-muted-foreground">
            Nobody else is in your company yet: an admin can add people in User Management.
          </p>
        ) : (
          <ul className="max-h-56 space-y-2 overflow-y-auto" aria-label="People of your company">
            {people.data.map((person) => {
              if (person.id === null) return null;
              const id = `${baseId}-${person.id}`;
              const on = chosen.includes(person.id);
              return (
                <li key={person.id} className="flex items-center gap-2">
                  <Checkbox
                    id={id}
                    checked={on}
                    disabled={!on && chosen.length >= MAX_REVIEWERS}
                    onCheckedChange={(value) => toggle(person.id!, value === true)}
                  />
                  <Label htmlFor={id} className="font-normal">
                    {person.username}
                  </Label>
                </li>
              );
            })}
          </ul>
        )}
      </fieldset>
      <div className="grid gap-2">
        <Label htmlFor={noteId}>Note (optional)</Label>
        <Textarea
          id={noteId}
          value={note}
          maxLength={MAX_REVIEW_NOTE}
          placeholder="What should the reviewers look at?"
          onChange={(event) => setNote(event.target.value)}
        />
        <p className="text-xs text-muted-foreground">
          {note.length.toLocaleString('en')} / {MAX_REVIEW_NOTE.toLocaleString('en')} characters
        </p>
      </div>
      <FormError message={error} />
      <DialogFooter>
        <Button type="button" variant="outline" onClick={() => onOpenChange(false)}>
          Cancel
        </Button>
        <Button type="submit" disabled={sending || chosen.length === 0}>
          {sending ? 'Submitting...' : 'Submit for review'}
        </Button>
      </DialogFooter>
    </form>
  );
}
