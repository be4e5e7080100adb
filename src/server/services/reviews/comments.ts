import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { recordEvent } from '../events/record-event.js';
import { isAdminRole } from '@core/roles.js';
import {
  COMMENT_NOT_FOUND,
  type Comment,
  type CreateComment,
  type NotificationKind,
} from '@core/api/reviews.js';
import type { Db } from '../../db/connection.js';
import { historyItems, reviewComments, users } from '../../db/schema.js';
import { forbidden, invalid, notFound } from '../domain-error.js';
import {
  itemAccess,
  visibleTo,
  type HistoryViewer,
  type ItemAccess,
} from '../history/item-access.js';
import type { NewNotification } from '../notifications/notifier.js';
import { person, usernames } from './people.js';

type CommentRow = typeof reviewComments.$inferSelect;

const NOT_IN_TEXT = 'The passage is no longer in the text. Select it again.';
const REPLY_TO_THREAD = 'Reply to a comment on this text';
const OWN_COMMENTS_ONLY = 'You can edit only your own comments';
const DELETE_NOT_ALLOWED = 'You can delete only your own comments';
const RESOLVE_NOT_ALLOWED = 'Only the author of the text or of the comment can resolve it';

/** `@name` in a comment: letters, digits and the characters usernames may hold. */
const MENTION = /(^|[^\w@.])@([\w.-]{1,64})/g;

/** The comments of an item the viewer may see, as they leave the server, in reading order. */
export async function listComments(db: Db, viewer: HistoryViewer, id: number): Promise<Comment[]> {
  await itemAccess(db, viewer, id);
  const rows = await db
    .select()
    .from(reviewComments)
    .where(eq(reviewComments.historyId, id))
    .orderBy(asc(reviewComments.id));
  return presentComments(db, inReadingOrder(rows));
}

/**
 * Threads in the text's order (comments on the whole text first), then the outdated ones; each
 * thread's replies follow it, oldest first.
 */
function inReadingOrder<
  T extends Pick<CommentRow, 'id' | 'parentId' | 'anchorStart' | 'anchorQuote' | 'anchorOutdated'>,
>(rows: T[]): T[] {
  const threads = rows.filter((row) => row.parentId === null);
  const rank = (row: T) => (row.anchorQuote === null ? 0 : row.anchorOutdated ? 2 : 1);
  threads.sort(
    (a, b) => rank(a) - rank(b) || (a.anchorStart ?? 0) - (b.anchorStart ?? 0) || a.id - b.id,
  );
  const replies = new Map<number, T[]>();
  for (const row of rows) {
    if (row.parentId === null) continue;
    const list = replies.get(row.parentId);
    if (list) list.push(row);
    else replies.set(row.parentId, [row]);
  }
  return threads.flatMap((thread) => [thread, ...(replies.get(thread.id) ?? [])]);
}

async function presentComments(db: Pick<Db, 'select'>, rows: CommentRow[]): Promise<Comment[]> {
  const names = await usernames(
    db,
    rows.flatMap((row) => [row.userId, row.resolvedBy]),
  );
  return rows.map((row) => ({
    id: row.id,
    parentId: row.parentId,
    author: person(row.userId, names),
    body: row.body,
    anchor:
      row.anchorQuote === null
        ? null
        : {
            start: row.anchorStart ?? 0,
            end: row.anchorEnd ?? 0,
            quote: row.anchorQuote,
            outdated: row.anchorOutdated,
          },
    resolved: row.resolvedAt !== null,
    resolvedBy: row.resolvedAt === null ? null : person(row.resolvedBy, names),
    resolvedAt: row.resolvedAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    edited: row.updatedAt.getTime() - row.createdAt.getTime() > 1000,
  }));
}

/** The users named `@name` in `body` who may see the item (others stay plain text). */
async function mentioned(db: Db, item: ItemAccess['item'], body: string): Promise<number[]> {
  const names = [...body.matchAll(MENTION)].map((match) => match[2].toLowerCase());
  if (names.length === 0) return [];
  const candidates = await db
    .select({ id: users.id, role: users.role })
    .from(users)
    .where(
      and(
        eq(users.companyId, item.companyId),
        inArray(sql`lower(${users.username})`, [...new Set(names)].slice(0, 20)),
      ),
    );
  const seeing: number[] = [];
  for (const candidate of candidates) {
    const viewer = {
      companyId: item.companyId,
      userId: candidate.id,
      isAdmin: isAdminRole(candidate.role),
    };
    const [row] = await db
      .select({ id: historyItems.id })
      .from(historyItems)
      .where(visibleTo(viewer, eq(historyItems.id, item.id)));
    if (row) seeing.push(candidate.id);
  }
  return seeing;
}

