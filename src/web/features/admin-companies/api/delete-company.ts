import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api.js';
import { invalidateActivityFigures } from '../../../lib/query-keys.js';
import { COMPANIES_KEY } from './get-companies.js';

/** DELETE /api/admin/companies/{companyId}; refreshes the company list and the dashboard figures. */
export function useDeleteCompany() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (companyId: string) =>
      apiRequest('DELETE', `/api/admin/companies/${encodeURIComponent(companyId)}`),
    onSuccess: () => {
      invalidateActivityFigures(client);
      return client.invalidateQueries({ queryKey: COMPANIES_KEY });
    },
  });
}
