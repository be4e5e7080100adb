import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { AdminUser, CreateUserBody } from '@core/api/admin-users.js';
import type { Role } from '@core/api/common.js';
import type { UsersPage } from '@core/api/list-page.js';
import { apiRequest } from '../../../lib/api.js';
import { usePagedList } from '../../../lib/paged-list.js';
import {
  invalidateActivityFigures,
  invalidateCompanies,
  queryKeys,
} from '../../../lib/query-keys.js';

/**
 * GET /api/admin/users/page, a page at a time: the users this admin manages, searched and
 * sorted on the server (refetched after each change made here).
 */
export function useUsersPage(opts: { q: string; sort: string }) {
  return usePagedList<UsersPage>(queryKeys.users, '/api/admin/users/page', opts);
}

const invalidateUsers = (client: QueryClient) =>
  client.invalidateQueries({ queryKey: queryKeys.users });

/**
 * POST /api/admin/users; refreshes the user list, the companies' user counts, the sidebar's
 * new-user badge and the report figures.
 */
export function useCreateUser() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateUserBody) => apiRequest<AdminUser>('POST', '/api/admin/users', body),
    // Settled: an invited user is kept when their mail could not be sent (502).
    onSettled: async () => {
      invalidateActivityFigures(client);
      await Promise.all([invalidateUsers(client), invalidateCompanies(client)]);
    },
  });
}

/** DELETE /api/admin/users/{id}; refreshes the list, the companies' user counts and figures. */
export function useDeleteUser() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => apiRequest('DELETE', `/api/admin/users/${id}`),
    onSuccess: async () => {
      invalidateActivityFigures(client);
      await Promise.all([invalidateUsers(client), invalidateCompanies(client)]);
    },
  });
}

/** POST /api/admin/users/{id}/reset-2fa: the user signs in with the password alone (an event). */
export function useResetTwoFactor() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => apiRequest('POST', `/api/admin/users/${id}/reset-2fa`),
    onSuccess: () => {
      invalidateActivityFigures(client);
      return invalidateUsers(client);
    },
  });
}

/** POST /api/admin/users/{id}/reset-password; the user must then change it (a report event). */
export function useResetPassword() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, newPassword }: { id: number; newPassword: string }) =>
      apiRequest('POST', `/api/admin/users/${id}/reset-password`, { newPassword }),
    onSuccess: () => {
      invalidateActivityFigures(client);
      return invalidateUsers(client);
    },
  });
}

/** PATCH /api/admin/users/{id}: a user's email address (null clears it). */
export function useSetUserEmail() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, email }: { id: number; email: string }) =>
      apiRequest<AdminUser>('PATCH', `/api/admin/users/${id}`, { email }),
    onSuccess: () => invalidateUsers(client),
  });
}

/** PUT /api/admin/users/{id}/role: the user's new role, from their next request. */
export function useSetUserRole() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, role }: { id: number; role: Role }) =>
      apiRequest<AdminUser>('PUT', `/api/admin/users/${id}/role`, { role }),
    onSuccess: () => invalidateUsers(client),
  });
}

/** POST /api/admin/users/{id}/invite: the invitation mailed again (the old link ends). */
export function useResendInvitation() {
  return useMutation({
    mutationFn: (id: number) =>
      apiRequest<{ message: string }>('POST', `/api/admin/users/${id}/invite`),
  });
}
