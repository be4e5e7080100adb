import { useQuery } from '@tanstack/react-query';
import type { NewUserCount } from '../../../../core/api/reports.js';

export const NEW_USER_COUNT_KEY = ['/api/admin/reports/new-user-count'] as const;

/** The sidebar badge's count (spec workspace §7): polled every 30 s, stale after 15 s, no retry. */
export function useNewUserCount() {
  return useQuery<NewUserCount>({
    queryKey: NEW_USER_COUNT_KEY,
    staleTime: 15_000,
    refetchInterval: 30_000,
    retry: false,
  });
}
