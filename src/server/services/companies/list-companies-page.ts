import { count, ilike, or, sql } from 'drizzle-orm';
import {
  DEFAULT_SORT,
  type COMPANY_SORTS,
  type ListPage,
  type ListQuery,
} from '@core/api/list-page.js';
import type { Db } from '../../db/connection.js';
import { companies } from '../../db/schema.js';
import { col } from '../../db/qualified-column.js';
import { readKeyset, type SortColumn } from '../lists/keyset.js';
import { containsPattern } from '../lists/search.js';
import { companyIdsPage } from './company-ids-page.js';
import { listCompanies, type CompanySummaryRow } from './list-companies.js';

type CompanySort = (typeof COMPANY_SORTS)[number];

const companyId = col(companies.id);

const SORTS: Record<CompanySort, SortColumn> = {
  created: { expr: col(companies.createdAt), kind: 'time' },
  name: { expr: col(companies.companyName), kind: 'text' },
  users: {
    expr: sql`coalesce(agg.n, 0)`,
    kind: 'int',
    join: sql`left join (select company_id, count(*) as n from users group by company_id) agg on agg.company_id = ${companyId}`,
  },
};

/** Company name or public id containing `q`, whatever its case. */
export function companyMatches(q: string | undefined) {
  if (!q) return undefined;
  const pattern = containsPattern(q);
  return or(ilike(companies.companyName, pattern), ilike(companies.slug, pattern));
}

/**
 * One page of the Companies page: the ids by keyset over the sort values, then the
 * user and assistant counts for those rows only.
 */
export async function listCompaniesPage(
  db: Db,
  query: ListQuery<CompanySort>,
): Promise<ListPage<CompanySummaryRow>> {
  const keyset = readKeyset(query, SORTS, DEFAULT_SORT.companies, companyId);
  const matches = companyMatches(query.q);
  const [page, [totalRow]] = await Promise.all([
    companyIdsPage(db, keyset, matches),
    db.select({ n: count() }).from(companies).where(matches),
  ]);
  const found = await listCompanies(
    db,
    page.items.map((r) => r.id),
  );
  const byId = new Map(found.map((row) => [row.id, row]));
  return {
    items: page.items.flatMap((r) => byId.get(r.id) ?? []),
    nextCursor: page.nextCursor,
    total: Number(totalRow?.n ?? 0),
  };
}
