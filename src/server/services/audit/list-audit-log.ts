import { and, desc, eq, gte, lt, or, sql, type SQL } from 'drizzle-orm';
import type { AuditEntry, AuditLogPage, AuditLogQuery } from '../../../core/api/audit-log.js';
import type { Db } from '../../db/connection.js';
import { auditLog } from '../../db/schema.js';
import { newestFirstPage, olderThan, readCursor } from '../history/history-cursor.js';

/** Whose entries a caller sees: one company's (internal id), or every company's (operator). */
export type AuditScope = { companyId: number } | 'all';

type AuditFilter = Omit<AuditLogQuery, 'cursor' | 'limit' | 'company'>;

const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;
const DAY_MS = 24 * 3600_000;

/** `to` as a date is the whole of that day (UTC); a time is itself. */
function endOf(to: string): Date {
  const at = new Date(to);
  return DATE_ONLY.test(to) ? new Date(at.getTime() + DAY_MS) : at;
}

function conditions(scope: AuditScope, filter: AuditFilter): (SQL | undefined)[] {
  const actor = filter.actor;
  return [
    scope === 'all' ? undefined : eq(auditLog.companyId, scope.companyId),
    filter.from ? gte(auditLog.at, new Date(filter.from)) : undefined,
    filter.to ? lt(auditLog.at, endOf(filter.to)) : undefined,
    filter.action ? eq(auditLog.action, filter.action) : undefined,
    actor
      ? or(
          sql`lower(${auditLog.actorUsername}) = ${actor.toLowerCase()}`,
          /^\d{1,9}$/.test(actor) ? eq(auditLog.actorUserId, Number(actor)) : undefined,
        )
      : undefined,
  ];
}

/** The entry time as exact UTC text (microseconds), for the cursor and the answer. */
const atText = sql<string>`to_char(${auditLog.at} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;

const columns = { row: auditLog, atText };

function present({ row, atText: at }: { row: typeof auditLog.$inferSelect; atText: string }) {
  return {
    id: row.id,
    at,
    actor: {
      userId: row.actorUserId,
      username: row.actorUsername,
      companyId: row.actorCompanySlug,
    },
    companyId: row.companySlug,
    action: row.action,
    target: { type: row.targetType, id: row.targetId, label: row.targetLabel },
    changes: row.changes,
    ip: row.ip,
    userAgent: row.userAgent,
    requestId: row.requestId,
  } satisfies AuditEntry;
}

/** One page of entries, newest first (time, then id); `nextCursor` continues with older ones. */
export async function listAuditLog(
  db: Db,
  scope: AuditScope,
  query: AuditFilter & { cursor?: string; limit: number },
): Promise<AuditLogPage> {
  const cursor = readCursor(query.cursor);
  const rows = await db
    .select(columns)
    .from(auditLog)
    .where(and(...conditions(scope, query), olderThan(auditLog.at, auditLog.id, cursor)))
    .orderBy(desc(auditLog.at), desc(auditLog.id))
    .limit(query.limit + 1);
  const { page, nextCursor } = newestFirstPage(rows, query.limit, (row) => ({
    createdAt: row.atText,
    id: row.row.id,
  }));
  return { items: page.map(present), nextCursor };
}

const EXPORT_BATCH = 1000;

/**
 * Every entry of a range, newest first, in batches (the CSV export streams them: a year of a
 * busy company's entries is never held at once).
 */
export async function* auditEntriesOf(
  db: Db,
  scope: AuditScope,
  filter: AuditFilter,
): AsyncGenerator<AuditEntry[]> {
  let cursor: string | undefined;
  do {
    const page = await listAuditLog(db, scope, { ...filter, cursor, limit: EXPORT_BATCH });
    if (page.items.length > 0) yield page.items;
    cursor = page.nextCursor ?? undefined;
  } while (cursor);
}
