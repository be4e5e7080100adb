import { and, asc, count, desc, eq, lte, sql } from 'drizzle-orm';
import { METRICS_WINDOW_DAYS, type BotAnalytics } from '../../../core/api/platform.js';
import type { Db } from '../../db/connection.js';
import { activityEvents, companies } from '../../db/schema.js';
import {
  churnRisk,
  col,
  isCustomerCompany,
  percent,
  platformWindows,
  within,
  type AsOf,
} from './platform-window.js';

const RISK_ORDER = { high: 0, medium: 1, low: 2 } as const;

/**
 * Generations per assistant over the last 30 days (customer companies), and each company's
 * churn risk from its activity in the last 30 days against the 30 days before.
 */
export async function getAssistantAnalytics(db: Db, opts: AsOf = {}): Promise<BotAnalytics> {
  const w = platformWindows(opts.now);
  const botType = sql<string>`coalesce(${col(activityEvents.details)}->>'assistantType', 'unknown')`;
  const n = count();
  const activityIn = (from: Date, to: Date) =>
    sql<number>`(select count(*) from ${activityEvents} where ${col(activityEvents.companyId)} = ${col(companies.id)} and ${within(activityEvents.createdAt, from, to)})`.mapWith(
      Number,
    );
  const [usage, perCompany] = await Promise.all([
    db
      .select({ botType, count: n })
      .from(activityEvents)
      .innerJoin(companies, eq(companies.id, activityEvents.companyId))
      .where(
        and(
          isCustomerCompany,
          eq(activityEvents.action, 'content_generation'),
          within(activityEvents.createdAt, w.windowStart, w.now),
        ),
      )
      .groupBy(botType)
      .orderBy(desc(n), asc(botType)),
    db
      .select({
        companyId: companies.slug,
        companyName: companies.companyName,
        last: activityIn(w.windowStart, w.now),
        previous: activityIn(w.previousWindowStart, w.windowStart),
      })
      .from(companies)
      .where(and(isCustomerCompany, lte(companies.createdAt, w.now)))
      .orderBy(asc(companies.companyName), asc(companies.id)),
  ]);
  const total = usage.reduce((sum, row) => sum + row.count, 0);
  const churn = perCompany
    .map((c) => ({
      companyId: c.companyId,
      companyName: c.companyName,
      risk: churnRisk(c.last, c.previous),
      activityLast30Days: c.last,
      activityPrevious30Days: c.previous,
    }))
    .sort((a, b) => RISK_ORDER[a.risk] - RISK_ORDER[b.risk]);
  return {
    windowDays: METRICS_WINDOW_DAYS,
    botUsage: usage.map((row) => ({ ...row, percentage: percent(row.count, total) })),
    churnRisk: churn,
  };
}
