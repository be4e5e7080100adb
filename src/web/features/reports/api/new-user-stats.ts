import { useQuery } from '@tanstack/react-query';
import type { UserStatsRow } from '../../../../core/api/reports.js';
import { countNewUsers } from '../../../../core/new-users.js';

/** The badge's call, without a range (spec workspace §7); the report tabs add `?days`. */
const BADGE_STATS_KEY = ['/api/admin/reports/user-stats'] as const;

/**
 * The sidebar badge's count (spec workspace §4, §7): GET /api/admin/reports/user-stats, polled
 * every 30 s, stale after 15 s, no retry; users created after the admin's last visit to the
 * reports, or, before any visit, the users flagged new.
 */
export function useNewUserCount(lastViewedUsageReports: string | null | undefined) {
  return useQuery<UserStatsRow[], Error, number>({
    queryKey: BADGE_STATS_KEY,
    staleTime: 15_000,
    refetchInterval: 30_000,
    retry: false,
    select: (users) => countNewUsers(users, lastViewedUsageReports),
  });
}
