import { sql, type AnyColumn } from 'drizzle-orm';
import { MAX_DB_ID } from '../../../core/api/common.js';
import { badRequest } from '../../http-errors.js';

/**
 * Newest-first keyset paging (history, the audit log). Opaque pagination cursor: the last item's exact creation time (microseconds, as PostgreSQL
 * keeps it, so items made within one millisecond are neither skipped nor repeated) and its id.
 */
export interface HistoryCursor {
  /** UTC timestamp text, e.g. "2025-03-05T14:07:12.123456Z". */
  createdAt: string;
  id: number;
}

const TIMESTAMP = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z$/;

function encodeCursor(cursor: HistoryCursor): string {
  return Buffer.from(`${cursor.createdAt}|${cursor.id}`, 'utf8').toString('base64url');
}

/** The cursor, or null when the text is not one this server made. */
function decodeCursor(text: string): HistoryCursor | null {
  const decoded = Buffer.from(text, 'base64url').toString('utf8');
  const [createdAt, idText, ...rest] = decoded.split('|');
  if (rest.length > 0 || !createdAt || !TIMESTAMP.test(createdAt)) return null;
  if (Number.isNaN(Date.parse(createdAt))) return null;
  if (!idText || !/^\d{1,10}$/.test(idText)) return null;
  const id = Number(idText);
  return id > 0 && id <= MAX_DB_ID ? { createdAt, id } : null;
}

/** `?cursor=` read: undefined when not given, a 400 when it is not one this server made. */
export function readCursor(text: string | undefined): HistoryCursor | undefined {
  if (text === undefined) return undefined;
  const cursor = decodeCursor(text);
  if (cursor === null) throw badRequest('The cursor is not valid');
  return cursor;
}

/** The rows after `cursor` in newest-first (time, id) order; no condition without one. */
export const olderThan = (time: AnyColumn, id: AnyColumn, cursor: HistoryCursor | undefined) =>
  cursor ? sql`(${time}, ${id}) < (${cursor.createdAt}::timestamptz, ${cursor.id})` : undefined;

/**
 * A page of `limit` rows from a query asked for `limit + 1`, and the cursor that continues after
 * its last row when there are more.
 */
export function newestFirstPage<Row>(
  rows: Row[],
  limit: number,
  cursorOf: (row: Row) => HistoryCursor,
): { page: Row[]; nextCursor: string | null } {
  const page = rows.slice(0, limit);
  const last = page.at(-1);
  const nextCursor = rows.length > limit && last ? encodeCursor(cursorOf(last)) : null;
  return { page, nextCursor };
}
