import { queryOptions, useQuery } from '@tanstack/react-query';
import type { FailingAutomation } from '@core/api/automation-health.js';
import type { PerformancePage } from '@core/api/list-page.js';
import {
  MAX_CHURN_LIMIT,
  type BotAnalytics,
  type PlatformMetrics,
  type PlatformStats,
} from '@core/api/platform.js';
import { getFrom } from '../../../lib/api.js';
import { usePagedList } from '../../../lib/paged-list.js';
import { queryKeys } from '../../../lib/query-keys.js';

/*
 * The client's defaults (docs/product.md#client-calls): no retry, no polling, never stale. Changes made in
 * this client that move these figures invalidate them (`invalidateActivityFigures`).
 */

const platformQuery = <T>(what: string) =>
  queryOptions({
    queryKey: queryKeys.platformFigures(what),
    queryFn: getFrom<T>(`/api/platform-admin/${what}`),
  });

/** GET /api/platform-admin/stats */
export const usePlatformStats = () => useQuery(platformQuery<PlatformStats>('stats'));

/** GET /api/platform-admin/companies/page, a page at a time, searched and sorted. */
export const useCompanyPerformancePage = (opts: { q: string; sort: string }) =>
  usePagedList<PerformancePage>(
    queryKeys.platformFigures('companies'),
    '/api/platform-admin/companies/page',
    opts,
  );

/** GET /api/platform-admin/metrics */
export const usePlatformMetrics = () => useQuery(platformQuery<PlatformMetrics>('metrics'));

/** GET /api/platform-admin/bot-analytics: the riskiest companies, and every company counted. */
export const useBotAnalytics = () =>
  useQuery(
    queryOptions({
      queryKey: queryKeys.platformFigures('bot-analytics'),
      queryFn: getFrom<BotAnalytics>(
        `/api/platform-admin/bot-analytics?churnLimit=${MAX_CHURN_LIMIT}`,
      ),
    }),
  );

/** GET /api/platform-admin/failing-automations: the ten worst automations of the last day. */
export const useFailingAutomations = () =>
  useQuery(platformQuery<FailingAutomation[]>('failing-automations'));
