import { formatDistanceToNow } from 'date-fns';
import type { ReviewBox, ReviewInboxEntry } from '@core/api/reviews.js';
import { ASSISTANT_ENTRIES } from '@core/assistants/ids.js';
import { StatusBadge } from '../../../components/review-status-badge.js';
import { Button } from '../../../components/ui/button.js';
import { Spinner } from '../../../components/ui/spinner.js';
import { errorText } from '../../../lib/api.js';
import { useInbox } from '../api/inbox.js';
import { openReviewItem } from '../open-item.js';

const EMPTY: Record<ReviewBox, string> = {
  'to-review': 'Nothing is waiting for your review.',
  submitted: 'You have not submitted any text for review yet.',
  all: 'No text of your company has been submitted for review yet.',
};

/** One row: assistant, title, author, status and when it changed; choosing it opens the text. */
function InboxRow({ entry }: { entry: ReviewInboxEntry }) {
  const assistant = ASSISTANT_ENTRIES[entry.assistantType].displayName;
  return (
    <li>
      <button
        type="button"
        className="flex w-full cursor-pointer flex-col gap-1 rounded-md border bg-card p-3 text-left outline-none hover:bg-accent/50 focus-visible:ring-2 focus-visible:ring-ring"
        onClick={() => openReviewItem(entry.assistantType, entry.id)}
        data-testid="review-entry"
      >
        <span className="flex flex-wrap items-center gap-2 text-xs text-muted-foreground">
          <span className="font-medium text-foreground">{assistant}</span>
          <StatusBadge status={entry.status} />
          <time dateTime={entry.changedAt} title={new Date(entry.changedAt).toLocaleString()}>
            {formatDistanceToNow(new Date(entry.changedAt), { addSuffix: true })}
          </time>
        </span>
        <span className="text-sm font-medium break-words">{entry.title || 'Untitled'}</span>
        <span className="text-xs text-muted-foreground">by {entry.author.username}</span>
      </button>
    </li>
  );
}

/** A box of the inbox, 20 at a time with "Load more". */
export function InboxList({ box, active }: { box: ReviewBox; active: boolean }) {
  const inbox = useInbox(box, active);
  const items = inbox.data?.pages.flatMap((page) => page.items) ?? [];
  if (inbox.isPending) {
    return (
      <div className="flex justify-center py-10">
        <Spinner label="Loading reviews..." />
      </div>
    );
  }
  if (inbox.isError && items.length === 0) {
    return (
      <p className="py-10 text-center text-sm text-muted-foreground" role="alert">
        {errorText(inbox.error, 'The reviews could not be loaded.')}
      </p>
    );
  }
  if (items.length === 0) {
    return <p className="py-10 text-center text-sm text-muted-foreground">{EMPTY[box]}</p>;
  }
  return (
    <div className="space-y-3">
      <ul className="space-y-2" aria-label="Texts">
        {items.map((entry) => (
          <InboxRow key={entry.id} entry={entry} />
        ))}
      </ul>
      {inbox.hasNextPage && (
        <div className="flex justify-center">
          <Button
            type="button"
            variant="outline"
            size="sm"
            disabled={inbox.isFetchingNextPage}
            onClick={() => void inbox.fetchNextPage()}
          >
            {inbox.isFetchingNextPage ? 'Loading...' : 'Load more'}
          </Button>
        </div>
      )}
    </div>
  );
}
