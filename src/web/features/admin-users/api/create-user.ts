import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminUser, CreateUserBody } from '../../../../core/api/admin-users.js';
import { apiRequest } from '../../../lib/api.js';
import { USERS_KEY } from './get-users.js';

/**
 * POST /api/admin/users; refreshes the user list, the companies' user counts and the sidebar's
 * new-user badge.
 */
export function useCreateUser() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateUserBody) => apiRequest<AdminUser>('POST', '/api/admin/users', body),
    onSuccess: async () => {
      await Promise.all([
        client.invalidateQueries({ queryKey: USERS_KEY }),
        client.invalidateQueries({ queryKey: ['/api/admin/companies'] }),
        client.invalidateQueries({ queryKey: ['/api/admin/reports/new-user-count'] }),
      ]);
    },
  });
}
