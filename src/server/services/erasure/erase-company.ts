import { and, eq, inArray, like, or, sql, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import {
  ERASE_CONFIRM_MISMATCH,
  ERASE_CONFIRM_MISSING,
  type EraseCompanyBody,
} from '@core/api/erasure.js';
import type { AppContext } from '../../context.js';
import {
  activityEvents,
  assistantAccess,
  assistantRunsOn,
  auditLog,
  authTokens,
  companies,
  companyExportChunks,
  companyExports,
  generationJobs,
  historyItems,
  apiTokens,
  eventDeliveries,
  eventDeliveryAttempts,
  eventEndpoints,
  knowledgeDocuments,
  knowledgeFiles,
  knowledgePassages,
  events,
  calendarFeeds,
  destinations,
  publications,
  historyReviewers,
  notificationMails,
  notifications,
  reviewComments,
  reviewEvents,
  historyVersions,
  loginChallenges,
  loginFailures,
  modelConnections,
  modelUsageDaily,
  planUsage,
  presets,
  rateLimitCounters,
  recoveryCodes,
  requestStats,
  rollupPending,
  sessions,
  ssoSettings,
  users,
  webhookSettings,
} from '../../db/schema.js';
import { invalid } from '../domain-error.js';
import { writeAudit, type AuditContext } from '../audit/audit-log.js';
import { allowAuditMaintenance } from '../audit/maintenance.js';
import { abortErasedJobs, deleteCounting, type Tx } from './erase-rows.js';

/** The typed confirmation must be the company's id (the route answers 400 otherwise). */
export function checkEraseConfirmation(company: { slug: string }, body: EraseCompanyBody) {
  const confirm = body?.confirm?.trim();
  if (!confirm) throw invalid(ERASE_CONFIRM_MISSING);
  if (confirm !== company.slug) throw invalid(ERASE_CONFIRM_MISMATCH);
}

/**
 * The rows of one company, table by table, in the order they are deleted: what references a
 * row goes before it, so each count is that table's own (not hidden in a cascade). Keyed by the
 * table's SQL name, as the audit entry records them.
 */
function companyRows(tx: Tx, companyId: number): [string, PgTable, SQL][] {
  const ofCompany = <T extends PgTable>(table: T, column: Parameters<typeof eq>[0]) =>
    [table, eq(column, companyId)] as const;
  const userIds = tx.select({ id: users.id }).from(users).where(eq(users.companyId, companyId));
  const itemIds = tx
    .select({ id: historyItems.id })
    .from(historyItems)
    .where(eq(historyItems.companyId, companyId));
  const exportIds = tx
    .select({ id: companyExports.id })
    .from(companyExports)
    .where(eq(companyExports.companyId, companyId));
  // Sign-in names of its users: failed sign-ins are kept by the name typed, not by company.
  const ofItsUsers = sql`from ${users} where ${users.companyId} = ${companyId}`;
  const logins = sql`(select lower(${users.username}) ${ofItsUsers}
    union select lower(${users.email}) ${ofItsUsers} and ${users.email} is not null)`;
  return [
    [
      'company_export_chunks',
      companyExportChunks,
      inArray(companyExportChunks.exportId, exportIds),
    ],
    ['company_exports', ...ofCompany(companyExports, companyExports.companyId)],
    ['publications', ...ofCompany(publications, publications.companyId)],
    ['destinations', ...ofCompany(destinations, destinations.companyId)],
    ['calendar_feeds', ...ofCompany(calendarFeeds, calendarFeeds.companyId)],
    ['api_tokens', ...ofCompany(apiTokens, apiTokens.companyId)],
    [
      'event_delivery_attempts',
      eventDeliveryAttempts,
      inArray(
        eventDeliveryAttempts.deliveryId,
        tx
          .select({ id: eventDeliveries.id })
          .from(eventDeliveries)
          .where(eq(eventDeliveries.companyId, companyId)),
      ),
    ],
    ['event_deliveries', ...ofCompany(eventDeliveries, eventDeliveries.companyId)],
    ['events', ...ofCompany(events, events.companyId)],
    ['event_endpoints', ...ofCompany(eventEndpoints, eventEndpoints.companyId)],
    ['knowledge_passages', ...ofCompany(knowledgePassages, knowledgePassages.companyId)],
    [
      'knowledge_files',
      knowledgeFiles,
      inArray(
        knowledgeFiles.documentId,
        tx
          .select({ id: knowledgeDocuments.id })
          .from(knowledgeDocuments)
          .where(eq(knowledgeDocuments.companyId, companyId)),
      ),
    ],
    ['knowledge_documents', ...ofCompany(knowledgeDocuments, knowledgeDocuments.companyId)],
    ['notification_mails', notificationMails, inArray(notificationMails.userId, userIds)],
    ['notifications', ...ofCompany(notifications, notifications.companyId)],
    ['review_events', ...ofCompany(reviewEvents, reviewEvents.companyId)],
    ['review_comments', ...ofCompany(reviewComments, reviewComments.companyId)],
    ['history_reviewers', ...ofCompany(historyReviewers, historyReviewers.companyId)],
    ['history_versions', historyVersions, inArray(historyVersions.historyId, itemIds)],
    ['history_items', ...ofCompany(historyItems, historyItems.companyId)],
    ['generation_jobs', ...ofCompany(generationJobs, generationJobs.companyId)],
    ['model_usage_daily', ...ofCompany(modelUsageDaily, modelUsageDaily.companyId)],
    ['activity_events', ...ofCompany(activityEvents, activityEvents.companyId)],
    // After its items and events: their deletion records pending changes too. Generations per
    // assistant are pending under no company, and take the erased ones off when folded.
    ['rollup_pending', ...ofCompany(rollupPending, rollupPending.companyId)],
    ['presets', ...ofCompany(presets, presets.companyId)],
    ['auth_tokens', ...ofCompany(authTokens, authTokens.companyId)],
    ['recovery_codes', recoveryCodes, inArray(recoveryCodes.userId, userIds)],
    [
      'login_challenges',
      loginChallenges,
      or(eq(loginChallenges.companyId, companyId), inArray(loginChallenges.userId, userIds))!,
    ],
    [
      'sessions',
      sessions,
      or(eq(sessions.companyId, companyId), inArray(sessions.userId, userIds))!,
    ],
    ['login_failures', loginFailures, sql`lower(${loginFailures.username}) in ${logins}`],
    // The forgot-password limit per sign-in name is keyed by the company's internal id.
    [
      'rate_limit_counters',
      rateLimitCounters,
      like(rateLimitCounters.key, `forgot-password:login:${companyId}:%`),
    ],
    ['plan_usage', ...ofCompany(planUsage, planUsage.companyId)],
    ['request_stats', ...ofCompany(requestStats, requestStats.companyId)],
    ['bot_access', ...ofCompany(assistantAccess, assistantAccess.companyId)],
    ['webhook_settings', ...ofCompany(webhookSettings, webhookSettings.companyId)],
    // Its own connection only: the platform's (company_id null) is no company's.
    ['model_connections', ...ofCompany(modelConnections, modelConnections.companyId)],
    ['assistant_runs_on', ...ofCompany(assistantRunsOn, assistantRunsOn.companyId)],
    ['sso_settings', ...ofCompany(ssoSettings, ssoSettings.companyId)],
    ['audit_log', ...ofCompany(auditLog, auditLog.companyId)],
    ['users', ...ofCompany(users, users.companyId)],
  ];
}

export interface ErasedCompany {
  id: number;
  slug: string;
  companyName: string;
}

/**
 * Erases a company: every row of it in every table, in one transaction with its
 * audit entry, which stays with the operator's company and records how many rows each table
 * lost (`changes.rows.from`, keyed by table). Its sessions go with the rows (they are read from
 * the database on every request), its cached tenant is forgotten on every instance, and its id
 * is free again. Generations of it still running find no row when they end, so they write
 * nothing; they are aborted once the erasure is committed.
 */
export async function eraseCompany(
  ctx: AppContext,
  company: ErasedCompany,
  audit: AuditContext,
): Promise<Record<string, number>> {
  // Request counts are kept in memory for a few seconds; written now, they are erased too.
  await ctx.accounting.flush();
  const { rows, runningJobs } = await ctx.db.transaction(async (tx) => {
    // Every insert naming the company (a new user, a generation) waits on this lock, then fails.
    await tx
      .select({ id: companies.id })
      .from(companies)
      .where(eq(companies.id, company.id))
      .for('update');
    await allowAuditMaintenance(tx);
    const running = await tx
      .select({ id: generationJobs.id })
      .from(generationJobs)
      .where(and(eq(generationJobs.companyId, company.id), eq(generationJobs.status, 'running')));
    const deleted: Record<string, number> = {};
    for (const [name, table, where] of companyRows(tx, company.id)) {
      deleted[name] = await deleteCounting(tx, table, where);
    }
    // An entry about another company whose actor was of this one keeps the act, not the actor.
    const anonymised = await tx
      .update(auditLog)
      .set({
        actorUserId: null,
        actorCompanyId: null,
        actorUsername: 'erased',
        actorCompanySlug: '',
      })
      .where(eq(auditLog.actorCompanyId, company.id))
      .returning({ id: auditLog.id });
    deleted.companies = await deleteCounting(tx, companies, eq(companies.id, company.id));
    await writeAudit(tx, audit, {
      company: { id: audit.actor.companyId!, slug: audit.actor.companySlug },
      action: 'company.erase',
      target: { type: 'company', id: company.slug, label: company.companyName },
      changes: {
        rows: { from: deleted, to: null },
        ...(anonymised.length > 0
          ? { auditActorsAnonymised: { from: null, to: anonymised.length } }
          : {}),
      },
    });
    return { rows: deleted, runningJobs: running.map((job) => job.id) };
  });
  ctx.companies.forget(company.slug);
  abortErasedJobs(ctx, runningJobs);
  return rows;
}
