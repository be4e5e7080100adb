import * as DialogPrimitive from '@radix-ui/react-dialog';
import { useQueryClient } from '@tanstack/react-query';
import { XIcon } from 'lucide-react';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import type { HistoryItem } from '@core/api/history.js';
import { useAuth } from '../../../lib/auth.js';
import { errorText } from '../../../lib/api.js';
import { useWideScreen } from '../../../lib/use-wide-screen.js';
import { queryKeys } from '../../../lib/query-keys.js';
import { refreshItem, useCommentChange, useComments, useReviewItem } from './api.js';
import type { AnchorInput } from './lib/anchors.js';
import { CommentedText } from './components/commented-text.js';
import { CommentsPanel, type CommentsPanelProps } from './components/comments-panel.js';
import { ReviewBar } from './components/review-bar.js';
import type { ThreadActions } from './components/thread-card.js';
import { Timeline } from './components/timeline.js';

/** What the result's own controls need to know from review. */
export interface ReviewState {
  /** The signed-in user wrote the text: only they edit, rewrite, restore or regenerate it. */
  mine: boolean;
  /** The read view with the comments' highlights and "Comment" (not the editor). */
  wrapView: (view: ReactNode) => ReactNode;
}

interface ReviewFrameProps {
  historyId: number;
  /** The version and text shown (the workspace's result). */
  version: number;
  content: string;
  /** The item's author when the result came from history (absent: the user's own generation). */
  authorId?: number | null;
  /** The server has a newer text than the one shown: it is shown from now on. */
  onNewer: (content: string, version: number) => void;
  children: (review: ReviewState) => ReactNode;
}

/** Comment actions with the server's refusal as the answer (null: done). */
function useCommentActions(historyId: number) {
  const change = useCommentChange(historyId);
  const run = async (what: Parameters<typeof change.mutateAsync>[0]) => {
    try {
      await change.mutateAsync(what);
      return null;
    } catch (error) {
      return errorText(error, 'The comment could not be saved.');
    }
  };
  const actions: ThreadActions = {
    reply: (parentId, body) => run({ kind: 'add', body: { body, parentId } }),
    edit: (commentId, text) => run({ kind: 'edit', commentId, text }),
    remove: (commentId) => run({ kind: 'delete', commentId }),
    resolve: (commentId, resolved) => run({ kind: resolved ? 'resolve' : 'reopen', commentId }),
  };
  const add = (body: string, anchor: AnchorInput) => run({ kind: 'add', body: { body, anchor } });
  return { actions, add };
}

/**
 * A kept text with its review (docs/product.md#review): the status and its buttons above, the
 * comments beside the text on a wide screen (in a sheet on a phone), the timeline below. The
 * result's own controls (`children`) learn whether the user wrote it.
 */
