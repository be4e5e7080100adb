import { z } from 'zod';
import { companySummarySchema } from './admin-companies.js';
import { adminUserSchema } from './admin-users.js';
import { companyPerformanceSchema } from './platform.js';

/**
 * Server-side search, sort and paging of the operator's long lists: the Companies
 * page, User Management and the dashboard's company performance tab. Each list has two routes of
 * one shape each (decision 056): the specification's whole list, a plain array
 * (`GET /api/admin/users`), and its pages (`GET /api/admin/users/page?q=&sort=&cursor=&limit=`,
 * a `ListPage`).
 */
export const LIST_PAGE_MAX = 100;
/** The page size when only `q`, `sort` or `cursor` is given. */
export const LIST_PAGE_DEFAULT = 50;
/** The longest search accepted. */
const LIST_SEARCH_MAX = 100;

const LIMIT_MESSAGE = `The limit must be a whole number from 1 to ${LIST_PAGE_MAX}`;

/** `sort` values: a key ascending, or `-key` descending. */
type SortParam<K extends string> = K | `-${K}`;

/**
 * The query of a paged list. `sort` is one of `keys`, `-` before it for descending; `cursor` is
 * the `nextCursor` of the previous page (opaque; made for the same `sort`).
 */
function listQuerySchema<K extends string>(keys: readonly [K, ...K[]]) {
  const sorts = keys.flatMap((key) => [key, `-${key}`]) as [SortParam<K>, ...SortParam<K>[]];
  return z.object({
    /** Case-insensitive substring of the name or public id (each list says which). */
    q: z.string().trim().max(LIST_SEARCH_MAX, 'The search is too long').optional(),
    sort: z
      .enum(sorts, { error: `sort must be one of ${sorts.join(', ')}` })
      .optional()
      .describe(`One of ${sorts.join(', ')} (a leading "-" sorts descending).`),
    cursor: z
      .string()
      .max(400, 'The cursor is not valid')
      .regex(/^[\w-]+$/, 'The cursor is not valid')
      .optional(),
    limit: z.coerce
      .number({ error: LIMIT_MESSAGE })
      .int(LIMIT_MESSAGE)
      .min(1, LIMIT_MESSAGE)
      .max(LIST_PAGE_MAX, LIMIT_MESSAGE)
      .optional(),
  });
}

/** What a paged list's parameters come to once read. */
export interface ListQuery<K extends string> {
  q?: string;
  sort?: SortParam<K>;
  cursor?: string;
  limit?: number;
}

/** One page of a list. */
function listPageSchema<T extends z.ZodType>(item: T) {
  return z.object({
    items: z.array(item),
    /** Pass as `cursor` (with the same `q` and `sort`) for the next page; null on the last. */
    nextCursor: z.string().nullable(),
    /** Rows matching `q` over every page. */
    total: z.number(),
  });
}

export interface ListPage<T> {
  items: T[];
  nextCursor: string | null;
  total: number;
}

/** The sort keys of each list. */
export const COMPANY_SORTS = ['created', 'name', 'users'] as const;
export const USER_SORTS = ['created', 'username', 'lastLogin', 'company'] as const;
export const PERFORMANCE_SORTS = ['name', 'users', 'usage', 'lastActivity', 'created'] as const;

export const companiesQuerySchema = listQuerySchema(COMPANY_SORTS);
export const usersQuerySchema = listQuerySchema(USER_SORTS);
export const performanceQuerySchema = listQuerySchema(PERFORMANCE_SORTS);

export const companiesPageSchema = listPageSchema(companySummarySchema);
export type CompaniesPage = z.infer<typeof companiesPageSchema>;
export const usersPageSchema = listPageSchema(adminUserSchema).extend({
  /** Users of the whole list (not only `q`'s) created within the last 7 days. */
  newThisWeek: z.number(),
});
export type UsersPage = z.infer<typeof usersPageSchema>;
export const performancePageSchema = listPageSchema(companyPerformanceSchema);
export type PerformancePage = z.infer<typeof performancePageSchema>;

/** The sort each list uses without `sort`: today's order of the whole list. */
export const DEFAULT_SORT = {
  companies: 'created',
  users: '-created',
  performance: 'name',
} as const;

/** The text of the paged routes' descriptions (OpenAPI). */
export const PAGING_DESCRIPTION =
  `One page: \`{items, nextCursor, total}\`, at most ${LIST_PAGE_MAX} items ` +
  `(\`limit\`, default ${LIST_PAGE_DEFAULT}). \`sort\` is a key, with a leading \`-\` for ` +
  'descending; the id breaks ties. `cursor` is the previous page’s `nextCursor` (given with ' +
  'the same `q` and `sort`); a cursor of another sort, or not made by the server, is a 400.';

/** The text of the whole lists' descriptions (OpenAPI): where their pages are. */
export const wholeListDescription = (pagePath: string) =>
  `The whole list, as the specification gives it. The same list searched, sorted and a page at ` +
  `a time: \`GET ${pagePath}\`.`;
