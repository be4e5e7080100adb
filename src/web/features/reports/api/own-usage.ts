import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { OwnUsage, ReportRange } from '../../../../core/api/reports.js';

/** GET /api/reports/me?days: the signed-in user's own usage (docs/decisions/013). */
export function useOwnUsage(days: ReportRange) {
  return useQuery<OwnUsage>({
    queryKey: [`/api/reports/me?days=${days}`],
    staleTime: 15_000,
    refetchInterval: 30_000,
    retry: false,
    placeholderData: keepPreviousData,
  });
}
