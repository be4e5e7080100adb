import { and, count, eq, gt, ilike, or, sql } from 'drizzle-orm';
import { NEW_USER_DAYS } from '@core/api/admin-users.js';
import {
  DEFAULT_SORT,
  type ListPage,
  type ListQuery,
  type USER_SORTS,
} from '@core/api/list-page.js';
import type { Db } from '../../db/connection.js';
import { companies, users } from '../../db/schema.js';
import { col } from '../../db/qualified-column.js';
import { keysetPage, readKeyset, type SortColumn } from '../lists/keyset.js';
import { containsPattern } from '../lists/search.js';
import { adminUserColumns, type AdminUserRow } from './list-users.js';

type UserSort = (typeof USER_SORTS)[number];

const userId = col(users.id);

/** Each sort has an index of its own (users_*_idx; the company's users_company_idx for admins). */
const SORTS: Record<UserSort, SortColumn> = {
  created: { expr: col(users.createdAt), kind: 'time' },
  username: { expr: sql`lower(${col(users.username)})`, kind: 'text' },
  // Never signed in sorts as the oldest sign-in (users_last_login_idx has the same expression).
  lastLogin: {
    expr: sql`coalesce(${col(users.lastLogin)}, '1970-01-01T00:00:00Z'::timestamptz)`,
    kind: 'time',
  },
  company: { expr: col(companies.companyName), kind: 'text' },
};

/**
 * `q`: username or email containing it, whatever its case; for operator staff (who see every
 * company) also the company's name or public id.
 */
function userMatches(q: string | undefined, everyCompany: boolean) {
  if (!q) return undefined;
  const pattern = containsPattern(q);
  return or(
    ilike(users.username, pattern),
    ilike(users.email, pattern),
    everyCompany ? ilike(companies.companyName, pattern) : undefined,
    everyCompany ? ilike(companies.slug, pattern) : undefined,
  );
}

/**
 * One page of User Management, within the same scope as the whole list: one company's
 * users (`companyId`), or every company's (null, operator staff). `newThisWeek` counts the whole
 * scope (the page's header badge), whatever `q`.
 */
export async function listUsersPage(
  db: Db,
  opts: { companyId: number | null; now?: Date },
  query: ListQuery<UserSort>,
): Promise<ListPage<AdminUserRow> & { newThisWeek: number }> {
  const keyset = readKeyset(query, SORTS, DEFAULT_SORT.users, userId);
  const scope = opts.companyId === null ? undefined : eq(users.companyId, opts.companyId);
  const filter = and(scope, userMatches(query.q, opts.companyId === null));
  const since = new Date((opts.now ?? new Date()).getTime() - NEW_USER_DAYS * 86_400_000);
  // The join is needed for the company sort and the operator's search only.
  const joined = keyset.column === SORTS.company || (opts.companyId === null && Boolean(query.q));
  const countQuery = db.select({ n: count() }).from(users);
  const [page, [totalRow], [newRow]] = await Promise.all([
    keysetPage(keyset, ({ after, orderBy, sortValue, limit }) =>
      db
        .select({ ...adminUserColumns, sortValue })
        .from(users)
        .innerJoin(companies, eq(companies.id, users.companyId))
        .where(and(filter, after))
        .orderBy(orderBy)
        .limit(limit),
    ),
    (joined
      ? countQuery.innerJoin(companies, eq(companies.id, users.companyId))
      : countQuery
    ).where(filter),
    db
      .select({ n: count() })
      .from(users)
      .where(and(scope, gt(users.createdAt, since))),
  ]);
  return {
    items: page.items.map(({ sortValue: _, ...row }) => row),
    nextCursor: page.nextCursor,
    total: Number(totalRow?.n ?? 0),
    newThisWeek: Number(newRow?.n ?? 0),
  };
}
