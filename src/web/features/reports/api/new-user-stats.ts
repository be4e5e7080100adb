import { queryOptions, useQuery } from '@tanstack/react-query';
import type { UserStatsRow } from '@core/api/reports.js';
import { countNewUsers } from '@core/new-users.js';
import { getFrom } from '../../../lib/api.js';
import { queryKeys } from '../../../lib/query-keys.js';

/**
 * The sidebar badge's call (docs/product.md#reports, #client-calls): GET /api/admin/reports/user-stats without a
 * range (the report tabs add `?days`), polled every 30 s, stale after 15 s, no retry.
 */
const newUserStatsQuery = () =>
  queryOptions({
    queryKey: queryKeys.newUserStats,
    queryFn: getFrom<UserStatsRow[]>('/api/admin/reports/user-stats'),
    staleTime: 15_000,
    refetchInterval: 30_000,
    retry: false,
  });

/**
 * The badge's count: users created after the admin's last visit to the reports, or, before any
 * visit, the users flagged new.
 */
export function useNewUserCount(lastViewedUsageReports: string | null | undefined) {
  return useQuery({
    ...newUserStatsQuery(),
    select: (users) => countNewUsers(users, lastViewedUsageReports),
  });
}
