import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api.js';
import { USERS_KEY } from './get-users.js';

/** DELETE /api/admin/users/{id}; refreshes the list and the companies' user counts. */
export function useDeleteUser() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => apiRequest('DELETE', `/api/admin/users/${id}`),
    onSuccess: async () => {
      await Promise.all([
        client.invalidateQueries({ queryKey: USERS_KEY }),
        client.invalidateQueries({ queryKey: ['/api/admin/companies'] }),
      ]);
    },
  });
}
