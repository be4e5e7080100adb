import { MAX_DB_ID } from '../../../core/api/common.js';

/**
 * Opaque pagination cursor: the last item's exact creation time (microseconds, as PostgreSQL
 * keeps it, so items made within one millisecond are neither skipped nor repeated) and its id.
 */
export interface HistoryCursor {
  /** UTC timestamp text, e.g. "2025-03-05T14:07:12.123456Z". */
  createdAt: string;
  id: number;
}

const TIMESTAMP = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z$/;

export function encodeCursor(cursor: HistoryCursor): string {
  return Buffer.from(`${cursor.createdAt}|${cursor.id}`, 'utf8').toString('base64url');
}

/** The cursor, or null when the text is not one this server made. */
export function decodeCursor(text: string): HistoryCursor | null {
  const decoded = Buffer.from(text, 'base64url').toString('utf8');
  const [createdAt, idText, ...rest] = decoded.split('|');
  if (rest.length > 0 || !createdAt || !TIMESTAMP.test(createdAt)) return null;
  if (Number.isNaN(Date.parse(createdAt))) return null;
  if (!idText || !/^\d{1,10}$/.test(idText)) return null;
  const id = Number(idText);
  return id > 0 && id <= MAX_DB_ID ? { createdAt, id } : null;
}
