import type { Comment } from '@core/api/reviews.js';
import { Spinner } from '../../../../components/ui/spinner.js';
import type { AnchorInput } from '../lib/anchors.js';
import { threadsOf } from '../lib/threads.js';
import { CommentForm } from './comment-form.js';
import { ThreadCard, type ThreadActions } from './thread-card.js';

export interface CommentsPanelProps {
  comments: readonly Comment[] | undefined;
  loading: boolean;
  me: number;
  activeId: number | null;
  onSelect: (id: number) => void;
  /** The passage a new comment is being written on (kept highlighted meanwhile). */
  pending: AnchorInput | null;
  onPendingDone: () => void;
  /** Adds a comment on the pending passage; answers the server's refusal, if any. */
  add: (body: string, anchor: AnchorInput) => Promise<string | null>;
  actions: ThreadActions;
}

/**
 * The comments (docs/product.md#review): a new comment's box while one is written, the threads
 * on the text in text order, then those whose passage changed.
 */
export function CommentsPanel(props: CommentsPanelProps) {
  const { current, outdated } = threadsOf(props.comments ?? []);
  const card = (thread: (typeof current)[number]) => (
    <ThreadCard
      key={thread.root.id}
      thread={thread}
      me={props.me}
      active={props.activeId === thread.root.id}
      onSelect={() => props.onSelect(thread.root.id)}
      actions={props.actions}
    />
  );
  return (
    <div className="space-y-3" data-testid="comments-panel">
      <h3 className="text-sm font-semibold">Comments ({current.length + outdated.length})</h3>
      {props.pending && (
        <div className="space-y-2 rounded-md border border-amber-400 p-2" data-testid="new-comment">
          <p className="line-clamp-3 border-l-4 border-amber-400 bg-amber-50 px-2 py-1 text-xs italic">
            “{props.pending.quote}”
          </p>
          <CommentForm
            label="Comment"
            submitLabel="Comment"
            autoFocus
            onCancel={props.onPendingDone}
            onSubmit={async (body) => {
              const refused = await props.add(body, props.pending!);
              if (!refused) props.onPendingDone();
              return refused;
            }}
          />
        </div>
      )}
      {props.loading ? (
        <Spinner label="Loading comments..." iconClassName="size-5" />
      ) : current.length + outdated.length === 0 ? (
        !props.pending && (
          <p className="text-sm text-muted-foreground">
            No comments yet. Select words in the text, then choose Comment.
          </p>
        )
      ) : (
        <>
          <ul className="space-y-2" aria-label="Comments on the text">
            {current.map(card)}
          </ul>
          {outdated.length > 0 && (
            <ul className="space-y-2" aria-label="Comments on passages that changed">
              {outdated.map(card)}
            </ul>
          )}
        </>
      )}
    </div>
  );
}
