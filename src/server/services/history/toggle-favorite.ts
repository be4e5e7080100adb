import { eq, not } from 'drizzle-orm';
import type { Db } from '../../db/connection.js';
import { historyItems } from '../../db/schema.js';
import { notFound } from '../domain-error.js';
import {
  HISTORY_ITEM_NOT_FOUND,
  ownedBy,
  type HistoryOwner,
  type HistoryRow,
} from './history-scope.js';

/** Flips an item's favourite flag in one statement; 404 unless the owner's own item. */
export async function toggleFavorite(
  db: Db,
  opts: { owner: HistoryOwner; id: number },
): Promise<HistoryRow> {
  const [row] = await db
    .update(historyItems)
    .set({ isFavorite: not(historyItems.isFavorite) })
    .where(ownedBy(opts.owner, eq(historyItems.id, opts.id)))
    .returning();
  if (!row) throw notFound(HISTORY_ITEM_NOT_FOUND);
  return row;
}
