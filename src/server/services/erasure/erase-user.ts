import { and, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import { recordEvent } from '../events/record-event.js';
import { erasedUserLabel } from '@core/api/erasure.js';
import type { AppContext } from '../../context.js';
import {
  activityEvents,
  auditLog,
  generationJobs,
  historyItems,
  notifications,
  reviewComments,
  reviewEvents,
  loginFailures,
  modelUsageDaily,
  presets,
  rateLimitCounters,
  sessions,
  users,
} from '../../db/schema.js';
import type { UserSubject } from '../../policies/users.js';
import { writeActivity } from '../activity.js';
import { writeAudit, type AuditContext } from '../audit/audit-log.js';
import { keepLastAdmin } from '../users/delete-user.js';
import { allowAuditMaintenance } from '../audit/maintenance.js';
import { abortErasedJobs, deleteCounting, type Tx } from './erase-rows.js';

export interface EraseUserOptions {
  actor: { id: number; username: string };
  /** The user to erase (already authorised, as for a plain delete). */
  target: UserSubject & { username: string; companySlug: string };
  audit: AuditContext;
}

/** Audit `changes` keys that may hold the user's name or address (`{from, to}`). */
const PERSONAL_CHANGE_KEYS = ['username', 'email'] as const;

/**
 * Replaces the user's name wherever the logs keep it: their activity (by id, or by name where
 * the id was never known, as with failed sign-ins), events naming them as `targetUsername`, and
 * the audit log as actor, as target and in a target's personal changes. Usernames are unique
 * across companies, but only this company's rows can name this user.
 */
async function replaceName(
  tx: Tx,
  target: EraseUserOptions['target'],
  email: string | null,
  label: string,
) {
  const theirName = sql`lower(${target.username})`;
  await tx
    .update(activityEvents)
    .set({ username: label })
    .where(
      or(
        eq(activityEvents.userId, target.id),
        and(
          eq(activityEvents.companyId, target.companyId),
          isNull(activityEvents.userId),
          sql`lower(${activityEvents.username}) = ${theirName}`,
        ),
      ),
    );
  await tx
    .update(activityEvents)
    .set({
      details: sql`jsonb_set(${activityEvents.details}, '{targetUsername}', to_jsonb(${label}::text))`,
    })
    .where(
      and(
        eq(activityEvents.companyId, target.companyId),
        sql`lower(${activityEvents.details}->>'targetUsername') = ${theirName}`,
      ),
    );
  // Their tokens stay with the company's usage, under the label (the day rows are keyed by name).
  await tx
    .update(modelUsageDaily)
    .set({ username: label })
    .where(
      or(
        eq(modelUsageDaily.userId, target.id),
        and(
          eq(modelUsageDaily.companyId, target.companyId),
          isNull(modelUsageDaily.userId),
          sql`lower(${modelUsageDaily.username}) = ${theirName}`,
        ),
      ),
    );
  await tx
    .update(auditLog)
    .set({ actorUsername: label })
    .where(eq(auditLog.actorUserId, target.id));
  const aboutThem = and(eq(auditLog.targetType, 'user'), eq(auditLog.targetId, String(target.id)));
  await tx.update(auditLog).set({ targetLabel: label }).where(aboutThem);
  // A non-null `from`/`to` of their username or email becomes "erased"; null stays null.
  for (const key of PERSONAL_CHANGE_KEYS) {
    const side = (end: 'from' | 'to') =>
      sql`case when ${auditLog.changes}->${key}->${end} = 'null'::jsonb then 'null'::jsonb else '"erased"'::jsonb end`;
    await tx
      .update(auditLog)
      .set({
        changes: sql`jsonb_set(${auditLog.changes}, array[${key}]::text[], jsonb_build_object('from', ${side('from')}, 'to', ${side('to')}))`,
      })
      .where(and(aboutThem, sql`${auditLog.changes} ? ${key}`));
  }
  // Failed sign-ins and the forgot-password limit keep the name typed.
  const logins = [target.username.toLowerCase(), ...(email ? [email.toLowerCase()] : [])];
  await tx.delete(loginFailures).where(inArray(sql`lower(${loginFailures.username})`, logins));
  await tx.delete(rateLimitCounters).where(
    inArray(
      rateLimitCounters.key,
      logins.map((login) => `forgot-password:login:${target.companyId}:${login}`),
    ),
  );
}

/**
 * What the user wrote in review of others' items: their comments keep their place in the threads
 * with no text (and, once the user row goes, "Deleted user" as author); the notes of their review
 * steps and the excerpts others were notified with go. Their own items, with everything on them,
 * and their notifications are deleted with them.
 */
async function eraseReviewWords(tx: Tx, userId: number) {
  await tx.update(reviewComments).set({ body: '' }).where(eq(reviewComments.userId, userId));
  await tx
    .update(reviewEvents)
    .set({ details: sql`${reviewEvents.details} - 'note'` })
    .where(eq(reviewEvents.actorId, userId));
  await tx.update(notifications).set({ excerpt: '' }).where(eq(notifications.actorId, userId));
}

/**
 * Erases a user: as a plain delete (not yourself, never the last admin; their
 * sessions, history, jobs and presets go), and their name is replaced by "erased user #id" in
 * the activity and audit logs first (activity keeps the rows, its `user_id` set null by the
 * delete). `user.erase` is audited in the same transaction, labelled without the name.
 */
export async function eraseUser(ctx: AppContext, { actor, target, audit }: EraseUserOptions) {
  const label = erasedUserLabel(target.id);
  const runningJobs = await ctx.db.transaction(async (tx) => {
    await keepLastAdmin(tx, target);
    const [row] = await tx
      .select({ email: users.email })
      .from(users)
      .where(eq(users.id, target.id))
      .for('update');
    if (!row) return [];
    await allowAuditMaintenance(tx);
    await replaceName(tx, target, row.email, label);
    const running = await tx
      .select({ id: generationJobs.id })
      .from(generationJobs)
      .where(and(eq(generationJobs.userId, target.id), eq(generationJobs.status, 'running')));
    const rows = {
      history_items: await deleteCounting(tx, historyItems, eq(historyItems.userId, target.id)),
      generation_jobs: await deleteCounting(
        tx,
        generationJobs,
        eq(generationJobs.userId, target.id),
      ),
      presets: await deleteCounting(tx, presets, eq(presets.userId, target.id)),
      sessions: await deleteCounting(tx, sessions, eq(sessions.userId, target.id)),
    };
    await eraseReviewWords(tx, target.id);
    await tx.delete(users).where(eq(users.id, target.id));
    // An erased user's name is not sent: the event says only which account is gone.
    await recordEvent(tx, {
      companyId: target.companyId,
      type: 'user.deleted',
      data: { user: { id: target.id } },
    });
    await writeActivity(tx, {
      companyId: target.companyId,
      userId: actor.id,
      username: actor.username,
      action: 'user_deleted',
      details: { role: target.role, targetUsername: label, erased: true },
    });
    await writeAudit(tx, audit, {
      company: { id: target.companyId, slug: target.companySlug },
      action: 'user.erase',
      target: { type: 'user', id: target.id, label },
      changes: { role: { from: target.role, to: null }, rows: { from: rows, to: null } },
    });
    return running.map((job) => job.id);
  });
  abortErasedJobs(ctx, runningJobs);
}
