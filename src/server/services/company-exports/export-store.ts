import { randomUUID } from 'node:crypto';
import { and, asc, desc, eq, gt, gte, lt, sql } from 'drizzle-orm';
import { EXPORT_VALID_HOURS, type ExportStatus } from '@core/api/company-exports.js';
import type { AppContext } from '../../context.js';
import type { Db } from '../../db/connection.js';
import { companies, companyExportChunks, companyExports } from '../../db/schema.js';
import { writeAudit, type AuditContext } from '../audit/audit-log.js';

/** The building instance writes its heartbeat this often... */
export const HEARTBEAT_MS = 5_000;
/** ...and an export whose heartbeat is older than this was left by an instance that died. */
const STALE_MS = 120_000;
export const STOPPED_MESSAGE =
  'The server building this export stopped before it finished. Please start a new export.';

const HOUR_MS = 3600_000;

type ExportRow = typeof companyExports.$inferSelect;
/** An export with its company's public id. */
export type LoadedExport = ExportRow & { companySlug: string };

/** The export, with its company's public id; null when there is none. */
export async function findExport(db: Db, id: string): Promise<LoadedExport | null> {
  const [row] = await db
    .select({ row: companyExports, companySlug: companies.slug })
    .from(companyExports)
    .innerJoin(companies, eq(companies.id, companyExports.companyId))
    .where(eq(companyExports.id, id));
  return row ? { ...row.row, companySlug: row.companySlug } : null;
}

/**
 * Starts an export of `company`: the row and its audit entry in one transaction. While one is
 * running (and alive) for the company, that one is answered instead: a double click or a
 * retried request builds nothing twice. `created: false` then.
 */
export async function createExport(
  db: Db,
  audit: AuditContext,
  company: { id: number; slug: string; companyName: string },
  requestedBy: number,
  now = new Date(),
): Promise<{ row: ExportRow; created: boolean }> {
  const [running] = await db
    .select()
    .from(companyExports)
    .where(
      and(
        eq(companyExports.companyId, company.id),
        eq(companyExports.status, 'running'),
        gte(companyExports.heartbeatAt, new Date(now.getTime() - STALE_MS)),
      ),
    )
    .orderBy(desc(companyExports.createdAt))
    .limit(1);
  if (running) return { row: running, created: false };
  const row = await db.transaction(async (tx) => {
    const [created] = await tx
      .insert(companyExports)
      .values({
        id: randomUUID(),
        companyId: company.id,
        requestedBy,
        createdAt: now,
        heartbeatAt: now,
        expiresAt: new Date(now.getTime() + EXPORT_VALID_HOURS * HOUR_MS),
      })
      .returning();
    await writeAudit(tx, audit, {
      company,
      action: 'export.create',
      target: { type: 'export', id: created.id, label: `${company.companyName} data export` },
    });
    return created;
  });
  return { row, created: true };
}

/**
 * What `GET /api/admin/exports/{id}` answers. A running export whose instance stopped beating is
 * failed, and is stored so (once, whichever instance sees it first).
 */
export async function exportStatus(
  db: Db,
  row: LoadedExport,
  now = new Date(),
): Promise<ExportStatus> {
  let { status, error, finishedAt } = row;
  if (status === 'running' && now.getTime() - row.heartbeatAt.getTime() > STALE_MS) {
    status = 'failed';
    error = STOPPED_MESSAGE;
    finishedAt = now;
    await db
      .update(companyExports)
      .set({ status, error, finishedAt })
      .where(
        and(
          eq(companyExports.id, row.id),
          eq(companyExports.status, 'running'),
          lt(companyExports.heartbeatAt, new Date(now.getTime() - STALE_MS)),
        ),
      );
  }
  return {
    id: row.id,
    companyId: row.companySlug,
    status,
    createdAt: row.createdAt.toISOString(),
    finishedAt: finishedAt?.toISOString() ?? null,
    expiresAt: row.expiresAt.toISOString(),
    size: status === 'ready' ? row.size : null,
    error: status === 'failed' ? error : null,
    ...(status === 'ready' ? { downloadUrl: `/api/admin/exports/${row.id}/download` } : {}),
  };
}

/** `<companyId>-export-<yyyy-MM-dd>.zip`, dated when it was started (UTC). */
/** How many of a company's exports its list answers (a day's worth in practice). */
const LISTED_EXPORTS = 10;

/** The company's exports that can still be downloaded or are being built, newest first. */
export async function listExports(
  db: Db,
  company: { id: number; slug: string },
  now = new Date(),
): Promise<ExportStatus[]> {
  const rows = await db
    .select()
    .from(companyExports)
    .where(and(eq(companyExports.companyId, company.id), gt(companyExports.expiresAt, now)))
    .orderBy(desc(companyExports.createdAt), desc(companyExports.id))
    .limit(LISTED_EXPORTS);
  return Promise.all(
    rows.map((row) => exportStatus(db, { ...row, companySlug: company.slug }, now)),
  );
}

export const exportFileName = (row: LoadedExport) =>
  `${row.companySlug}-export-${row.createdAt.toISOString().slice(0, 10)}.zip`;

/** The zip's pieces in order, read one at a time: a download holds about one piece in memory. */
export async function* exportChunks(db: Db, id: string): AsyncGenerator<Buffer> {
  let seq = -1;
  for (;;) {
    const [chunk] = await db
      // As base64 text: PGlite's bytea parser calls parseInt once per byte (see build-export.ts).
      .select({
        seq: companyExportChunks.seq,
        data: sql<string>`encode(${companyExportChunks.data}, 'base64')`,
      })
      .from(companyExportChunks)
      .where(and(eq(companyExportChunks.exportId, id), gt(companyExportChunks.seq, seq)))
      .orderBy(asc(companyExportChunks.seq))
      .limit(1);
    if (!chunk) return;
    seq = chunk.seq;
    yield Buffer.from(chunk.data, 'base64');
  }
}

/** Daily (maintenance/daily.ts): expired exports go, their pieces with them (cascade). */
export async function purgeExpiredExports(ctx: AppContext, now: Date): Promise<number> {
  const gone = await ctx.db
    .delete(companyExports)
    .where(lt(companyExports.expiresAt, now))
    .returning({ id: companyExports.id });
  return gone.length;
}
