import { useQuery } from '@tanstack/react-query';
import type { CompanySummary } from '../../../../core/api/admin-companies.js';

/** The Create User dialog's company list, refetched every 30 s (spec §4); platform admins only. */
export function useCompanyOptions(enabled: boolean) {
  return useQuery<CompanySummary[]>({
    queryKey: ['/api/admin/companies'],
    enabled,
    refetchInterval: 30_000,
  });
}
