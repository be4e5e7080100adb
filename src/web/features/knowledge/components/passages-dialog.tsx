import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '../../../components/ui/dialog.js';
import { Spinner } from '../../../components/ui/spinner.js';
import { errorText } from '../../../lib/api.js';
import { useKnowledgePassages } from '../knowledge-api.js';
import { formatBytes, formatCount } from '../lib/format.js';
import { StatusBadge } from './status-badge.js';

/**
 * A document and the passages its text was cut into, in order: what generations may be sent.
 * Opened from the list or by the page's address (`?document={id}`); `id` null: closed.
 */
export function PassagesDialog(props: { id: number | null; onClose: () => void }) {
  const query = useKnowledgePassages(props.id);
  const doc = query.data?.document;
  return (
    <Dialog open={props.id !== null} onOpenChange={(open) => !open && props.onClose()}>
      <DialogContent className="sm:max-w-2xl">
        <DialogHeader>
          <DialogTitle className="break-words">{doc ? doc.title : 'Document'}</DialogTitle>
          <DialogDescription className="break-all">
            {doc
              ? `${doc.source} · ${formatBytes(doc.bytes)} · ${formatCount(doc.passages)} passages`
              : 'The passages its text was cut into.'}
          </DialogDescription>
        </DialogHeader>
        {query.isPending ? (
          <Spinner label="Loading passages" />
        ) : query.isError ? (
          <p className="text-sm text-destructive" role="alert">
            {errorText(query.error, 'The document could not be loaded.')}
          </p>
        ) : doc && doc.status !== 'ready' ? (
          <div className="space-y-2 text-sm">
            <StatusBadge status={doc.status} />
            <p className="text-muted-foreground">
              {doc.status === 'processing'
                ? 'The document is being read. Its passages show here in a moment.'
                : (doc.error ?? 'The document could not be read.')}
            </p>
          </div>
        ) : query.data.passages.length === 0 ? (
          <p className="text-sm text-muted-foreground">This document has no passages.</p>
        ) : (
          <ol className="space-y-3" aria-label="Passages">
            {query.data.passages.map((passage) => (
              <li key={passage.id} className="rounded-md border bg-muted/30 p-3 text-sm">
                <p className="mb-1 text-xs font-medium text-muted-foreground">
                  Passage {passage.position + 1}
                </p>
                <p className="whitespace-pre-wrap break-words">{passage.text}</p>
              </li>
            ))}
          </ol>
        )}
      </DialogContent>
    </Dialog>
  );
}