/** Who is told of a new comment: the item's author, the thread's author, those mentioned. */
function commentNotifications(
  access: ItemAccess,
  comment: CommentRow,
  parentAuthor: number | null,
  mentions: number[],
): NewNotification[] {
  const kinds = new Map<number, NotificationKind>();
  kinds.set(access.item.userId, 'comment');
  if (parentAuthor !== null) kinds.set(parentAuthor, 'reply');
  for (const userId of mentions) kinds.set(userId, 'mention');
  kinds.delete(comment.userId ?? -1);
  return [...kinds].map(([userId, kind]) => ({
    companyId: access.item.companyId,
    userId,
    kind,
    historyId: access.item.id,
    commentId: comment.id,
    actorId: comment.userId,
    excerpt: comment.body,
  }));
}

/** `POST /api/history/{id}/comments`: anyone who may see the item comments on it. */
export async function createComment(
  db: Db,
  viewer: HistoryViewer,
  id: number,
  input: CreateComment,
): Promise<{ comment: Comment; notify: NewNotification[] }> {
  const access = await itemAccess(db, viewer, id);
  let parentAuthor: number | null = null;
  if (input.parentId !== undefined) {
    const [parent] = await db
      .select()
      .from(reviewComments)
      .where(and(eq(reviewComments.id, input.parentId), eq(reviewComments.historyId, id)));
    if (!parent || parent.parentId !== null) throw invalid(REPLY_TO_THREAD, 'parentId');
    parentAuthor = parent.userId;
  }
  const anchor = input.parentId === undefined ? input.anchor : undefined;
  if (anchor && access.item.content.slice(anchor.start, anchor.end) !== anchor.quote) {
    throw invalid(NOT_IN_TEXT, 'anchor');
  }
  const row = await db.transaction(async (tx) => {
    const [created] = await tx
      .insert(reviewComments)
      .values({
        companyId: access.item.companyId,
        historyId: id,
        userId: viewer.userId,
        parentId: input.parentId ?? null,
        body: input.body,
        anchorStart: anchor?.start ?? null,
        anchorEnd: anchor?.end ?? null,
        anchorQuote: anchor?.quote ?? null,
      })
      .returning();
    await recordEvent(tx, {
      companyId: created.companyId,
      type: 'comment.created',
      data: {
        item: { id },
        comment: { id: created.id, parentId: created.parentId },
        actor: { id: viewer.userId },
      },
    });
    return created;
  });
  const mentions = await mentioned(db, access.item, input.body);
  const [comment] = await presentComments(db, [row]);
  return { comment, notify: commentNotifications(access, row, parentAuthor, mentions) };
}

/** The comment on an item the viewer may see; 404 for either unknown. */
async function visibleComment(db: Db, viewer: HistoryViewer, id: number, commentId: number) {
  const access = await itemAccess(db, viewer, id);
  const [row] = await db
    .select()
    .from(reviewComments)
    .where(and(eq(reviewComments.id, commentId), eq(reviewComments.historyId, id)));
  if (!row) throw notFound(COMMENT_NOT_FOUND);
  return { access, row };
}

/** `PATCH .../comments/{commentId}`: its author changes its text. */
export async function editComment(
  db: Db,
  viewer: HistoryViewer,
  ids: { id: number; commentId: number },
  body: string,
): Promise<Comment> {
  const { row } = await visibleComment(db, viewer, ids.id, ids.commentId);
  if (row.userId !== viewer.userId) throw forbidden(OWN_COMMENTS_ONLY);
  const [updated] = await db
    .update(reviewComments)
    .set({ body, updatedAt: new Date() })
    .where(eq(reviewComments.id, row.id))
    .returning();
  const [comment] = await presentComments(db, [updated]);
  return comment;
}

/** `DELETE .../comments/{commentId}`: its author or an admin; its replies go with it. */
export async function deleteComment(
  db: Db,
  viewer: HistoryViewer,
  ids: { id: number; commentId: number },
): Promise<void> {
  const { row, access } = await visibleComment(db, viewer, ids.id, ids.commentId);
  if (row.userId !== viewer.userId && !access.isAdmin) throw forbidden(DELETE_NOT_ALLOWED);
  await db.delete(reviewComments).where(eq(reviewComments.id, row.id));
}

/** `POST .../resolve` and `/reopen`: the item's author, the comment's author, or an admin. */
export async function setResolved(
  db: Db,
  viewer: HistoryViewer,
  ids: { id: number; commentId: number },
  resolved: boolean,
): Promise<Comment> {
  const { row, access } = await visibleComment(db, viewer, ids.id, ids.commentId);
  if (!access.isAuthor && row.userId !== viewer.userId && !access.isAdmin) {
    throw forbidden(RESOLVE_NOT_ALLOWED);
  }
  const [updated] = await db
    .update(reviewComments)
    .set(
      resolved
        ? { resolvedAt: new Date(), resolvedBy: viewer.userId }
        : { resolvedAt: null, resolvedBy: null },
    )
    .where(eq(reviewComments.id, row.id))
    .returning();
  const [comment] = await presentComments(db, [updated]);
  return comment;
}
