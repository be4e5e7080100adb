import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type {
  ActivityEvent,
  ContentStats,
  LoginStats,
  ReportRange,
  UsageTrendRow,
  UserStatsRow,
} from '../../../../core/api/reports.js';
import { ACTIVITY_FEED_LIMIT } from '../../../../core/api/reports.js';

/** Every report key starts with this, so one invalidation refreshes them all. */
const REPORTS_PREFIX = '/api/admin/reports/';

/**
 * Data queries as spec workspace §7 says (the client's defaults: no retry, no polling, never
 * stale); changes made here invalidate them (lib/query-keys.ts). Switching the range keeps the
 * previous figures on screen until the new ones arrive.
 */
const live = { placeholderData: keepPreviousData } as const;

/**
 * The operator reads any company's reports with `?company=` (the page's parameter, which the API
 * client copies onto each call): it is part of the key, so switching company never shows another
 * company's cached figures.
 */
const forCompany = (company: string | null) =>
  company ? `&company=${encodeURIComponent(company)}` : '';
const rangeKey = (report: string, days: ReportRange, company: string | null) => [
  `${REPORTS_PREFIX}${report}?days=${days}${forCompany(company)}`,
];

/** GET /api/admin/reports/user-stats?days */
export function useUserStats(days: ReportRange, company: string | null = null) {
  return useQuery<UserStatsRow[]>({ queryKey: rangeKey('user-stats', days, company), ...live });
}

/** GET /api/admin/reports/content-stats?days */
export function useContentStats(days: ReportRange, company: string | null = null) {
  return useQuery<ContentStats>({ queryKey: rangeKey('content-stats', days, company), ...live });
}

/** GET /api/admin/reports/login-stats?days */
export function useLoginStats(days: ReportRange, company: string | null = null) {
  return useQuery<LoginStats>({ queryKey: rangeKey('login-stats', days, company), ...live });
}

/** GET /api/admin/reports/usage-trends?days */
export function useUsageTrends(days: ReportRange, company: string | null = null) {
  return useQuery<UsageTrendRow[]>({ queryKey: rangeKey('usage-trends', days, company), ...live });
}

/** GET /api/admin/reports/activity?limit=100: the latest events, whatever the range. */
export function useActivityFeed(company: string | null = null) {
  return useQuery<ActivityEvent[]>({
    queryKey: [`${REPORTS_PREFIX}activity?limit=${ACTIVITY_FEED_LIMIT}${forCompany(company)}`],
    ...live,
  });
}
