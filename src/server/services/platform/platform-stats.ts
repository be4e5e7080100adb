import { and, count, eq, lte, sql } from 'drizzle-orm';
import type { PlatformStats } from '../../../core/api/platform.js';
import type { Db } from '../../db/connection.js';
import { activityEvents, companies, historyItems, users } from '../../db/schema.js';
import {
  col,
  growthRate,
  isCustomerCompany,
  platformWindows,
  within,
  type AsOf,
} from './platform-window.js';

const countWhere = (condition: ReturnType<typeof sql>) =>
  sql<number>`count(*) filter (where ${condition})`.mapWith(Number);

/** The headline figures of the operator dashboard, over customer companies. */
export async function getPlatformStats(db: Db, opts: AsOf = {}): Promise<PlatformStats> {
  const w = platformWindows(opts.now);
  const activeRecently = sql`exists (select 1 from ${activityEvents} where ${col(activityEvents.companyId)} = ${col(companies.id)} and ${within(activityEvents.createdAt, w.activeSince, w.now)})`;
  const [[companyRow], [userRow], [contentRow]] = await Promise.all([
    db
      .select({
        total: count(),
        last: countWhere(within(companies.createdAt, w.windowStart, w.now)),
        previous: countWhere(within(companies.createdAt, w.previousWindowStart, w.windowStart)),
        active: countWhere(activeRecently),
        revenue:
          sql<number>`coalesce(sum(${col(companies.planMonthlyPrice)}) filter (where ${activeRecently}), 0)`.mapWith(
            Number,
          ),
      })
      .from(companies)
      .where(and(isCustomerCompany, lte(companies.createdAt, w.now))),
    db
      .select({ n: count() })
      .from(users)
      .innerJoin(companies, eq(companies.id, users.companyId))
      .where(and(isCustomerCompany, lte(users.createdAt, w.now))),
    db
      .select({ n: count() })
      .from(historyItems)
      .innerJoin(companies, eq(companies.id, historyItems.companyId))
      .where(and(isCustomerCompany, lte(historyItems.createdAt, w.now))),
  ]);
  return {
    totalCompanies: companyRow.total,
    growthRate: growthRate(companyRow.last, companyRow.previous),
    newCompaniesLast30Days: companyRow.last,
    newCompaniesPrevious30Days: companyRow.previous,
    totalUsers: userRow.n,
    totalContent: contentRow.n,
    activeCompanies: companyRow.active,
    monthlyRevenue: Math.round(companyRow.revenue * 100) / 100,
  };
}
