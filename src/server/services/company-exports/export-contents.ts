import { and, asc, eq, gt, gte, inArray, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { csvField } from '@core/formatting/csv.js';
import type { Db } from '../../db/connection.js';
import {
  activityEvents,
  auditLog,
  historyItems,
  historyVersions,
  modelUsageDaily,
  users,
} from '../../db/schema.js';
import { reviewsOf } from './review-export.js';
import { companyJson } from './company-json.js';
import { knowledgeExportFiles } from './knowledge-export.js';
import { pages } from './export-pages.js';

/**
 * What goes into a company's export, file by file, as text produced a page of rows at a time:
 * nothing reads a whole table into memory. Pages follow a key (keyset pagination, one short
 * query each) rather than a cursor, which would hold a transaction open for the whole build and,
 * on the embedded database, its one connection.
 */

/** Rows a page reads. History items carry their versions, so their pages are smaller. */
const PAGE = 250;
const HISTORY_PAGE = 100;

/** One file of the zip: its name and its content, in pieces (text, or a source file's bytes). */
export interface ExportFile {
  name: string;
  parts: () => AsyncIterable<string | Uint8Array>;
}

/** The company the export is of (row key and public id). */
interface Whose {
  id: number;
  slug: string;
}

/**
 * A timestamp as PostgreSQL's own text: the keyset key, exact to the microsecond (a JavaScript
 * Date keeps milliseconds, and a page boundary inside one millisecond would skip or repeat rows).
 */
const exactTime = (column: AnyPgColumn) => sql<string>`${column}::text`;

/**
 * A page's lines in pieces of about 32 KB: V8 puts a string or buffer over 128 KB straight into
 * its large-object space, which only a full collection frees, and a page's text in one string
 * raised the heap's peak by tens of megabytes (bench/company-export.ts).
 */
const PIECE_CHARS = 32 * 1024;
function* inPieces(lines: Iterable<string>) {
  let piece = '';
  for (const line of lines) {
    piece += line;
    if (piece.length >= PIECE_CHARS) {
      yield piece;
      piece = '';
    }
  }
  if (piece) yield piece;
}

/** Every CSV line goes through the CSV exports' one formula guard (core/formatting/csv.ts). */
const csvLine = (cells: readonly unknown[]) => `${cells.map(csvField).join(',')}\r\n`;
const iso = (date: Date | null) => (date ? date.toISOString() : '');

async function* csv<Row>(
  header: readonly string[],
  size: number,
  fetch: (after: Row | undefined) => Promise<Row[]>,
  cells: (row: Row) => readonly unknown[],
) {
  yield csvLine(header);
  for await (const rows of pages(size, fetch))
    yield* inPieces(rows.map((row) => csvLine(cells(row))));
}

/** Users without anything secret: no password hash, no two-factor secret or step. */
function usersCsv(db: Db, company: Whose) {
  return csv(
    [
      'id',
      'username',
      'email',
      'role',
      'passwordSet',
      'twoFactorEnabled',
      'singleSignOnLinked',
      'mustChangePassword',
      'lastLogin',
      'createdAt',
    ],
    PAGE,
    (after: { id: number } | undefined) =>
      db
        .select({
          id: users.id,
          username: users.username,
          email: users.email,
          role: users.role,
          passwordSet: sql<boolean>`${users.passwordHash} is not null`,
          totpEnabled: users.totpEnabled,
          ssoLinked: sql<boolean>`${users.oidcSubject} is not null`,
          mustChangePassword: users.mustChangePassword,
          lastLogin: users.lastLogin,
          createdAt: users.createdAt,
        })
        .from(users)
        .where(and(eq(users.companyId, company.id), after ? gt(users.id, after.id) : undefined))
        .orderBy(asc(users.id))
        .limit(PAGE),
    (u) => [
      u.id,
      u.username,
      u.email ?? '',
      u.role,
      u.passwordSet,
      u.totpEnabled,
      u.ssoLinked,
      u.mustChangePassword,
      iso(u.lastLogin),
      iso(u.createdAt),
    ],
  );
}

/**
 * Every user's history items, user by user, oldest first, each with its kept versions and its
 * review (status, reviewers, comments, timeline).
 */
async function* historyJsonl(db: Db, company: Whose) {
  type Item = Awaited<ReturnType<typeof itemsAfter>>[number];
  const itemsAfter = (after: { userId: number; at: string; id: number } | undefined) =>
    db
      .select({
        id: historyItems.id,
        userId: historyItems.userId,
        username: users.username,
        assistantType: historyItems.assistantType,
        content: historyItems.content,
        formData: historyItems.formData,
        revisionRequest: historyItems.revisionRequest,
        sessionId: historyItems.sessionId,
        isFavorite: historyItems.isFavorite,
        version: historyItems.version,
        stopped: historyItems.stopped,
        revisedFrom: historyItems.revisedFrom,
        status: historyItems.status,
        visibility: historyItems.visibility,
        approvedVersion: historyItems.approvedVersion,
        approvedBy: historyItems.approvedBy,
        approvedAt: historyItems.approvedAt,
        createdAt: historyItems.createdAt,
        updatedAt: historyItems.updatedAt,
        language: historyItems.language,
        sources: historyItems.sources,
        at: exactTime(historyItems.createdAt),
      })
      .from(historyItems)
      .innerJoin(users, eq(users.id, historyItems.userId))
      .where(
        and(
          eq(historyItems.companyId, company.id),
          // The index history_company_user_idx (company, user, created, id) serves this key.
          after
            ? sql`(${historyItems.userId}, ${historyItems.createdAt}, ${historyItems.id}) > (${after.userId}, ${after.at}::timestamptz, ${after.id})`
            : undefined,
        ),
      )
      .orderBy(asc(historyItems.userId), asc(historyItems.createdAt), asc(historyItems.id))
      .limit(HISTORY_PAGE);

  for await (const items of pages<Item>(HISTORY_PAGE, itemsAfter)) {
    const versions = await db
      .select({
        historyId: historyVersions.historyId,
        version: historyVersions.version,
        kind: historyVersions.kind,
        content: historyVersions.content,
        sources: historyVersions.sources,
        createdAt: historyVersions.createdAt,
      })
      .from(historyVersions)
      .where(
        inArray(
          historyVersions.historyId,
          items.map((item) => item.id),
        ),
      )
      .orderBy(asc(historyVersions.historyId), asc(historyVersions.version));
    const reviews = await reviewsOf(
      db,
      items.map((item) => item.id),
    );
    const byItem = new Map<number, typeof versions>();
    for (const v of versions) {
      const kept = byItem.get(v.historyId);
      if (kept) kept.push(v);
      else byItem.set(v.historyId, [v]);
    }
    yield* inPieces(
      items.map(({ at: _key, ...item }) => {
        const kept = (byItem.get(item.id) ?? []).map(({ historyId: _id, ...v }) => v);
        return `${JSON.stringify({ ...item, versions: kept, ...reviews.get(item.id) })}\n`;
      }),
    );
  }
}

function activityCsv(db: Db, company: Whose) {
  return csv(
    ['id', 'at', 'userId', 'username', 'action', 'details'],
    PAGE,
    (after: { at: string; id: number } | undefined) =>
      db
        .select({
          id: activityEvents.id,
          createdAt: activityEvents.createdAt,
          userId: activityEvents.userId,
          username: activityEvents.username,
          action: activityEvents.action,
          details: activityEvents.details,
          at: exactTime(activityEvents.createdAt),
        })
        .from(activityEvents)
        .where(
          and(
            eq(activityEvents.companyId, company.id),
            // The index is (company, created_at): the first condition bounds its scan.
            after ? gte(activityEvents.createdAt, sql`${after.at}::timestamptz`) : undefined,
            after
              ? sql`(${activityEvents.createdAt}, ${activityEvents.id}) > (${after.at}::timestamptz, ${after.id})`
              : undefined,
          ),
        )
        .orderBy(asc(activityEvents.createdAt), asc(activityEvents.id))
        .limit(PAGE),
    (e) => [e.id, iso(e.createdAt), e.userId ?? '', e.username, e.action, e.details],
  );
}

function auditCsv(db: Db, company: Whose) {
  return csv(
    [
      'id',
      'at',
      'actorUserId',
      'actorUsername',
      'actorCompanyId',
      'action',
      'targetType',
      'targetId',
      'targetLabel',
      'changes',
      'ip',
      'userAgent',
      'requestId',
    ],
    PAGE,
    (after: { at: string; id: number } | undefined) =>
      db
        .select({
          id: auditLog.id,
          atDate: auditLog.at,
          actorUserId: auditLog.actorUserId,
          actorUsername: auditLog.actorUsername,
          actorCompanySlug: auditLog.actorCompanySlug,
          action: auditLog.action,
          targetType: auditLog.targetType,
          targetId: auditLog.targetId,
          targetLabel: auditLog.targetLabel,
          changes: auditLog.changes,
          ip: auditLog.ip,
          userAgent: auditLog.userAgent,
          requestId: auditLog.requestId,
          at: exactTime(auditLog.at),
        })
        .from(auditLog)
        .where(
          and(
            eq(auditLog.companyId, company.id),
            after
              ? sql`(${auditLog.at}, ${auditLog.id}) > (${after.at}::timestamptz, ${after.id})`
              : undefined,
          ),
        )
        .orderBy(asc(auditLog.at), asc(auditLog.id))
        .limit(PAGE),
    (a) => [
      a.id,
      iso(a.atDate),
      a.actorUserId ?? '',
      a.actorUsername,
      a.actorCompanySlug,
      a.action,
      a.targetType,
      a.targetId,
      a.targetLabel,
      a.changes,
      a.ip,
      a.userAgent,
      a.requestId,
    ],
  );
}

/** Tokens used on model connections per day, user and assistant, with their cost. */
function modelUsageCsv(db: Db, company: Whose) {
  const u = modelUsageDaily;
  return csv(
    [
      'day',
      'username',
      'assistantType',
      'runs',
      'promptTokens',
      'completionTokens',
      'estimatedRuns',
      'pricedRuns',
      'cost',
    ],
    PAGE,
    (after: { day: string; username: string; assistantType: string } | undefined) =>
      db
        .select({
          day: u.day,
          username: u.username,
          assistantType: u.assistantType,
          runs: u.runs,
          promptTokens: u.promptTokens,
          completionTokens: u.completionTokens,
          estimatedRuns: u.estimatedRuns,
          pricedRuns: u.pricedRuns,
          cost: u.cost,
        })
        .from(u)
        .where(
          and(
            eq(u.companyId, company.id),
            // The primary key (company, day, username, assistant) serves this key.
            after
              ? sql`(${u.day}, ${u.username}, ${u.assistantType}) > (${after.day}::date, ${after.username}, ${after.assistantType})`
              : undefined,
          ),
        )
        .orderBy(asc(u.day), asc(u.username), asc(u.assistantType))
        .limit(PAGE),
    (r) => [
      r.day,
      r.username,
      r.assistantType,
      r.runs,
      r.promptTokens,
      r.completionTokens,
      r.estimatedRuns,
      r.pricedRuns,
      r.cost,
    ],
  );
}

/**
 * The files of a company's export, in the order of EXPORT_FILES, then each knowledge document's
 * source file.
 */
export async function* exportFiles(db: Db, company: Whose): AsyncGenerator<ExportFile> {
  yield* [
    {
      name: 'company.json',
      parts: async function* () {
        yield await companyJson(db, company.id);
      },
    },
    { name: 'users.csv', parts: () => usersCsv(db, company) },
    { name: 'history.jsonl', parts: () => historyJsonl(db, company) },
    { name: 'activity.csv', parts: () => activityCsv(db, company) },
    { name: 'audit-log.csv', parts: () => auditCsv(db, company) },
    { name: 'model-usage.csv', parts: () => modelUsageCsv(db, company) },
  ];
  yield* knowledgeExportFiles(db, company.id);
}
