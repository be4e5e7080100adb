import { and, count, eq, gt, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/connection.js';
import { users } from '../../db/schema.js';
import { newUserSince, ts } from './report-window.js';

/**
 * The sidebar badge (spec workspace §4): users of the company created after the admin last
 * viewed the usage reports, or, before any view, the users flagged new (created within 7 days).
 * The admin's stored time is compared in SQL, at full precision.
 */
export async function countNewUsers(
  db: Db,
  opts: { companyId: number; adminId: number; now?: Date },
): Promise<number> {
  const admin = alias(users, 'admin');
  const lastViewed = db
    .select({ at: admin.lastViewedUsageReports })
    .from(admin)
    .where(eq(admin.id, opts.adminId));
  const since = sql`coalesce((${lastViewed}), ${ts(newUserSince(opts.now))})`;
  const [row] = await db
    .select({ n: count() })
    .from(users)
    .where(and(eq(users.companyId, opts.companyId), gt(users.createdAt, since)));
  return row?.n ?? 0;
}

/** Records that the admin viewed the usage reports now (database clock, as users.created_at). */
export async function markUsageReportsViewed(db: Db, userId: number): Promise<Date> {
  const [row] = await db
    .update(users)
    .set({ lastViewedUsageReports: sql`now()` })
    .where(eq(users.id, userId))
    .returning({ at: users.lastViewedUsageReports });
  return row!.at!;
}
