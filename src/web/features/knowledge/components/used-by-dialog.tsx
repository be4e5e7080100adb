import { useState } from 'react';
import type { KnowledgeDocument } from '@core/api/knowledge.js';
import type { AssistantId } from '@core/assistants/ids.js';
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
import { Label } from '../../../components/ui/label.js';
import { RadioGroup, RadioGroupItem } from '../../../components/ui/radio-group.js';
import { errorText } from '../../../lib/api.js';
import { toast } from '../../../lib/use-toast.js';
import { useUpdateKnowledge } from '../knowledge-api.js';
import { TEXT_ASSISTANTS, assistantName } from '../lib/assistant-names.js';

/** "Used by": every assistant, or the ones chosen; `document` null: closed. */
export function UsedByDialog(props: { document: KnowledgeDocument | null; onClose: () => void }) {
  const { document } = props;
  return (
    <Dialog open={document !== null} onOpenChange={(open) => !open && props.onClose()}>
      <DialogContent>
        {document && <UsedByForm key={document.id} document={document} onClose={props.onClose} />}
      </DialogContent>
    </Dialog>
  );
}

function UsedByForm({ document, onClose }: { document: KnowledgeDocument; onClose: () => void }) {
  const update = useUpdateKnowledge();
  const [all, setAll] = useState(document.assistantTypes.length === 0);
  const [chosen, setChosen] = useState<Set<AssistantId>>(new Set(document.assistantTypes));
  const [error, setError] = useState<string | null>(null);
  const toggle = (id: AssistantId, on: boolean) => {
    const next = new Set(chosen);
    if (on) next.add(id);
    else next.delete(id);
    setChosen(next);
  };
  const save = () => {
    if (!all && chosen.size === 0) {
      setError('Choose at least one assistant, or all of them.');
      return;
    }
    const assistantTypes = all ? [] : TEXT_ASSISTANTS.filter((id) => chosen.has(id));
    update.mutate(
      { id: document.id, patch: { assistantTypes } },
      {
        onSuccess: () => {
          toast({ title: 'Saved', description: `“${document.title}” is used as chosen.` });
          onClose();
        },
        onError: (e) => setError(errorText(e, 'The change could not be saved. Try again.')),
      },
    );
  };
  return (
    <>
      <DialogHeader>
        <DialogTitle>Used by</DialogTitle>
        <DialogDescription>
          Which assistants are sent passages of “{document.title}” when they write.
        </DialogDescription>
      </DialogHeader>
      <RadioGroup
        value={all ? 'all' : 'chosen'}
        onValueChange={(value) => setAll(value === 'all')}
        aria-label="Used by"
      >
        <div className="flex items-center gap-2">
          <RadioGroupItem value="all" id="used-by-all" />
          <Label htmlFor="used-by-all">All assistants</Label>
        </div>
        <div className="flex items-center gap-2">
          <RadioGroupItem value="chosen" id="used-by-chosen" />
          <Label htmlFor="used-by-chosen">Only these assistants</Label>
        </div>
      </RadioGroup>
      <fieldset
        className="grid gap-2 rounded-md border p-3 sm:grid-cols-2"
        disabled={all}
        aria-label="Assistants"
      >
        {TEXT_ASSISTANTS.map((id) => (
          <div key={id} className="flex items-center gap-2">
            <Checkbox
              id={`used-by-${id}`}
              checked={!all && chosen.has(id)}
              disabled={all}
              onCheckedChange={(checked) => toggle(id, checked === true)}
            />
            <Label htmlFor={`used-by-${id}`} className={all ? 'opacity-60' : undefined}>
              {assistantName(id)}
            </Label>
          </div>
        ))}
      </fieldset>
      {error && (
        <p className="text-sm text-destructive" role="alert">
          {error}
        </p>
      )}
      <DialogFooter>
        <Button type="button" variant="outline" onClick={onClose}>
          Cancel
        </Button>
        <Button type="button" onClick={save} disabled={update.isPending}>
          {update.isPending ? 'Saving…' : 'Save'}
        </Button>
      </DialogFooter>
    </>
  );
}
