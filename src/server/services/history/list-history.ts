import { desc, eq, sql } from 'drizzle-orm';
import type { HistoryPage } from '../../../core/api/history.js';
import type { AssistantId } from '../../../core/assistants/ids.js';
import type { Db } from '../../db/connection.js';
import { historyItems } from '../../db/schema.js';
import { newestFirstPage, olderThan, readCursor } from './history-cursor.js';
import { presentHistoryItem } from '../../presenters/history-item.js';
import { ownedBy, type HistoryOwner } from './history-scope.js';

export interface ListHistoryOptions {
  owner: HistoryOwner;
  limit: number;
  cursor?: string;
  sessionId?: string;
  assistantType?: AssistantId;
  favoritesOnly?: boolean;
  /** Web-search syntax over the text and form inputs (the `search` column, drizzle/0007). */
  search?: string;
}

/** The generated search column (drizzle/0007_history-search.sql; not in the Drizzle schema). */
const matches = (search: string) =>
  sql`${sql.identifier('history_items')}.${sql.identifier('search')} @@ websearch_to_tsquery('simple', ${search})`;

/** The creation time as exact UTC text, for the cursor. */
const createdAtText = sql<string>`to_char(${historyItems.createdAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;

/** One page of the owner's history, newest first (creation time, then id, both descending). */
export async function listHistory(db: Db, opts: ListHistoryOptions): Promise<HistoryPage> {
  const cursor = readCursor(opts.cursor);
  const rows = await db
    .select({ item: historyItems, cursorTime: createdAtText })
    .from(historyItems)
    .where(
      ownedBy(
        opts.owner,
        opts.sessionId !== undefined ? eq(historyItems.sessionId, opts.sessionId) : undefined,
        opts.assistantType ? eq(historyItems.assistantType, opts.assistantType) : undefined,
        opts.favoritesOnly ? eq(historyItems.isFavorite, true) : undefined,
        opts.search ? matches(opts.search) : undefined,
        olderThan(historyItems.createdAt, historyItems.id, cursor),
      ),
    )
    .orderBy(desc(historyItems.createdAt), desc(historyItems.id))
    .limit(opts.limit + 1);
  const { page, nextCursor } = newestFirstPage(rows, opts.limit, (row) => ({
    createdAt: row.cursorTime,
    id: row.item.id,
  }));
  return { items: page.map((row) => presentHistoryItem(row.item)), nextCursor };
}
