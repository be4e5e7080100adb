import type { Comment } from '@core/api/reviews.js';

/** A comment and its replies (one level deep), oldest reply first. */
export interface Thread {
  root: Comment;
  replies: Comment[];
}

const byCreation = (a: Comment, b: Comment) =>
  a.createdAt.localeCompare(b.createdAt) || a.id - b.id;

/** Whole-text comments first, then by where their passage starts, then by age. */
function textOrder(a: Comment, b: Comment): number {
  const at = (c: Comment) => (c.anchor ? c.anchor.start : -1);
  return at(a) - at(b) || (a.anchor?.end ?? 0) - (b.anchor?.end ?? 0) || byCreation(a, b);
}

/**
 * The comments panel's threads: those on the text in text order, then those whose passage
 * changed ("The passage changed"), oldest first. Replies sit under their thread; a reply to a
 * reply (which the server does not make) goes under the thread its parent is in.
 */
export function threadsOf(comments: readonly Comment[]): { current: Thread[]; outdated: Thread[] } {
  const roots = new Map<number, Thread>();
  for (const comment of comments) {
    if (comment.parentId === null) roots.set(comment.id, { root: comment, replies: [] });
  }
  const parentOf = new Map(comments.map((c) => [c.id, c.parentId]));
  const rootOf = (id: number | null): number | null => {
    for (let hops = 0; id !== null && hops < 10; hops++) {
      const parent = parentOf.get(id);
      if (parent === null || parent === undefined) return roots.has(id) ? id : null;
      id = parent;
    }
    return null;
  };
  for (const comment of comments) {
    if (comment.parentId === null) continue;
    const root = rootOf(comment.parentId);
    if (root !== null) roots.get(root)!.replies.push(comment);
  }
  const threads = [...roots.values()];
  for (const thread of threads) thread.replies.sort(byCreation);
  const outdated = (t: Thread) => t.root.anchor?.outdated === true;
  return {
    current: threads.filter((t) => !outdated(t)).sort((a, b) => textOrder(a.root, b.root)),
    outdated: threads.filter(outdated).sort((a, b) => byCreation(a.root, b.root)),
  };
}

/** A comment's text in pieces: plain text, and `@username` mentions (shown highlighted). */
export function mentionParts(body: string): { text: string; mention: boolean }[] {
  const parts: { text: string; mention: boolean }[] = [];
  // Usernames hold letters, digits, dots, hyphens, underscores and @; a sentence's full stop
  // after a name is not part of it.
  const pattern = /(?<![\w@.])@[\w.@-]*\w/g;
  let last = 0;
  for (const match of body.matchAll(pattern)) {
    if (match.index > last) parts.push({ text: body.slice(last, match.index), mention: false });
    parts.push({ text: match[0], mention: true });
    last = match.index + match[0].length;
  }
  if (last < body.length) parts.push({ text: body.slice(last), mention: false });
  return parts;
}
