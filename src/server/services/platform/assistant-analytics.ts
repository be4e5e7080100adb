import { and, asc, lte } from 'drizzle-orm';
import { METRICS_WINDOW_DAYS, type BotAnalytics } from '@core/api/platform.js';
import type { Db } from '../../db/connection.js';
import { companies } from '../../db/schema.js';
import { assistantGenerations, companyEventsUpTo } from './activity-rollups.js';
import {
  churnRisk,
  isCustomerCompany,
  percent,
  platformWindows,
  type AsOf,
} from './platform-window.js';

const RISK_ORDER = { high: 0, medium: 1, low: 2 } as const;

/**
 * Generations per assistant over the last 30 days (customer companies), and each company's
 * churn risk from its activity in the last 30 days against the 30 days before, from the daily
 * roll-ups (activity-rollups.ts): a handful of index probes per company, not every event.
 */
export async function getAssistantAnalytics(
  db: Db,
  opts: AsOf & { churnLimit?: number } = {},
): Promise<BotAnalytics> {
  const w = platformWindows(opts.now);
  const [usageByBot, upTo, customers] = await Promise.all([
    assistantGenerations(db, w.windowStart, w.now),
    companyEventsUpTo(db, [w.previousWindowStart, w.windowStart, w.now]),
    db
      .select({ id: companies.id, companyId: companies.slug, companyName: companies.companyName })
      .from(companies)
      .where(and(isCustomerCompany, lte(companies.createdAt, w.now)))
      .orderBy(asc(companies.companyName), asc(companies.id)),
  ]);
  const usage = [...usageByBot]
    .map(([botType, count]) => ({ botType, count }))
    .sort((a, b) => b.count - a.count || a.botType.localeCompare(b.botType));
  const total = usage.reduce((sum, row) => sum + row.count, 0);
  const churn = customers
    .map((c) => {
      const [before, start, end] = upTo.get(c.id) ?? [0, 0, 0];
      const [last, previous] = [end - start, start - before];
      return {
        companyId: c.companyId,
        companyName: c.companyName,
        risk: churnRisk(last, previous),
        activityLast30Days: last,
        activityPrevious30Days: previous,
      };
    })
    .sort((a, b) => RISK_ORDER[a.risk] - RISK_ORDER[b.risk]);
  const botUsage = usage.map((row) => ({ ...row, percentage: percent(row.count, total) }));
  if (opts.churnLimit === undefined) {
    return { windowDays: METRICS_WINDOW_DAYS, botUsage, churnRisk: churn };
  }
  const churnCounts = { high: 0, medium: 0, low: 0 };
  for (const c of churn) churnCounts[c.risk] += 1;
  return {
    windowDays: METRICS_WINDOW_DAYS,
    botUsage,
    churnRisk: churn.slice(0, opts.churnLimit),
    churnCounts,
  };
}
