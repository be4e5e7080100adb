import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api.js';
import { invalidateActivityFigures, invalidateCompanies } from '../../../lib/query-keys.js';

/**
 * DELETE /api/admin/companies/{companyId}?erase=true with the typed confirmation: every row of
 * the company goes. Refreshes the company list and the dashboard figures.
 */
export function useEraseCompany() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: { companyId: string; confirm: string }) =>
      apiRequest(
        'DELETE',
        `/api/admin/companies/${encodeURIComponent(input.companyId)}?erase=true`,
        {
          confirm: input.confirm,
        },
      ),
    onSuccess: () => {
      invalidateActivityFigures(client);
      return invalidateCompanies(client);
    },
  });
}
