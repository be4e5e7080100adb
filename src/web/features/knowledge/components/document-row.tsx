import { format } from 'date-fns';
import { FileText, Link2, ListTree, Pencil, Trash2, Users } from 'lucide-react';
import type { KnowledgeDocument } from '@core/api/knowledge.js';
import { Button } from '../../../components/ui/button.js';
import { Switch } from '../../../components/ui/switch.js';
import { errorText } from '../../../lib/api.js';
import { toast } from '../../../lib/use-toast.js';
import { useUpdateKnowledge } from '../knowledge-api.js';
import { usedByText } from '../lib/assistant-names.js';
import { formatBytes, formatCount, isWebAddress } from '../lib/format.js';
import { StatusBadge } from './status-badge.js';

export type RowAction = 'passages' | 'used-by' | 'rename' | 'delete';

/** One document: what it is, its state, whether it is sent and to whom, and its actions. */
export function DocumentRow(props: {
  document: KnowledgeDocument;
  onAction: (action: RowAction, document: KnowledgeDocument) => void;
}) {
  const { document: doc, onAction } = props;
  const update = useUpdateKnowledge();
  const web = isWebAddress(doc.source);
  const SourceIcon = web ? Link2 : FileText;
  const switchId = `knowledge-enabled-${doc.id}`;
  const setEnabled = (enabled: boolean) =>
    update.mutate(
      { id: doc.id, patch: { enabled } },
      {
        onError: (e) =>
          toast({
            title: 'Not changed',
            description: errorText(e, 'The change could not be saved. Try again.'),
            variant: 'destructive',
          }),
      },
    );
  return (
    <li className="space-y-2 p-3 sm:p-4" data-testid="knowledge-document">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0 flex-1 space-y-1">
          <p className="font-medium break-words">{doc.title}</p>
          <p className="flex min-w-0 items-center gap-1 text-xs text-muted-foreground">
            <SourceIcon aria-hidden className="size-3.5 shrink-0" />
            {web ? (
              <a
                href={doc.source}
                target="_blank"
                rel="noopener noreferrer"
                className="truncate underline-offset-2 hover:underline"
              >
                {doc.source}
              </a>
            ) : (
              <span className="truncate">{doc.source}</span>
            )}
          </p>
          <p className="text-xs text-muted-foreground">
            {formatBytes(doc.bytes)} · {formatCount(doc.passages)}{' '}
            {doc.passages === 1 ? 'passage' : 'passages'} · Added{' '}
            {format(new Date(doc.createdAt), 'MMM d, yyyy')}
            {doc.createdBy && ` by ${doc.createdBy.username}`}
          </p>
        </div>
        <StatusBadge status={doc.status} />
      </div>
      {doc.status === 'failed' && (
        <p className="text-sm text-destructive" data-testid="knowledge-error">
          {doc.error ?? 'The document could not be read.'}
        </p>
      )}
      <div className="flex flex-wrap items-center gap-x-4 gap-y-2 text-sm">
        <div className="flex items-center gap-2">
          <Switch
            id={switchId}
            checked={doc.enabled}
            onCheckedChange={setEnabled}
            disabled={update.isPending}
            aria-describedby={`${switchId}-hint`}
          />
          <label htmlFor={switchId} className="cursor-pointer">
            {doc.enabled ? 'Used in generations' : 'Not used'}
          </label>
          <span id={`${switchId}-hint`} className="sr-only">
            Whether passages of {doc.title} are sent when assistants write
          </span>
        </div>
        <p className="min-w-0 text-muted-foreground">
          <span className="font-medium text-foreground">Used by:</span>{' '}
          {usedByText(doc.assistantTypes)}
        </p>
      </div>
      <div className="-ml-2 flex flex-wrap gap-1">
        <RowButton
          icon={ListTree}
          label="Passages"
          doc={doc}
          onClick={() => onAction('passages', doc)}
        />
        <RowButton
          icon={Users}
          label="Used by"
          doc={doc}
          onClick={() => onAction('used-by', doc)}
        />
        <RowButton icon={Pencil} label="Rename" doc={doc} onClick={() => onAction('rename', doc)} />
        <RowButton icon={Trash2} label="Delete" doc={doc} onClick={() => onAction('delete', doc)} />
      </div>
    </li>
  );
}

function RowButton(props: {
  icon: typeof Pencil;
  label: string;
  doc: KnowledgeDocument;
  onClick: () => void;
}) {
  const Icon = props.icon;
  return (
    <Button
      type="button"
      variant="ghost"
      size="sm"
      onClick={props.onClick}
      aria-label={`${props.label}: ${props.doc.title}`}
    >
      <Icon aria-hidden />
      {props.label}
    </Button>
  );
}
