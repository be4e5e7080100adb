import { useQuery } from '@tanstack/react-query';
import type {
  BotAnalytics,
  CompanyPerformance,
  PlatformMetrics,
  PlatformStats,
} from '../../../../core/api/platform.js';

/** The dashboard refreshes every minute while open; figures older than 30 s are refetched. */
const live = { staleTime: 30_000, refetchInterval: 60_000, retry: false } as const;

/** GET /api/platform-admin/stats */
export const usePlatformStats = () =>
  useQuery<PlatformStats>({ queryKey: ['/api/platform-admin/stats'], ...live });

/** GET /api/platform-admin/companies */
export const useCompanyPerformance = () =>
  useQuery<CompanyPerformance[]>({ queryKey: ['/api/platform-admin/companies'], ...live });

/** GET /api/platform-admin/metrics */
export const usePlatformMetrics = () =>
  useQuery<PlatformMetrics>({ queryKey: ['/api/platform-admin/metrics'], ...live });

/** GET /api/platform-admin/bot-analytics */
export const useBotAnalytics = () =>
  useQuery<BotAnalytics>({ queryKey: ['/api/platform-admin/bot-analytics'], ...live });
