import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type {
  ActivityEvent,
  ContentStats,
  LoginStats,
  ReportRange,
  UsageTrendRow,
  UserStatsRow,
} from '@core/api/reports.js';
import { ACTIVITY_FEED_LIMIT } from '@core/api/reports.js';

import { getFrom } from '../../../lib/api.js';
import { queryKeys } from '../../../lib/query-keys.js';

/**
 * Data queries as docs/product.md#client-calls says (the client's defaults: no retry, no polling, never
 * stale); changes made here invalidate them (`invalidateActivityFigures`). Switching the range
 * keeps the previous figures on screen until the new ones arrive.
 *
 * The operator reads any company's reports with `?company=` (the page's parameter, which the API
 * client copies onto each call): it is part of the key, so switching company never shows another
 * company's cached figures.
 */
const forCompany = (company: string | null) =>
  company ? `&company=${encodeURIComponent(company)}` : '';

const rangeQuery = <T>(report: string, days: ReportRange, company: string | null) =>
  queryOptions({
    queryKey: queryKeys.report(report, { days, company: company ?? '' }),
    queryFn: getFrom<T>(`/api/admin/reports/${report}?days=${days}${forCompany(company)}`),
    placeholderData: keepPreviousData,
  });

/** GET /api/admin/reports/user-stats?days */
export function useUserStats(days: ReportRange, company: string | null = null) {
  return useQuery(rangeQuery<UserStatsRow[]>('user-stats', days, company));
}

/** GET /api/admin/reports/content-stats?days */
export function useContentStats(days: ReportRange, company: string | null = null) {
  return useQuery(rangeQuery<ContentStats>('content-stats', days, company));
}

/** GET /api/admin/reports/login-stats?days */
export function useLoginStats(days: ReportRange, company: string | null = null) {
  return useQuery(rangeQuery<LoginStats>('login-stats', days, company));
}

/** GET /api/admin/reports/usage-trends?days */
export function useUsageTrends(days: ReportRange, company: string | null = null) {
  return useQuery(rangeQuery<UsageTrendRow[]>('usage-trends', days, company));
}

/** GET /api/admin/reports/activity?limit=100: the latest events, whatever the range. */
export function useActivityFeed(company: string | null = null) {
  return useQuery({
    queryKey: queryKeys.report('activity', { company: company ?? '' }),
    queryFn: getFrom<ActivityEvent[]>(
      `/api/admin/reports/activity?limit=${ACTIVITY_FEED_LIMIT}${forCompany(company)}`,
    ),
    placeholderData: keepPreviousData,
  });
}
