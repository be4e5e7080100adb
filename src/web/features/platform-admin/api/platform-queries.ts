import { useQuery } from '@tanstack/react-query';
import type {
  BotAnalytics,
  CompanyPerformance,
  PlatformMetrics,
  PlatformStats,
} from '../../../../core/api/platform.js';

/*
 * The client's defaults (spec workspace §7): no retry, no polling, never stale. Changes made in
 * this client that move these figures invalidate them (lib/query-keys.ts).
 */

/** GET /api/platform-admin/stats */
export const usePlatformStats = () =>
  useQuery<PlatformStats>({ queryKey: ['/api/platform-admin/stats'] });

/** GET /api/platform-admin/companies */
export const useCompanyPerformance = () =>
  useQuery<CompanyPerformance[]>({ queryKey: ['/api/platform-admin/companies'] });

/** GET /api/platform-admin/metrics */
export const usePlatformMetrics = () =>
  useQuery<PlatformMetrics>({ queryKey: ['/api/platform-admin/metrics'] });

/** GET /api/platform-admin/bot-analytics */
export const useBotAnalytics = () =>
  useQuery<BotAnalytics>({ queryKey: ['/api/platform-admin/bot-analytics'] });
