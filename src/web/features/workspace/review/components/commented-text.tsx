import { MessageSquarePlus, MessagesSquare } from 'lucide-react';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import type { Comment } from '@core/api/reviews.js';
import { Button } from '../../../../components/ui/button.js';
import {
  anchorOf,
  clearMarks,
  MARK_ATTRIBUTE,
  markStretches,
  selectionAt,
  stretchesOf,
  type AnchorInput,
} from '../lib/anchors.js';

const MARK = 'cursor-pointer rounded-sm bg-amber-100 text-foreground';
const MARK_ACTIVE = 'cursor-pointer rounded-sm bg-amber-300 text-foreground';

interface CommentedTextProps {
  /** The stored text (Markdown) the comments' offsets count in. */
  content: string;
  comments: readonly Comment[];
  activeId: number | null;
  /** Increases when a thread is chosen in the panel: its passage is scrolled to. */
  scrollSeq: number;
  pending: AnchorInput | null;
  onSelectThread: (id: number) => void;
  onComment: (anchor: AnchorInput) => void;
  /** Phones: the number of threads, and how to open the comments sheet. */
  openComments?: { count: number; open: () => void };
  children: ReactNode;
}

/** The shown text inside the result's view (the formatted document), else the view itself. */
const textOf = (root: HTMLElement): HTMLElement =>
  root.querySelector<HTMLElement>('[data-testid="generated-content"]') ?? root;

/**
 * The read view with its comments (docs/product.md#review): each open thread's passage is
 * highlighted (choosing it opens the thread), selecting words offers "Comment", and the
 * passage of a comment being written stays highlighted.
 */
export function CommentedText(props: CommentedTextProps) {
  const root = useRef<HTMLDivElement>(null);
  const [candidate, setCandidate] = useState<AnchorInput | 'elsewhere' | null>(null);
  const { content, comments, activeId, pending, scrollSeq } = props;

  // Highlights, drawn again whenever the text, the comments or the chosen thread change, and
  // when the view's text arrives or is drawn anew (a lazily loaded view, new HTML).
  useEffect(() => {
    const container = root.current;
    if (!container) return;
    let observer: MutationObserver | null = null;
    const draw = () => {
      observer?.disconnect();
      const text = textOf(container);
      clearMarks(text);
      const shown = comments.filter(
        (c) =>
          c.parentId === null &&
          c.anchor &&
          !c.anchor.outdated &&
          (!c.resolved || c.id === activeId),
      );
      for (const comment of shown) {
        const stretches = stretchesOf(text, comment.anchor!, content.length);
        markStretches(stretches, String(comment.id), comment.id === activeId ? MARK_ACTIVE : MARK);
      }
      if (pending) markStretches(stretchesOf(text, pending, content.length), 'new', MARK_ACTIVE);
      observer?.observe(container, { childList: true, subtree: true });
    };
    observer = new MutationObserver(draw);
    draw();
    return () => observer?.disconnect();
  }, [content, comments, activeId, pending]);

  // A thread chosen in the panel: its passage comes into view.
  useEffect(() => {
    if (scrollSeq === 0 || activeId === null) return;
    const mark = root.current?.querySelector(`mark[${MARK_ATTRIBUTE}="${activeId}"]`);
    mark?.scrollIntoView({ block: 'center', behavior: 'smooth' });
  }, [scrollSeq, activeId]);

  // What is selected in the text, as a passage of the stored text.
  useEffect(() => {
    const onSelection = () => {
      const container = root.current;
      const selection = document.getSelection();
      if (!container || !selection || selection.rangeCount === 0) return;
      const range = selection.getRangeAt(0);
      const text = textOf(container);
      if (!text.contains(range.commonAncestorContainer)) return;
      if (selection.isCollapsed) return setCandidate(null);
      const anchor = anchorOf(content, selection.toString(), selectionAt(text, range));
      setCandidate(anchor ?? 'elsewhere');
    };
    document.addEventListener('selectionchange', onSelection);
    return () => document.removeEventListener('selectionchange', onSelection);
  }, [content]);

  const chosen = candidate !== null && candidate !== 'elsewhere' ? candidate : null;
  return (
    <div className="space-y-2">
      <div className="flex flex-wrap items-center gap-2" role="group" aria-label="Comments">
        <Button
          type="button"
          size="sm"
          variant="outline"
          disabled={!chosen}
          // Keeps the selection: the button takes no focus on press.
          onMouseDown={(event) => event.preventDefault()}
          onClick={() => {
            if (!chosen) return;
            props.onComment(chosen);
            setCandidate(null);
          }}
        >
          <MessageSquarePlus aria-hidden="true" />
          Comment
        </Button>
        <span className="text-xs text-muted-foreground" aria-live="polite">
          {candidate === 'elsewhere'
            ? 'This selection is not a passage of the text: select words within the text.'
            : chosen
              ? 'Comment on the selected words.'
              : 'Select words in the text to comment on them.'}
        </span>
        {props.openComments && (
          <Button
            type="button"
            size="sm"
            variant="outline"
            className="ml-auto"
            onClick={props.openComments.open}
          >
            <MessagesSquare aria-hidden="true" />
            Comments ({props.openComments.count})
          </Button>
        )}
      </div>
      {/* Choosing a highlighted passage opens its thread (the panel lists it for keyboards). */}
      <div
        ref={root}
        onClick={(event) => {
          const mark = (event.target as Element).closest?.(`mark[${MARK_ATTRIBUTE}]`);
          const id = Number(mark?.getAttribute(MARK_ATTRIBUTE));
          if (Number.isInteger(id) && id > 0) props.onSelectThread(id);
        }}
        role="presentation"
      >
        {props.children}
      </div>
    </div>
  );
}
