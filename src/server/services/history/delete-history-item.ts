import { eq } from 'drizzle-orm';
import type { Db } from '../../db/connection.js';
import { historyItems } from '../../db/schema.js';
import { notFound } from '../domain-error.js';
import { HISTORY_ITEM_NOT_FOUND, ownedBy, type HistoryOwner } from './history-scope.js';

/** Deletes one of the owner's items; 404 (and nothing deleted) for anyone else's. */
export async function deleteHistoryItem(db: Db, opts: { owner: HistoryOwner; id: number }) {
  const deleted = await db
    .delete(historyItems)
    .where(ownedBy(opts.owner, eq(historyItems.id, opts.id)))
    .returning({ id: historyItems.id });
  if (deleted.length === 0) throw notFound(HISTORY_ITEM_NOT_FOUND);
}
