import type { HistoryItem } from '@core/api/history.js';
import type { Db } from '../../db/connection.js';
import { conflict } from '../../services/domain-error.js';
import { conflictWithItem } from '../../services/history/versions.js';
import { presentHistoryItem } from '../../presenters/history-item.js';
import type { HistoryRow } from '../../services/history/history-scope.js';
import { loadPeople } from '../../services/reviews/people.js';

/** Items as they leave the server, with the people they name (two queries for any number). */
export async function presentItems(db: Db, rows: HistoryRow[]): Promise<HistoryItem[]> {
  const people = await loadPeople(db, rows);
  return rows.map((row) => presentHistoryItem(row, people.get(row.id)!));
}

export async function presentItem(db: Db, row: HistoryRow): Promise<HistoryItem> {
  const [item] = await presentItems(db, [row]);
  return item;
}

/**
 * A change's answer: the item as it is after it, or the 409 with the item as it is now (the
 * change was made on an older version), both presented.
 */
export async function presentChange(db: Db, change: Promise<HistoryRow>): Promise<HistoryItem> {
  try {
    return await presentItem(db, await change);
  } catch (err) {
    const stale = conflictWithItem(err);
    if (!stale) throw err;
    throw conflict(stale.message, { item: await presentItem(db, stale.item) });
  }
}
