import { and, eq, gte, inArray, sql } from 'drizzle-orm';
import type { LoginStats } from '@core/api/reports.js';
import type { Db } from '../../db/connection.js';
import { activityEvents } from '../../db/schema.js';
import { reportWindow, type ReportOptions } from './report-window.js';

/** Sign-ins in the range: successful, failed, and how many users signed in. */
export async function getLoginStats(db: Db, opts: ReportOptions): Promise<LoginStats> {
  const { since } = reportWindow(opts.days, opts.now);
  const { action, userId } = activityEvents;
  const [row] = await db
    .select({
      successfulLogins: sql<number>`count(*) filter (where ${action} = 'login_success')`.mapWith(
        Number,
      ),
      failedLogins: sql<number>`count(*) filter (where ${action} = 'login_failed')`.mapWith(Number),
      uniqueUsers:
        sql<number>`count(distinct ${userId}) filter (where ${action} = 'login_success')`.mapWith(
          Number,
        ),
    })
    .from(activityEvents)
    .where(
      and(
        eq(activityEvents.companyId, opts.companyId),
        inArray(action, ['login_success', 'login_failed']),
        gte(activityEvents.createdAt, since),
      ),
    );
  return row ?? { successfulLogins: 0, failedLogins: 0, uniqueUsers: 0 };
}
