import { MAX_DB_ID } from '@core/api/common.js';
import { isCalendarDay, isClockTime } from '@core/api/query-date.js';
import { isUnsafeText } from '@core/text-safety.js';
import { invalid as invalidInput } from '../domain-error.js';

/**
 * The paging cursors of every list (history, the audit log, the operator's lists): a JSON array
 * of the last row's values, in base64url. The server makes them; the client hands them back
 * unread. Every list reads its cursor here, and every value is checked before it goes near the
 * database, which answers a NUL character or a day that does not exist with an error: a cursor
 * the server could not have made is a 400, never a 500.
 */
export const INVALID_CURSOR = 'The cursor is not valid';

/**
 * What a value of a cursor is: a time (`time`, exact UTC with microseconds, as `sortValueOf` and
 * the newest-first lists write it), a text sort value (`text`), a whole-number sort value (`int`)
 * or a row id (`id`, an integer key; `bigId`, a bigint key such as the audit log's).
 */
export type CursorField = 'time' | 'text' | 'int' | 'id' | 'bigId';
type ValueOf<F extends CursorField> = F extends 'time' | 'text' ? string : number;
type CursorValues<F extends readonly CursorField[]> = {
  -readonly [I in keyof F]: ValueOf<F[I]>;
};

/** The longest text value a cursor carries (a sort value the server made is a name). */
const MAX_TEXT = 1000;
const TIME = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2}):(\d{2})\.\d{6}Z$/;

function isCursorTime(value: string): boolean {
  const parts = TIME.exec(value)?.slice(1).map(Number);
  if (!parts) return false;
  const [year, month, day, hours, minutes, seconds] = parts as [number, ...number[]];
  return isCalendarDay(year, month!, day!) && isClockTime(hours!, minutes!, seconds);
}

const CHECKS: Record<CursorField, (value: unknown) => boolean> = {
  time: (value) => typeof value === 'string' && isCursorTime(value),
  text: (value) => typeof value === 'string' && value.length <= MAX_TEXT && !isUnsafeText(value),
  int: (value) => Number.isSafeInteger(value),
  id: (value) =>
    Number.isInteger(value) && (value as number) >= 1 && (value as number) <= MAX_DB_ID,
  bigId: (value) => Number.isSafeInteger(value) && (value as number) >= 1,
};

const invalid = () => invalidInput(INVALID_CURSOR);

/** A cursor of `values` (the reader's fields, in order). */
export function encodeCursor(values: readonly (string | number)[]): string {
  return Buffer.from(JSON.stringify(values), 'utf8').toString('base64url');
}

/**
 * The values of a cursor, not yet checked one by one: for a reader that must look at one value
 * before it knows what the others are (then `cursorValue` for each). A 400 when the text is not
 * base64url of a JSON array, as the server writes it.
 */
export function openCursor(text: string): unknown[] {
  const bytes = Buffer.from(text, 'base64url');
  if (bytes.toString('base64url') !== text) throw invalid();
  let values: unknown;
  try {
    values = JSON.parse(bytes.toString('utf8'));
  } catch {
    throw invalid();
  }
  if (!Array.isArray(values)) throw invalid();
  return values;
}

/** `value` as a cursor's `field`; a 400 when it is not one. */
export function cursorValue<F extends CursorField>(field: F, value: unknown): ValueOf<F> {
  if (!CHECKS[field](value)) throw invalid();
  return value as ValueOf<F>;
}

/** The values of a cursor made of `fields`, each checked; a 400 when it is not such a cursor. */
export function decodeCursor<const F extends readonly CursorField[]>(
  text: string,
  fields: F,
): CursorValues<F> {
  const values = openCursor(text);
  if (values.length !== fields.length) throw invalid();
  return fields.map((field, i) => cursorValue(field, values[i])) as CursorValues<F>;
}
