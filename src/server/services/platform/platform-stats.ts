import { and, count, eq, lte, sql } from 'drizzle-orm';
import type { PlatformStats } from '@core/api/platform.js';
import type { Db } from '../../db/connection.js';
import { PLATFORM_COMPANY_ID } from '@core/api/common.js';
import { companies, companyContent, historyItems, rollupPending, users } from '../../db/schema.js';
import { ts } from '../reports/report-window.js';
import { companyEventsUpTo } from './activity-rollups.js';
import { growthRate, isCustomerCompany, platformWindows, type AsOf } from './platform-window.js';

/**
 * The headline figures of the operator dashboard, over customer companies. Activity and content
 * come from the roll-ups (decision 051), so the cost does not grow with every event recorded.
 */
export async function getPlatformStats(db: Db, opts: AsOf = {}): Promise<PlatformStats> {
  const w = platformWindows(opts.now);
  const [customers, [userRow], [contentRow], upTo] = await Promise.all([
    db
      .select({
        id: companies.id,
        createdAt: companies.createdAt,
        price: companies.planMonthlyPrice,
      })
      .from(companies)
      .where(and(isCustomerCompany, lte(companies.createdAt, w.now))),
    db
      .select({ n: count() })
      .from(users)
      .innerJoin(companies, eq(companies.id, users.companyId))
      .where(and(isCustomerCompany, lte(users.createdAt, w.now))),
    // Saved items (the roll-up and its changes not folded yet, decision 064) less those made
    // after the moment asked about.
    db
      .select({
        n: sql<number>`coalesce(sum(${companyContent.items}), 0) + (select coalesce(sum(p.items), 0) from ${rollupPending} p join ${companies} pc on pc.id = p.company_id where p.day is null and pc.company_id <> ${PLATFORM_COMPANY_ID}) - (select count(*) from ${historyItems} h join ${companies} hc on hc.id = h.company_id where hc.company_id <> ${PLATFORM_COMPANY_ID} and h.created_at > ${ts(w.now)})`.mapWith(
          Number,
        ),
      })
      .from(companyContent)
      .innerJoin(companies, eq(companies.id, companyContent.companyId))
      .where(isCustomerCompany),
    companyEventsUpTo(db, [w.activeSince, w.now]),
  ]);
  const inWindow = (c: { createdAt: Date }, from: Date) => c.createdAt > from;
  const last = customers.filter((c) => inWindow(c, w.windowStart)).length;
  const previous = customers.filter(
    (c) => inWindow(c, w.previousWindowStart) && !inWindow(c, w.windowStart),
  ).length;
  const active = customers.filter((c) => {
    const [since, now] = upTo.get(c.id) ?? [0, 0];
    return now - since > 0;
  });
  const revenue = active.reduce((sum, c) => sum + Number(c.price), 0);
  return {
    totalCompanies: customers.length,
    growthRate: growthRate(last, previous),
    newCompaniesLast30Days: last,
    newCompaniesPrevious30Days: previous,
    totalUsers: userRow.n,
    totalContent: contentRow.n,
    activeCompanies: active.length,
    monthlyRevenue: Math.round(revenue * 100) / 100,
  };
}
