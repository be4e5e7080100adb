import { formatDistanceToNow } from 'date-fns';
import { useState } from 'react';
import type { Comment } from '@core/api/reviews.js';
import { Button } from '../../../../components/ui/button.js';
import { cn } from '../../../../lib/cn.js';
import type { Thread } from '../lib/threads.js';
import { CommentBody } from './comment-body.js';
import { CommentForm } from './comment-form.js';

/** What a thread's card may ask of the comments (answers the server's refusal, if any). */
export interface ThreadActions {
  reply: (parentId: number, body: string) => Promise<string | null>;
  edit: (commentId: number, body: string) => Promise<string | null>;
  remove: (commentId: number) => Promise<string | null>;
  resolve: (commentId: number, resolved: boolean) => Promise<string | null>;
}

interface ThreadCardProps {
  thread: Thread;
  /** The signed-in user's id: they edit and delete their own comments. */
  me: number;
  active: boolean;
  /** Shows the thread's passage in the text. */
  onSelect: () => void;
  actions: ThreadActions;
}

const when = (iso: string) => formatDistanceToNow(new Date(iso), { addSuffix: true });

/** One comment: who, when, its text, and edit/delete for its author. */
function CommentItem(props: { comment: Comment; me: number; actions: ThreadActions }) {
  const { comment, me, actions } = props;
  const [editing, setEditing] = useState(false);
  const own = comment.author.id === me;
  return (
    <div className="space-y-1" data-testid="comment">
      <p className="flex flex-wrap items-baseline gap-x-2 text-xs text-muted-foreground">
        <span className="font-medium text-foreground">{comment.author.username}</span>
        <time dateTime={comment.createdAt} title={new Date(comment.createdAt).toLocaleString()}>
          {when(comment.createdAt)}
        </time>
        {comment.edited && <span>(edited)</span>}
      </p>
      {editing ? (
        <CommentForm
          label="Edit the comment"
          submitLabel="Save"
          initial={comment.body}
          autoFocus
          onCancel={() => setEditing(false)}
          onSubmit={async (body) => {
            const refused = await actions.edit(comment.id, body);
            if (!refused) setEditing(false);
            return refused;
          }}
        />
      ) : (
        <CommentBody body={comment.body} />
      )}
      {own && !editing && (
        <div className="flex gap-1">
          <Button type="button" size="sm" variant="ghost" onClick={() => setEditing(true)}>
            Edit
          </Button>
          <Button
            type="button"
            size="sm"
            variant="ghost"
            onClick={() => void actions.remove(comment.id)}
          >
            Delete
          </Button>
        </div>
      )}
    </div>
  );
}

/**
 * A thread in the comments panel: the passage it is on (or "The passage changed"), the comment
 * and its replies, Reply, Resolve or Reopen. Choosing the passage shows it in the text.
 */
export function ThreadCard({ thread, me, active, onSelect, actions }: ThreadCardProps) {
  const [replying, setReplying] = useState(false);
  const { root } = thread;
  const anchor = root.anchor;
  return (
    <li
      className={cn(
        'space-y-2 rounded-md border bg-card p-2',
        active && 'border-primary ring-1 ring-primary',
        root.resolved && 'opacity-80',
      )}
      data-testid="comment-thread"
      data-thread={root.id}
    >
      {anchor ? (
        <button
          type="button"
          className="block w-full cursor-pointer rounded-sm border-l-4 border-amber-400 bg-amber-50 px-2 py-1 text-left text-xs text-foreground outline-none focus-visible:ring-2 focus-visible:ring-ring"
          onClick={onSelect}
          aria-label={`Show the passage: ${anchor.quote.slice(0, 80)}`}
        >
          {anchor.outdated && (
            <span className="mb-1 block font-medium text-destructive">The passage changed</span>
          )}
          <span className="line-clamp-3 italic">“{anchor.quote}”</span>
        </button>
      ) : (
        <p className="text-xs text-muted-foreground">On the whole text</p>
      )}
      <CommentItem comment={root} me={me} actions={actions} />
      {thread.replies.length > 0 && (
        <ul className="space-y-2 border-l-2 pl-3" aria-label="Replies">
          {thread.replies.map((reply) => (
            <li key={reply.id}>
              <CommentItem comment={reply} me={me} actions={actions} />
            </li>
          ))}
        </ul>
      )}
      {root.resolved && (
        <p className="text-xs text-muted-foreground">
          Resolved{root.resolvedBy ? ` by ${root.resolvedBy.username}` : ''}
        </p>
      )}
      {replying ? (
        <CommentForm
          label="Reply"
          submitLabel="Reply"
          autoFocus
          onCancel={() => setReplying(false)}
          onSubmit={async (body) => {
            const refused = await actions.reply(root.id, body);
            if (!refused) setReplying(false);
            return refused;
          }}
        />
      ) : (
        <div className="flex gap-1">
          <Button type="button" size="sm" variant="outline" onClick={() => setReplying(true)}>
            Reply
          </Button>
          <Button
            type="button"
            size="sm"
            variant="outline"
            onClick={() => void actions.resolve(root.id, !root.resolved)}
          >
            {root.resolved ? 'Reopen' : 'Resolve'}
          </Button>
        </div>
      )}
    </li>
  );
}
