import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminUser, CreateUserBody } from '../../../../core/api/admin-users.js';
import { apiRequest } from '../../../lib/api.js';
import { invalidateActivityFigures } from '../../../lib/query-keys.js';
import { USERS_KEY } from './get-users.js';

/**
 * POST /api/admin/users; refreshes the user list, the companies' user counts, the sidebar's
 * new-user badge and the report figures.
 */
export function useCreateUser() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateUserBody) => apiRequest<AdminUser>('POST', '/api/admin/users', body),
    onSuccess: async () => {
      invalidateActivityFigures(client);
      await Promise.all([
        client.invalidateQueries({ queryKey: USERS_KEY }),
        client.invalidateQueries({ queryKey: ['/api/admin/companies'] }),
      ]);
    },
  });
}
