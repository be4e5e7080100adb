import { useId, useState, type FormEvent } from 'react';
import type { Publication } from '@core/api/publishing.js';
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
import { isoToZoned } from '../../../lib/zoned-time.js';

interface MoveDialogProps {
  publication: Publication | null;
  timeZone: string;
  onClose: () => void;
  /** Reschedules to a date and time in the company's zone; the server's refusal, or null. */
  onMove: (publication: Publication, date: string, time: string) => Promise<string | null>;
}

/** The keyboard's way to reschedule: a date and time in the company's time zone. */
export function MoveDialog(props: MoveDialogProps) {
  return (
    <Dialog open={props.publication !== null} onOpenChange={(open) => !open && props.onClose()}>
      <DialogContent className="sm:max-w-sm">
        <DialogHeader>
          <DialogTitle>Move publication</DialogTitle>
          <DialogDescription>
            {props.publication?.title}: a new date and time ({props.timeZone.replaceAll('_', ' ')}).
          </DialogDescription>
        </DialogHeader>
        {props.publication && <MoveForm {...props} publication={props.publication} />}
      </DialogContent>
    </Dialog>
  );
}

function MoveForm(props: MoveDialogProps & { publication: Publication }) {
  const start = isoToZoned(props.publication.publishAt, props.timeZone);
  const [value, setValue] = useState(`${start.date}T${start.time}`);
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  const id = useId();
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const [date, time] = value.split('T');
    if (!date || !time) return setError('Enter a date and a time');
    setBusy(true);
    const refused = await props.onMove(props.publication, date, time.slice(0, 5));
    setBusy(false);
    if (refused) setError(refused);
    else props.onClose();
  };
  return (
    <form onSubmit={(event) => void submit(event)} className="space-y-4" noValidate>
      <div className="grid gap-2">
        <Label htmlFor={id}>Publish at</Label>
        <Input
          id={id}
          type="datetime-local"
          value={value}
          onChange={(event) => setValue(event.target.value)}
        />
      </div>
      <FormError message={error} />
      <DialogFooter>
        <Button type="button" variant="outline" onClick={props.onClose}>
          Cancel
        </Button>
        <Button type="submit" disabled={busy}>
          Move
        </Button>
      </DialogFooter>
    </form>
  );
}
