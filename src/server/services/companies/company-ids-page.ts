import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/connection.js';
import { rowsOf } from '../../db/rows.js';
import { keysetPage, type Keyset, type Page } from '../lists/keyset.js';

interface CompanyKey {
  id: number;
  /** The public id. */
  slug: string;
  sortValue: string | number;
}

/**
 * One page of company ids (and public ids) in the keyset's order, for the lists of companies
 * (the Companies page, the dashboard's company performance), which then read their figures for
 * the page's rows only. The sort value of every matching company is computed once in a
 * materialised CTE (an aggregate sort cannot come from an index; without the fence PostgreSQL
 * evaluates the expression again for the cursor's condition), and the page is cut from it.
 */
export function companyIdsPage(
  db: Db,
  keyset: Keyset,
  where: SQL | undefined,
): Promise<Page<CompanyKey>> {
  const { column } = keyset;
  // The page is cut from `s`: the sort value is s.v, the id s.id.
  const fromCte: Keyset = {
    ...keyset,
    column: { expr: sql.raw('s.v'), kind: column.kind },
    id: sql.raw('s.id'),
  };
  return keysetPage(fromCte, async (page) => {
    const found = await db.execute(sql`
      with s as materialized (
        select "companies"."id" as id, "companies"."company_id" as slug, ${column.expr} as v
        from "companies" ${column.join ?? sql``}
        ${where ? sql`where ${where}` : sql``}
      )
      select s.id, s.slug, ${page.sortValue} as "sortValue" from s
      ${page.after ? sql`where ${page.after}` : sql``}
      order by ${page.orderBy}
      limit ${page.limit}`);
    return rowsOf<CompanyKey>(found).map((r) => ({
      id: Number(r.id),
      slug: r.slug,
      sortValue: column.kind === 'int' ? Number(r.sortValue) : r.sortValue,
    }));
  });
}
