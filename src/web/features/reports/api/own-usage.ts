import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { OwnUsage, ReportRange } from '@core/api/reports.js';
import { getFrom } from '../../../lib/api.js';
import { queryKeys } from '../../../lib/query-keys.js';

/** GET /api/reports/me?days: the signed-in user's own usage (docs/decisions/013). */
const ownUsageQuery = (days: ReportRange) =>
  queryOptions({
    queryKey: queryKeys.ownUsage(days),
    queryFn: getFrom<OwnUsage>(`/api/reports/me?days=${days}`),
    staleTime: 15_000,
    refetchInterval: 30_000,
    retry: false,
    placeholderData: keepPreviousData,
  });

export function useOwnUsage(days: ReportRange) {
  return useQuery(ownUsageQuery(days));
}
