import { and, count, lte, sql } from 'drizzle-orm';
import {
  DEFAULT_SORT,
  type ListPage,
  type ListQuery,
  type PERFORMANCE_SORTS,
} from '@core/api/list-page.js';
import type { CompanyPerformance } from '@core/api/platform.js';
import type { Db } from '../../db/connection.js';
import { col } from '../../db/qualified-column.js';
import { companies } from '../../db/schema.js';
import { companyMatches } from '../companies/list-companies-page.js';
import { companyIdsPage } from '../companies/company-ids-page.js';
import { readKeyset, type SortColumn } from '../lists/keyset.js';
import { ts } from '../reports/report-window.js';
import { generationsSinceSql } from './activity-rollups.js';
import { listCompanyPerformance } from './company-performance.js';
import { isCustomerCompany, platformWindows, type AsOf } from './platform-window.js';

type PerformanceSort = (typeof PERFORMANCE_SORTS)[number];

/**
 * The sort values, as of `now`, each the figure the tab shows. The month's generations come from
 * the roll-ups (two probes per company); the last activity is activity_company_time_idx read
 * backwards; users one count over users_company_idx.
 */
function sortsAsOf(now: Date): Record<PerformanceSort, SortColumn> {
  const w = platformWindows(now);
  const company = col(companies.id);
  return {
    name: { expr: col(companies.companyName), kind: 'text' },
    created: { expr: col(companies.createdAt), kind: 'time' },
    users: {
      expr: sql`coalesce(agg.n, 0)`,
      kind: 'int',
      join: sql`left join (select company_id, count(*) as n from users where created_at <= ${ts(w.now)} group by company_id) agg on agg.company_id = ${company}`,
    },
    usage: {
      expr: sql`coalesce(agg.n, 0)`,
      kind: 'int',
      // From the daily roll-ups (decision 051): not every event of the month.
      join: sql`left join ${generationsSinceSql(w.monthStart, w.now)} agg on agg.company_id = ${company}`,
    },
    // No activity sorts as the oldest.
    lastActivity: {
      expr: sql`coalesce((select max(a.created_at) from activity_events a where a.company_id = ${company} and a.created_at <= ${ts(w.now)}), '1970-01-01T00:00:00Z'::timestamptz)`,
      kind: 'time',
    },
  };
}

/**
 * One page of the dashboard's company performance tab: the page's ids by keyset over
 * the sort values (`companyIdsPage`), then the figures for its rows only.
 */
export async function listCompanyPerformancePage(
  db: Db,
  query: ListQuery<PerformanceSort>,
  opts: AsOf = {},
): Promise<ListPage<CompanyPerformance>> {
  const now = opts.now ?? new Date();
  const keyset = readKeyset(query, sortsAsOf(now), DEFAULT_SORT.performance, col(companies.id));
  const where = and(isCustomerCompany, lte(companies.createdAt, now), companyMatches(query.q));
  const [page, [totalRow]] = await Promise.all([
    companyIdsPage(db, keyset, where),
    db.select({ n: count() }).from(companies).where(where),
  ]);
  const figures = await listCompanyPerformance(db, { now, ids: page.items.map((r) => r.id) });
  // The figures come back by name; put them in the page's order (the public id is unique).
  const bySlug = new Map(figures.map((f) => [f.companyId, f]));
  return {
    items: page.items.flatMap((r) => bySlug.get(r.slug) ?? []),
    nextCursor: page.nextCursor,
    total: Number(totalRow?.n ?? 0),
  };
}
