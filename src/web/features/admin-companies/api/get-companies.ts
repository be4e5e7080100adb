import { useQuery } from '@tanstack/react-query';
import type { CompanySummary } from '../../../../core/api/admin-companies.js';

export const COMPANIES_KEY = ['/api/admin/companies'] as const;

/**
 * GET /api/admin/companies. Only the company list in user management polls (spec §4); here the
 * list is refetched after each change made in this client that moves it.
 */
export function useCompanies(enabled: boolean) {
  return useQuery<CompanySummary[]>({ queryKey: COMPANIES_KEY, enabled });
}
