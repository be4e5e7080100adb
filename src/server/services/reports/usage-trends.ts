import { and, eq, gte, inArray, sql } from 'drizzle-orm';
import type { UsageTrendRow } from '@core/api/reports.js';
import type { Db } from '../../db/connection.js';
import { activityEvents } from '../../db/schema.js';
import { reportWindow, type ReportOptions } from './report-window.js';

/** Sign-ins and generations per UTC day of the range, oldest first, empty days included. */
export async function getUsageTrends(db: Db, opts: ReportOptions): Promise<UsageTrendRow[]> {
  const { since, dates } = reportWindow(opts.days, opts.now);
  const { action } = activityEvents;
  const day = sql<string>`to_char(${activityEvents.createdAt} at time zone 'UTC', 'YYYY-MM-DD')`;
  const rows = await db
    .select({
      day,
      logins: sql<number>`count(*) filter (where ${action} = 'login_success')`.mapWith(Number),
      generations: sql<number>`count(*) filter (where ${action} = 'content_generation')`.mapWith(
        Number,
      ),
    })
    .from(activityEvents)
    .where(
      and(
        eq(activityEvents.companyId, opts.companyId),
        inArray(action, ['login_success', 'content_generation']),
        gte(activityEvents.createdAt, since),
      ),
    )
    .groupBy(day);
  const byDay = new Map(rows.map((row) => [row.day, row]));
  return dates.map((date) => ({
    date,
    logins: byDay.get(date)?.logins ?? 0,
    generations: byDay.get(date)?.generations ?? 0,
  }));
}
