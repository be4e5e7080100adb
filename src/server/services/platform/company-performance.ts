import { and, asc, inArray, lte, sql } from 'drizzle-orm';
import type { CompanyPerformance } from '@core/api/platform.js';
import type { Db } from '../../db/connection.js';
import { col } from '../../db/qualified-column.js';
import {
  activityEvents,
  companies,
  historyItems,
  modelUsageDaily,
  users,
} from '../../db/schema.js';
import { roundCost } from '../reports/model-usage.js';
import { ts } from '../reports/report-window.js';
import { isCustomerCompany, platformWindows, type AsOf } from './platform-window.js';

const countOf = (query: ReturnType<typeof sql>) => sql<number>`(${query})`.mapWith(Number);
/** A UTC day as yyyy-mm-dd. */
const day = (date: Date) => date.toISOString().slice(0, 10);

/**
 * One row per customer company: users, this calendar month's content (saved history items) and
 * usage (generations, what the plan limit counts), model tokens and their cost, last activity
 * and Active/Inactive status.
 * `ids`: only those companies (one page of the tab), the figures computed for them alone.
 */
export async function listCompanyPerformance(
  db: Db,
  opts: AsOf & { ids?: number[] } = {},
): Promise<CompanyPerformance[]> {
  if (opts.ids?.length === 0) return [];
  const w = platformWindows(opts.now);
  const company = col(companies.id);
  const monthOf = (column: typeof historyItems.createdAt | typeof activityEvents.createdAt) =>
    sql`${col(column)} >= ${ts(w.monthStart)} and ${col(column)} <= ${ts(w.now)}`;
  const monthOfUsage = sql`${col(modelUsageDaily.companyId)} = ${company} and ${col(modelUsageDaily.day)} >= ${day(w.monthStart)}::date and ${col(modelUsageDaily.day)} <= ${day(w.now)}::date`;
  const rows = await db
    .select({
      companyName: companies.companyName,
      companyId: companies.slug,
      planName: companies.planName,
      planMonthlyPrice: companies.planMonthlyPrice,
      usageLimit: companies.planGenerationLimit,
      userCount: countOf(
        sql`select count(*) from ${users} where ${col(users.companyId)} = ${company} and ${col(users.createdAt)} <= ${ts(w.now)}`,
      ),
      monthlyContent: countOf(
        sql`select count(*) from ${historyItems} where ${col(historyItems.companyId)} = ${company} and ${monthOf(historyItems.createdAt)}`,
      ),
      monthlyUsage: countOf(
        sql`select count(*) from ${activityEvents} where ${col(activityEvents.companyId)} = ${company} and ${col(activityEvents.action)} = 'content_generation' and ${monthOf(activityEvents.createdAt)}`,
      ),
      // The month's model tokens from the daily roll-up (decision 058): two probes per company.
      monthlyTokens: countOf(
        sql`select coalesce(sum(${col(modelUsageDaily.promptTokens)} + ${col(modelUsageDaily.completionTokens)}), 0) from ${modelUsageDaily} where ${monthOfUsage}`,
      ),
      monthlyModelCost: sql<
        string | null
      >`(select case when sum(${col(modelUsageDaily.pricedRuns)}) > 0 then sum(${col(modelUsageDaily.cost)}) end from ${modelUsageDaily} where ${monthOfUsage})`,
      lastActivity:
        sql<Date | null>`(select max(${col(activityEvents.createdAt)}) from ${activityEvents} where ${col(activityEvents.companyId)} = ${company} and ${col(activityEvents.createdAt)} <= ${ts(w.now)})`.mapWith(
          activityEvents.createdAt,
        ),
    })
    .from(companies)
    .where(
      and(
        isCustomerCompany,
        lte(companies.createdAt, w.now),
        opts.ids ? inArray(companies.id, opts.ids) : undefined,
      ),
    )
    .orderBy(asc(companies.companyName), asc(companies.id));
  return rows.map((row) => {
    const last = row.lastActivity ? new Date(row.lastActivity) : null;
    const active = last !== null && last > w.activeSince;
    return {
      companyName: row.companyName,
      companyId: row.companyId,
      userCount: row.userCount,
      monthlyContent: row.monthlyContent,
      lastActivity: last?.toISOString() ?? null,
      status: active ? 'Active' : 'Inactive',
      monthlyUsage: row.monthlyUsage,
      usageLimit: row.usageLimit,
      planName: row.planName,
      planMonthlyPrice: Number(row.planMonthlyPrice),
      monthlyTokens: row.monthlyTokens,
      monthlyModelCost:
        row.monthlyModelCost === null ? null : roundCost(Number(row.monthlyModelCost)),
    };
  });
}
