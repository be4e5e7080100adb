import { and, desc, eq, gte, inArray, sql } from 'drizzle-orm';
import type { UserStatsRow } from '@core/api/reports.js';
import type { Db } from '../../db/connection.js';
import { activityEvents, users } from '../../db/schema.js';
import { newUserSince, reportWindow, type ReportOptions } from './report-window.js';

const countOf = (action: string) =>
  sql<number>`count(${activityEvents.id}) filter (where ${activityEvents.action} = ${action})`.mapWith(
    Number,
  );

/**
 * Every user of the company, newest first, with their successful sign-ins and content
 * generations in the range (docs/product.md#reports, "Usage per user").
 */
export async function getUserStats(db: Db, opts: ReportOptions): Promise<UserStatsRow[]> {
  const now = opts.now ?? new Date();
  const { since } = reportWindow(opts.days, now);
  const rows = await db
    .select({
      id: users.id,
      username: users.username,
      role: users.role,
      createdAt: users.createdAt,
      lastLogin: users.lastLogin,
      totalLogins: countOf('login_success'),
      totalGenerations: countOf('content_generation'),
    })
    .from(users)
    .leftJoin(
      activityEvents,
      and(
        eq(activityEvents.userId, users.id),
        eq(activityEvents.companyId, opts.companyId),
        gte(activityEvents.createdAt, since),
        inArray(activityEvents.action, ['login_success', 'content_generation']),
      ),
    )
    .where(eq(users.companyId, opts.companyId))
    .groupBy(users.id)
    .orderBy(desc(users.createdAt), desc(users.id));
  const newSince = newUserSince(now);
  return rows.map((row) => ({
    id: row.id,
    username: row.username,
    role: row.role,
    isNewUser: row.createdAt > newSince,
    createdAt: row.createdAt.toISOString(),
    totalLogins: row.totalLogins,
    totalGenerations: row.totalGenerations,
    lastLogin: row.lastLogin?.toISOString() ?? null,
  }));
}
