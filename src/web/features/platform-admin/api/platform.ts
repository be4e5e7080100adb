import { queryOptions, useQuery } from '@tanstack/react-query';
import type { FailingAutomation } from '../../../../core/api/automation-health.js';
import type {
  BotAnalytics,
  CompanyPerformance,
  PlatformMetrics,
  PlatformStats,
} from '../../../../core/api/platform.js';
import { getFrom } from '../../../lib/api.js';
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

/** GET /api/platform-admin/companies */
export const useCompanyPerformance = () =>
  useQuery(platformQuery<CompanyPerformance[]>('companies'));

/** GET /api/platform-admin/metrics */
export const usePlatformMetrics = () => useQuery(platformQuery<PlatformMetrics>('metrics'));

/** GET /api/platform-admin/bot-analytics */
export const useBotAnalytics = () => useQuery(platformQuery<BotAnalytics>('bot-analytics'));

/** GET /api/platform-admin/failing-automations: the ten worst automations of the last day. */
export const useFailingAutomations = () =>
  useQuery(platformQuery<FailingAutomation[]>('failing-automations'));
