import { and, eq, getTableColumns, gte, lt, or, sql, type SQL } from 'drizzle-orm';
import type { AuditLogQuery } from '@core/api/audit-log.js';
import { queryDateProblem } from '@core/api/query-date.js';
import type { Db } from '../../db/connection.js';
import { col } from '../../db/qualified-column.js';
import { auditLog } from '../../db/schema.js';
import { invalid } from '../domain-error.js';
import { keysetPage, newestFirst, type Page } from '../lists/keyset.js';

/** Whose entries a caller sees: one company's (internal id), or every company's (operator). */
export type AuditScope = { companyId: number } | 'all';

type AuditFilter = Omit<AuditLogQuery, 'cursor' | 'limit' | 'company'>;

const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;
const DAY_MS = 24 * 3600_000;

/** A query date, or a 400 naming the parameter when it is not one the database can hold. */
function dateOf(name: 'from' | 'to', text: string): Date {
  const problem = queryDateProblem(name, text);
  if (problem) throw invalid(problem);
  return new Date(text);
}

/**
 * `from` and `to` read: `to` as a date is the whole of that day (UTC), a time is itself. The end
 * of 9999-12-31 is past the last date a query may name: no entry is later, so no bound.
 */
function rangeOf(filter: AuditFilter): { from?: Date; before?: Date } {
  const from = filter.from === undefined ? undefined : dateOf('from', filter.from);
  if (filter.to === undefined) return { from };
  const to = dateOf('to', filter.to);
  const before = DATE_ONLY.test(filter.to) ? new Date(to.getTime() + DAY_MS) : to;
  return { from, before: before.getUTCFullYear() > 9999 ? undefined : before };
}

function conditions(scope: AuditScope, filter: AuditFilter): (SQL | undefined)[] {
  const actor = filter.actor;
  const { from, before } = rangeOf(filter);
  return [
    scope === 'all' ? undefined : eq(auditLog.companyId, scope.companyId),
    from ? gte(auditLog.at, from) : undefined,
    before ? lt(auditLog.at, before) : undefined,
    filter.action ? eq(auditLog.action, filter.action) : undefined,
    actor
      ? or(
          sql`lower(${auditLog.actorUsername}) = ${actor.toLowerCase()}`,
          /^\d{1,9}$/.test(actor) ? eq(auditLog.actorUserId, Number(actor)) : undefined,
        )
      : undefined,
  ];
}

/** An entry as stored, with its time as exact UTC text (microseconds, as PostgreSQL keeps it). */
export type AuditLogRow = typeof auditLog.$inferSelect & { atText: string };

const columns = getTableColumns(auditLog);

/** One page of entries, newest first (time, then id); `nextCursor` continues with older ones. */
export async function listAuditLog(
  db: Db,
  scope: AuditScope,
  query: AuditFilter & { cursor?: string; limit: number },
): Promise<Page<AuditLogRow>> {
  const keyset = newestFirst(col(auditLog.at), col(auditLog.id), query, 'bigId');
  const page = await keysetPage(keyset, ({ after, orderBy, sortValue, limit }) =>
    db
      .select({ ...columns, sortValue })
      .from(auditLog)
      .where(and(...conditions(scope, query), after))
      .orderBy(orderBy)
      .limit(limit),
  );
  // The time the cursor carries is the entry's time as the answer gives it.
  const items = page.items.map(({ sortValue, ...row }) => ({ ...row, atText: String(sortValue) }));
  return { ...page, items };
}

const EXPORT_BATCH = 1000;

/**
 * Every entry of a range, newest first, in batches (the CSV export streams them: a year of a
 * busy company's entries is never held at once). The range is read now: a bad one is a 400
 * before the caller sends the first byte of the file.
 */
export function auditEntriesOf(
  db: Db,
  scope: AuditScope,
  filter: AuditFilter,
): AsyncGenerator<AuditLogRow[]> {
  rangeOf(filter);
  return batchesOf(db, scope, filter);
}

async function* batchesOf(
  db: Db,
  scope: AuditScope,
  filter: AuditFilter,
): AsyncGenerator<AuditLogRow[]> {
  let cursor: string | undefined;
  do {
    const page = await listAuditLog(db, scope, { ...filter, cursor, limit: EXPORT_BATCH });
    if (page.items.length > 0) yield page.items;
    cursor = page.nextCursor ?? undefined;
  } while (cursor);
}
