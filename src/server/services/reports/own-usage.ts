import { and, asc, count, desc, eq, gte, inArray, sql } from 'drizzle-orm';
import { OWN_USAGE_LIST_LIMIT, type OwnUsage, type ReportRange } from '@core/api/reports.js';
import type { Db } from '../../db/connection.js';
import { activityEvents, historyItems } from '../../db/schema.js';
import { reportWindow } from './report-window.js';

interface OwnUsageOptions {
  /** The caller: every figure below is filtered on this user id, nothing else. */
  userId: number;
  username: string;
  days: ReportRange;
  now?: Date;
}

/** The caller's generations by assistant and by day, favourites and last sign-ins. */
export async function getOwnUsage(db: Db, opts: OwnUsageOptions): Promise<OwnUsage> {
  const { since, dates } = reportWindow(opts.days, opts.now);
  const mine = eq(activityEvents.userId, opts.userId);
  const generations = and(
    mine,
    eq(activityEvents.action, 'content_generation'),
    gte(activityEvents.createdAt, since),
  );
  const { action } = activityEvents;
  const assistantType = sql<string>`coalesce(${activityEvents.details}->>'assistantType', 'unknown')`;
  const day = sql<string>`to_char(${activityEvents.createdAt} at time zone 'UTC', 'YYYY-MM-DD')`;
  const n = count();
  const favourite = and(eq(historyItems.userId, opts.userId), eq(historyItems.isFavorite, true));
  const [byAssistantType, perDay, [favCount], favourites, signIns] = await Promise.all([
    db
      .select({ assistantType, count: n })
      .from(activityEvents)
      .where(generations)
      .groupBy(assistantType)
      .orderBy(desc(n), asc(assistantType)),
    db
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
          mine,
          inArray(action, ['login_success', 'content_generation']),
          gte(activityEvents.createdAt, since),
        ),
      )
      .groupBy(day),
    db.select({ count: n }).from(historyItems).where(favourite),
    db
      .select({
        id: historyItems.id,
        assistantType: historyItems.assistantType,
        createdAt: historyItems.createdAt,
      })
      .from(historyItems)
      .where(favourite)
      .orderBy(desc(historyItems.createdAt), desc(historyItems.id))
      .limit(OWN_USAGE_LIST_LIMIT),
    db
      .select({ at: activityEvents.createdAt })
      .from(activityEvents)
      .where(and(mine, eq(action, 'login_success')))
      .orderBy(desc(activityEvents.createdAt), desc(activityEvents.id))
      .limit(OWN_USAGE_LIST_LIMIT),
  ]);
  const byDate = new Map(perDay.map((row) => [row.day, row]));
  return {
    days: opts.days,
    username: opts.username,
    totalGenerations: byAssistantType.reduce((sum, row) => sum + row.count, 0),
    byAssistantType,
    byDay: dates.map((date) => ({
      date,
      logins: byDate.get(date)?.logins ?? 0,
      generations: byDate.get(date)?.generations ?? 0,
    })),
    favouriteCount: favCount?.count ?? 0,
    favourites: favourites.map((f) => ({ ...f, createdAt: f.createdAt.toISOString() })),
    lastSignIns: signIns.map((s) => s.at.toISOString()),
  };
}
