import { sql, type SQL } from 'drizzle-orm';
import { LIST_PAGE_DEFAULT, type ListQuery } from '@core/api/list-page.js';
import { invalid } from '../domain-error.js';
import {
  cursorValue,
  decodeCursor,
  encodeCursor,
  INVALID_CURSOR,
  openCursor,
  type CursorField,
} from './cursor.js';

/**
 * Keyset paging, the one way every list pages (decision 056): a page continues after the last
 * row's (sort value, id), so page 200 costs what page 1 costs (never OFFSET), and the list's
 * index is read in order. A list says what it sorts by (a `Keyset`: `readKeyset` for a list
 * with a choice of sorts, `newestFirst` for one order), then asks `keysetPage` for a page, giving
 * it its query built from the keyset's parts; the answer is `{items, nextCursor}`.
 */

/** How a sort value is compared and carried in the cursor. */
type SortKind = Exclude<CursorField, 'id' | 'bigId'>;

export interface SortColumn {
  /** The expression ordered by (the row id breaks ties). */
  expr: SQL;
  kind: SortKind;
  /**
   * A join the expression needs: a per-company aggregate is one GROUP BY joined in, not a
   * correlated count per row (measured 10x faster over 10,000 companies, bench/admin-lists.ts).
   */
  join?: SQL;
}

/** How a list is paged: its sort, the row id, the page size, and where the cursor left off. */
export interface Keyset {
  column: SortColumn;
  /** The row id: it breaks ties and ends every cursor. */
  id: SQL;
  descending: boolean;
  limit: number;
  /**
   * The sort as asked (`-created`), which the cursor carries and must match: `[sort, value, id]`.
   * Undefined for a list of one order, whose cursor is `[value, id]`.
   */
  sort: string | undefined;
  after: { value: string | number; id: number } | undefined;
}

/** One page of a list, the same shape for every list (a list may add its own totals). */
export interface Page<T> {
  items: T[];
  /** The cursor of the next page; null on the last. */
  nextCursor: string | null;
}

const OTHER_SORT = 'The cursor was made for another sort; load the list again without it';

/** A cursor of a sorted list: [sort, value, id], read by the lists' one reader (`cursor.ts`). */
function decodeSortedCursor(text: string, sort: string, kind: SortKind) {
  const values = openCursor(text);
  if (values.length !== 3) throw invalid(INVALID_CURSOR);
  const [cursorSort, value, id] = values;
  if (cursorValue('text', cursorSort) !== sort) throw invalid(OTHER_SORT);
  return { value: cursorValue(kind, value), id: cursorValue('id', id) };
}

/**
 * The keyset of a list with a choice of sorts: `sort`, `cursor` and `limit` read against its sort
 * columns (400 when they do not fit); `id` is the row id's column.
 */
export function readKeyset<K extends string>(
  query: ListQuery<K>,
  columns: Record<K, SortColumn>,
  defaultSort: string,
  id: SQL,
): Keyset {
  const sort = query.sort ?? defaultSort;
  const descending = sort.startsWith('-');
  const column = columns[(descending ? sort.slice(1) : sort) as K];
  if (!column) throw invalid(`Unknown sort: ${sort}`);
  const after =
    query.cursor === undefined ? undefined : decodeSortedCursor(query.cursor, sort, column.kind);
  return { column, id, descending, limit: query.limit ?? LIST_PAGE_DEFAULT, sort, after };
}

/**
 * The keyset of a list of one order, newest first by `time` then `id` (history, the audit log);
 * its cursor is [time, id]. `idKind` is `bigId` for a bigint key.
 */
export function newestFirst(
  time: SQL,
  id: SQL,
  page: { cursor?: string; limit: number },
  idKind: 'id' | 'bigId' = 'id',
): Keyset {
  const after =
    page.cursor === undefined
      ? undefined
      : (([value, rowId]) => ({ value, id: rowId }))(decodeCursor(page.cursor, ['time', idKind]));
  const column: SortColumn = { expr: time, kind: 'time' };
  return { column, id, descending: true, limit: page.limit, sort: undefined, after };
}

/** What a list's page query is built from. */
export interface KeysetQuery {
  /** Rows after the cursor, in the sort's direction (AND it in); undefined on the first page. */
  after: SQL | undefined;
  /** ORDER BY the sort, then the id, both in the sort's direction. */
  orderBy: SQL;
  /** The sort value as the cursor carries it: select it as `sortValue`. */
  sortValue: SQL<string | number>;
  /** LIMIT: one row more than the page, which tells whether another page follows. */
  limit: number;
}

const CAST: Record<SortKind, SQL> = {
  text: sql.raw('text'),
  int: sql.raw('bigint'),
  time: sql.raw('timestamptz'),
};

function afterCursor({ after, column, descending, id }: Keyset): SQL | undefined {
  if (!after) return undefined;
  const op = sql.raw(descending ? '<' : '>');
  return sql`(${column.expr}, ${id}) ${op} (${after.value}::${CAST[column.kind]}, ${after.id})`;
}

/**
 * The sort value as the cursor carries it: times as exact UTC text with microseconds (as
 * PostgreSQL keeps them, so rows made within one millisecond are neither skipped nor repeated).
 */
function sortValueOf(column: SortColumn): SQL<string | number> {
  if (column.kind === 'time') {
    return sql<string>`to_char(${column.expr} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;
  }
  if (column.kind === 'int') return sql<number>`(${column.expr})::bigint`.mapWith(Number);
  return sql<string>`${column.expr}`;
}

/** The parts of the page query of `keyset`. */
function keysetQuery(keyset: Keyset): KeysetQuery {
  const dir = sql.raw(keyset.descending ? 'desc' : 'asc');
  return {
    after: afterCursor(keyset),
    orderBy: sql`${keyset.column.expr} ${dir}, ${keyset.id} ${dir}`,
    sortValue: sortValueOf(keyset.column),
    limit: keyset.limit + 1,
  };
}

/** A row of a page query: its id and its `sortValue`, which the next cursor is made of. */
export interface KeyedRow {
  id: number;
  sortValue: string | number;
}

/**
 * One page of a list: `run` is the list's query, built from the keyset's parts (its own columns
 * and conditions, `after`, `orderBy`, `limit`, and `sortValue` selected). The items are its rows,
 * at most `limit`; the next cursor is made from the last of them when there was one more.
 */
export async function keysetPage<R extends KeyedRow>(
  keyset: Keyset,
  run: (query: KeysetQuery) => Promise<R[]>,
): Promise<Page<R>> {
  const rows = await run(keysetQuery(keyset));
  const items = rows.slice(0, keyset.limit);
  const last = items.at(-1);
  if (!last || rows.length <= keyset.limit) return { items, nextCursor: null };
  const key = [last.sortValue, last.id];
  return {
    items,
    nextCursor: encodeCursor(keyset.sort === undefined ? key : [keyset.sort, ...key]),
  };
}
