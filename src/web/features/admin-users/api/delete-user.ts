import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api.js';
import { invalidateActivityFigures } from '../../../lib/query-keys.js';
import { USERS_KEY } from './get-users.js';

/** DELETE /api/admin/users/{id}; refreshes the list, the companies' user counts and figures. */
export function useDeleteUser() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => apiRequest('DELETE', `/api/admin/users/${id}`),
    onSuccess: async () => {
      invalidateActivityFigures(client);
      await Promise.all([
        client.invalidateQueries({ queryKey: USERS_KEY }),
        client.invalidateQueries({ queryKey: ['/api/admin/companies'] }),
      ]);
    },
  });
}
