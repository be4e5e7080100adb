import { ASSISTANT_ENTRIES } from '@core/assistants/ids.js';
import { Star, Trash2 } from 'lucide-react';
import type { HistoryItem } from '@core/api/history.js';
import { formatHistoryTime, historyPreview, revisionNote } from '@core/formatting/dates.js';
import { StatusBadge } from '../../../components/review-status-badge.js';
import { Badge } from '../../../components/ui/badge.js';
import { Button } from '../../../components/ui/button.js';
import { cn } from '../../../lib/cn.js';
import { PublishedLink } from '../publishing/publish-entry.js';

interface HistoryItemRowProps {
  item: HistoryItem;
  /** The user's own item: starred and deleted here; someone else's (the team's) is read only. */
  mine?: boolean;
  onOpen: (item: HistoryItem) => void;
  onToggleFavorite: (item: HistoryItem) => void;
  onDelete: (item: HistoryItem) => void;
  favoritePending: boolean;
}

/**
 * One saved item: the main button loads it; the star and the bin are separate buttons beside
 * it (never nested in it). Every text is rendered as text, never as HTML.
 */
export function HistoryItemRow(props: HistoryItemRowProps) {
  const { item } = props;
  const mine = props.mine !== false;
  const name = ASSISTANT_ENTRIES[item.assistantType].displayName;
  const preview = historyPreview(item.content, item.assistantType);
  const note = revisionNote(item.revisionRequest);
  const time = formatHistoryTime(item.createdAt);
  return (
    <li
      className="group flex items-start gap-1 rounded-md border bg-card p-2 hover:bg-accent/50"
      data-testid="history-item"
    >
      <div className="min-w-0 flex-1">
        <button
          type="button"
          className="w-full min-w-0 cursor-pointer space-y-1 rounded-sm p-1 text-left outline-none focus-visible:ring-2 focus-visible:ring-ring"
          onClick={() => props.onOpen(item)}
          aria-label={`Load ${name} content from ${time}${item.stopped ? ' (stopped)' : ''}`}
        >
          <span className="flex flex-wrap items-center gap-2">
            <Badge variant="secondary">{name}</Badge>
            {/* Its generation was stopped: the text ends where it was stopped. */}
            {item.stopped && (
              <Badge variant="muted" data-testid="history-item-stopped">
                Stopped
              </Badge>
            )}
            {item.status !== 'draft' && <StatusBadge status={item.status} />}
            <time className="text-xs text-muted-foreground" dateTime={item.createdAt}>
              {time}
            </time>
          </span>
          {!mine && (
            <span className="block text-xs text-muted-foreground">by {item.author.username}</span>
          )}
          <span className="block text-sm break-words">{preview}</span>
          {note && <span className="block text-xs text-muted-foreground italic">{note}</span>}
        </button>
        {/* Beside the button, never in it: the published text's link (docs/product.md#publishing). */}
        {item.publishedUrl && (
          <span className="block px-1">
            <PublishedLink url={item.publishedUrl} />
          </span>
        )}
      </div>
      {mine && <RowActions {...props} />}
    </li>
  );
}

/** The star and the bin of the user's own item. */
function RowActions(props: HistoryItemRowProps) {
  const { item } = props;
  return (
    <>
      <Button
        type="button"
        variant="ghost"
        size="icon"
        aria-label={item.isFavorite ? 'Remove from favorites' : 'Add to favorites'}
        disabled={props.favoritePending}
        onClick={() => props.onToggleFavorite(item)}
      >
        <Star
          aria-hidden
          className={cn(
            item.isFavorite ? 'fill-amber-400 text-amber-500' : 'text-muted-foreground',
          )}
        />
      </Button>
      <Button
        type="button"
        variant="ghost"
        size="icon"
        aria-label="Delete"
        onClick={() => props.onDelete(item)}
      >
        <Trash2 aria-hidden className="text-muted-foreground" />
      </Button>
    </>
  );
}
