import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CompanySummary } from '../../core/api/admin-companies.js';
import { getFrom } from './api.js';
import { queryKeys } from './query-keys.js';

/**
 * GET /api/admin/companies (platform admins): the Companies page, the Create User dialog's
 * company list and the operator's company choice in the reports share it.
 */
const companiesQuery = (enabled = true) =>
  queryOptions({
    queryKey: queryKeys.companies,
    queryFn: getFrom<CompanySummary[]>('/api/admin/companies'),
    enabled,
  });

/**
 * The company list. Only the list in user management polls (docs/product.md#client-calls, `refetchInterval`); the
 * others are refetched after each change made in this client that moves them.
 */
export function useCompanies(enabled: boolean, opts: { refetchInterval?: number } = {}) {
  return useQuery({ ...companiesQuery(enabled), ...opts });
}