export function ReviewFrame(props: ReviewFrameProps) {
  const { historyId, version, onNewer } = props;
  const { user } = useAuth();
  const client = useQueryClient();
  const item = useReviewItem(historyId);
  const comments = useComments(historyId);
  const { actions, add } = useCommentActions(historyId);
  const wide = useWideScreen();
  const [activeId, setActiveId] = useState<number | null>(null);
  const [scrollSeq, setScrollSeq] = useState(0);
  const [pending, setPending] = useState<AnchorInput | null>(null);
  const [sheetOpen, setSheetOpen] = useState(false);

  // The text got a new version here (an edit, a rewrite, a restore): its status, comments'
  // passages and timeline are read again.
  const shownVersion = useRef(version);
  useEffect(() => {
    if (shownVersion.current === version) return;
    shownVersion.current = version;
    refreshItem(client, historyId);
    void client.invalidateQueries({ queryKey: queryKeys.review.comments(historyId) });
  }, [client, historyId, version]);

  // The server has a newer text than the one shown (someone else's edit): show it. Judged when
  // an answer arrives, never when the shown version changes here: the item read before an undo
  // still holds the version the undo took back.
  const data = item.data;
  const judged = useRef<typeof data>(undefined);
  useEffect(() => {
    if (!data || data === judged.current) return;
    judged.current = data;
    if (data.version > version) onNewer(data.content, data.version);
  }, [data, version, onNewer]);

  const me = user?.id ?? -1;
  const authorId = data ? data.author.id : (props.authorId ?? me);
  const mine = authorId === me;
  const mayDecide =
    !mine && !!data && (user?.isAdmin === true || data.reviewers.some((r) => r.id === me));

  const onItem = (changed: HistoryItem) => {
    client.setQueryData(queryKeys.review.item(historyId), changed);
    refreshItem(client, historyId);
    if (changed.version !== version) onNewer(changed.content, changed.version);
  };

  const select = (id: number) => {
    setActiveId(id);
    setScrollSeq((n) => n + 1);
    setSheetOpen(false);
  };
  const roots = (comments.data ?? []).filter((c) => c.parentId === null);
  const panel: CommentsPanelProps = {
    comments: comments.data,
    loading: comments.isPending,
    me,
    activeId,
    onSelect: select,
    pending,
    onPendingDone: () => setPending(null),
    add,
    actions,
  };

  const wrapView = (view: ReactNode) => (
    <CommentedText
      content={data?.version === version ? data.content : props.content}
      comments={comments.data ?? []}
      activeId={activeId}
      scrollSeq={scrollSeq}
      pending={pending}
      onSelectThread={(id) => {
        setActiveId(id);
        if (!wide) setSheetOpen(true);
      }}
      onComment={(anchor) => {
        setPending(anchor);
        if (!wide) setSheetOpen(true);
      }}
      openComments={wide ? undefined : { count: roots.length, open: () => setSheetOpen(true) }}
    >
      {view}
    </CommentedText>
  );

  return (
    <>
      {data && (
        <ReviewBar
          item={data}
          mine={mine}
          mayDecide={mayDecide}
          mayPublish={mine || user?.isAdmin === true}
          onItem={onItem}
        />
      )}
      <div className={wide ? 'grid items-start gap-4 lg:grid-cols-[minmax(0,1fr)_16rem]' : ''}>
        <div className="min-w-0">{props.children({ mine, wrapView })}</div>
        {wide && (
          <aside aria-label="Comments" className="lg:sticky lg:top-4">
            <CommentsPanel {...panel} />
          </aside>
        )}
      </div>
      {!wide && <CommentsSheet open={sheetOpen} onOpenChange={setSheetOpen} panel={panel} />}
      <Timeline historyId={historyId} />
    </>
  );
}

/** Phones: the comments in a sheet from the bottom of the screen. */
function CommentsSheet(props: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  panel: CommentsPanelProps;
}) {
  return (
    <DialogPrimitive.Root open={props.open} onOpenChange={props.onOpenChange}>
      <DialogPrimitive.Portal>
        <DialogPrimitive.Overlay className="fixed inset-0 z-50 bg-black/50 motion-safe:data-[state=open]:animate-fade-in" />
        <DialogPrimitive.Content
          className="fixed inset-x-0 bottom-0 z-50 flex max-h-[85dvh] flex-col gap-3 overflow-y-auto rounded-t-xl border-t bg-background p-4 shadow-lg outline-none motion-safe:data-[state=open]:animate-fade-in"
          data-testid="comments-sheet"
        >
          <DialogPrimitive.Title className="pr-8 text-lg font-semibold">
            Comments
          </DialogPrimitive.Title>
          <DialogPrimitive.Description className="sr-only">
            The comments on this text, in text order. Choose a passage to see it in the text.
          </DialogPrimitive.Description>
          <CommentsPanel {...props.panel} />
          <DialogPrimitive.Close className="absolute top-4 right-4 cursor-pointer rounded-sm opacity-70 transition-opacity hover:opacity-100 focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none [&_svg]:size-4">
            <XIcon aria-hidden="true" />
            <span className="sr-only">Close</span>
          </DialogPrimitive.Close>
        </DialogPrimitive.Content>
      </DialogPrimitive.Portal>
    </DialogPrimitive.Root>
  );
}
