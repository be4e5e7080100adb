import { useQuery } from '@tanstack/react-query';
import type { CompanySummary } from '../../../../core/api/admin-companies.js';

export const COMPANIES_KEY = ['/api/admin/companies'] as const;

/** GET /api/admin/companies, refetched every 30 s (spec §9). */
export function useCompanies(enabled: boolean) {
  return useQuery<CompanySummary[]>({
    queryKey: COMPANIES_KEY,
    enabled,
    staleTime: 0,
    refetchOnMount: 'always',
    refetchInterval: 30_000,
  });
}
