import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CompanySummary, CreateCompanyBody } from '../../../../core/api/admin-companies.js';
import { apiRequest } from '../../../lib/api.js';
import { invalidateActivityFigures } from '../../../lib/query-keys.js';
import { COMPANIES_KEY } from './get-companies.js';

/** POST /api/admin/companies; refreshes the company list and the dashboard figures. */
export function useCreateCompany() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateCompanyBody) =>
      apiRequest<CompanySummary>('POST', '/api/admin/companies', body),
    onSuccess: () => {
      invalidateActivityFigures(client);
      return client.invalidateQueries({ queryKey: COMPANIES_KEY });
    },
  });
}
