import { useState, type FormEvent } from 'react';
import { knowledgePatchSchema, type KnowledgeDocument } from '@core/api/knowledge.js';
import { Button } from '../../../components/ui/button.js';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '../../../components/ui/dialog.js';
import { Input } from '../../../components/ui/input.js';
import { Label } from '../../../components/ui/label.js';
import { errorText } from '../../../lib/api.js';
import { toast } from '../../../lib/use-toast.js';
import { useUpdateKnowledge } from '../knowledge-api.js';

/** Rename a document (its title, as "Sources" show it); `document` null: closed. */
export function RenameDialog(props: { document: KnowledgeDocument | null; onClose: () => void }) {
  const { document } = props;
  return (
    <Dialog open={document !== null} onOpenChange={(open) => !open && props.onClose()}>
      <DialogContent>
        {document && <RenameForm key={document.id} document={document} onClose={props.onClose} />}
      </DialogContent>
    </Dialog>
  );
}

function RenameForm({ document, onClose }: { document: KnowledgeDocument; onClose: () => void }) {
  const update = useUpdateKnowledge();
  const [title, setTitle] = useState(document.title);
  const [error, setError] = useState<string | null>(null);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = knowledgePatchSchema.safeParse({ title });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? 'Enter a title');
      return;
    }
    update.mutate(
      { id: document.id, patch: parsed.data },
      {
        onSuccess: () => {
          toast({ title: 'Renamed', variant: 'success' });
          onClose();
        },
        onError: (e) => setError(errorText(e, 'The title could not be saved. Try again.')),
      },
    );
  };
  return (
    <form className="grid gap-4" onSubmit={submit} noValidate>
      <DialogHeader>
        <DialogTitle>Rename</DialogTitle>
        <DialogDescription>
          The title shows in the library and in a result’s Sources.
        </DialogDescription>
      </DialogHeader>
      <div className="space-y-2">
        <Label htmlFor="knowledge-title">Title</Label>
        <Input
          id="knowledge-title"
          value={title}
          onChange={(event) => setTitle(event.target.value)}
          aria-invalid={error !== null}
          aria-describedby={error ? 'knowledge-title-error' : undefined}
          autoFocus
        />
        {error && (
          <p id="knowledge-title-error" className="text-sm text-destructive" role="alert">
            {error}
          </p>
        )}
      </div>
      <DialogFooter>
        <Button type="button" variant="outline" onClick={onClose}>
          Cancel
        </Button>
        <Button type="submit" disabled={update.isPending}>
          {update.isPending ? 'Saving…' : 'Save'}
        </Button>
      </DialogFooter>
    </form>
  );
}
