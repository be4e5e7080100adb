import { useId, useState, type FormEvent } from 'react';
import { MAX_REVIEW_NOTE, SAY_WHAT_SHOULD_CHANGE } from '@core/api/reviews.js';
import { Button } from '../../../../components/ui/button.js';
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
import { Textarea } from '../../../../components/ui/textarea.js';

interface RequestChangesDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Sends the decision with the note; answers the server's message when it refused. */
  onSend: (note: string) => Promise<string | null>;
}

/** "Request changes" asks what should change (required), then sends it. */
export function RequestChangesDialog(props: RequestChangesDialogProps) {
  return (
    <Dialog open={props.open} onOpenChange={props.onOpenChange}>
      <DialogContent className="sm:max-w-md">
        <DialogHeader>
          <DialogTitle>Request changes</DialogTitle>
          <DialogDescription>
            Tell the author what should change. The text goes back to them.
          </DialogDescription>
        </DialogHeader>
        {props.open && <NoteForm {...props} />}
      </DialogContent>
    </Dialog>
  );
}

function NoteForm({ onOpenChange, onSend }: RequestChangesDialogProps) {
  const [note, setNote] = useState('');
  const [error, setError] = useState('');
  const [sending, setSending] = useState(false);
  const id = useId();
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    event.stopPropagation();
    if (!note.trim()) return setError(SAY_WHAT_SHOULD_CHANGE);
    setSending(true);
    const refused = await onSend(note.trim());
    setSending(false);
    if (refused) setError(refused);
  };
  return (
    <form onSubmit={(event) => void submit(event)} className="space-y-4" noValidate>
      <div className="grid gap-2">
        <Label htmlFor={id}>What should change</Label>
        <Textarea
          id={id}
          value={note}
          maxLength={MAX_REVIEW_NOTE}
          aria-invalid={error ? true : undefined}
          onChange={(event) => setNote(event.target.value)}
        />
      </div>
      <FormError message={error} />
      <DialogFooter>
        <Button type="button" variant="outline" onClick={() => onOpenChange(false)}>
          Cancel
        </Button>
        <Button type="submit" disabled={sending}>
          {sending ? 'Sending...' : 'Request changes'}
        </Button>
      </DialogFooter>
    </form>
  );
}
