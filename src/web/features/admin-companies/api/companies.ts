import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CompanySummary, CreateCompanyBody } from '@core/api/admin-companies.js';
import { apiRequest } from '../../../lib/api.js';
import { invalidateActivityFigures, invalidateCompanies } from '../../../lib/query-keys.js';

/** POST /api/admin/companies; refreshes the company list and the dashboard figures. */
export function useCreateCompany() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateCompanyBody) =>
      apiRequest<CompanySummary>('POST', '/api/admin/companies', body),
    onSuccess: () => {
      invalidateActivityFigures(client);
      return invalidateCompanies(client);
    },
  });
}

/** DELETE /api/admin/companies/{companyId}; refreshes the company list and the dashboard figures. */
export function useDeleteCompany() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (companyId: string) =>
      apiRequest('DELETE', `/api/admin/companies/${encodeURIComponent(companyId)}`),
    onSuccess: () => {
      invalidateActivityFigures(client);
      return invalidateCompanies(client);
    },
  });
}
