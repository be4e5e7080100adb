import { isAssistantId } from '@core/assistants/ids.js';
import { and, count, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Notification } from '@core/api/reviews.js';
import type { Db } from '../../db/connection.js';
import { col } from '../../db/qualified-column.js';
import { historyItems, notifications } from '../../db/schema.js';
import { keysetPage, newestFirst, type Page } from '../lists/keyset.js';
import { itemTitle } from '../reviews/item-title.js';
import { person, usernames } from '../reviews/people.js';
import type { NotificationRow } from './notifier.js';

/** Whose notifications: a user's, in one company (the request's). */
export interface Recipient {
  companyId: number;
  userId: number;
}

const mine = (who: Recipient) =>
  and(eq(notifications.userId, who.userId), eq(notifications.companyId, who.companyId));

/** How many of the recipient's notifications are unread. */
export async function unreadCount(db: Db, who: Recipient): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(notifications)
    .where(and(mine(who), isNull(notifications.readAt)));
  return row?.n ?? 0;
}

/** The rows as the API shows them: the actor's name and the item's title (three queries). */
export async function presentNotifications(
  db: Db,
  rows: NotificationRow[],
): Promise<Notification[]> {
  if (rows.length === 0) return [];
  const ids = [...new Set(rows.flatMap((row) => (row.historyId === null ? [] : [row.historyId])))];
  const [items, names] = await Promise.all([
    db
      .select({
        id: historyItems.id,
        assistantType: historyItems.assistantType,
        formData: historyItems.formData,
        // The title needs the first line only.
        content: sql<string>`left(${historyItems.content}, 2000)`,
      })
      .from(historyItems)
      .where(inArray(historyItems.id, ids)),
    usernames(
      db,
      rows.map((row) => row.actorId),
    ),
  ]);
  const byId = new Map(items.map((item) => [item.id, item]));
  return rows.flatMap((row) => {
    if (row.historyId === null) return [presentRow(row, null, names)];
    const item = byId.get(row.historyId);
    // Deleted meanwhile (its notifications with it), or of an assistant this version lacks.
    if (!item || !isAssistantId(item.assistantType)) return [];
    return [presentRow(row, item, names)];
  });
}

function presentRow(
  row: NotificationRow,
  item: { assistantType: string; formData: unknown; content: string } | null,
  names: Map<number, string>,
): Notification {
  return {
    id: row.id,
    kind: row.kind,
    historyId: row.historyId,
    assistantType: (item?.assistantType ?? null) as Notification['assistantType'],
    commentId: row.commentId,
    actor: person(row.actorId, names),
    title: item ? itemTitle(item) : '',
    excerpt: row.excerpt,
    read: row.readAt !== null,
    createdAt: row.createdAt.toISOString(),
  };
}

/** One page of the recipient's notifications, newest first (unread ones only, if asked). */
export async function listNotifications(
  db: Db,
  who: Recipient,
  opts: { unread: boolean; cursor?: string; limit: number },
): Promise<Page<Notification>> {
  const keyset = newestFirst(col(notifications.createdAt), col(notifications.id), opts);
  const page = await keysetPage(keyset, ({ after, orderBy, sortValue, limit }) =>
    db
      .select({ row: notifications, id: notifications.id, sortValue })
      .from(notifications)
      .where(and(mine(who), opts.unread ? isNull(notifications.readAt) : undefined, after))
      .orderBy(orderBy)
      .limit(limit),
  );
  return {
    items: await presentNotifications(
      db,
      page.items.map((item) => item.row),
    ),
    nextCursor: page.nextCursor,
  };
}

/** Marks the recipient's notifications read: those of `ids` (others' are left) or all. */
export async function markRead(
  db: Db,
  who: Recipient,
  which: { ids: number[] } | { all: true },
): Promise<number> {
  const changed = await db
    .update(notifications)
    .set({ readAt: new Date() })
    .where(
      and(
        mine(who),
        isNull(notifications.readAt),
        'ids' in which ? inArray(notifications.id, which.ids) : undefined,
      ),
    )
    .returning({ id: notifications.id });
  return changed.length;
}
