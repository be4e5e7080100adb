import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { User } from '@core/api/auth.js';
import { apiRequest, getJson } from '../../../lib/api.js';
import { ME_KEY } from '../../../lib/auth.js';
import { queryKeys } from '../../../lib/query-keys.js';

const OWN_EMAIL_KEY = ['own-email'] as const;

/** POST /api/auth/forgot-password: always the same message (decision 044). */
export function useForgotPassword() {
  return useMutation({
    mutationFn: (login: string) =>
      apiRequest<{ message: string }>(
        'POST',
        '/api/auth/forgot-password',
        { login },
        { redirectOn401: false },
      ),
  });
}

/** POST /api/auth/accept-invite: the password chosen, the user signed in. */
export function useAcceptInvite() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: { token: string; password: string }) =>
      apiRequest<User>('POST', '/api/auth/accept-invite', body, { redirectOn401: false }),
    onSuccess: (user) => {
      client.removeQueries({ predicate: (q) => q.queryKey[0] !== queryKeys.tenant[0] });
      client.setQueryData(ME_KEY, user);
    },
  });
}

/** POST /api/auth/reset-password: every session of the user ends; they sign in again. */
export function useResetWithLink() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: { token: string; password: string }) =>
      apiRequest<{ message: string }>('POST', '/api/auth/reset-password', body, {
        redirectOn401: false,
      }),
    onSuccess: () => client.setQueryData(ME_KEY, null),
  });
}

/** GET /api/auth/me/email: the signed-in user's address. */
export function useOwnEmail(enabled: boolean) {
  return useQuery({
    queryKey: OWN_EMAIL_KEY,
    queryFn: () => getJson<{ email: string | null }>('/api/auth/me/email'),
    enabled,
  });
}

/** PUT /api/auth/me/email, confirmed with the current password. */
export function useSetOwnEmail() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: { email: string; currentPassword: string }) =>
      apiRequest<{ email: string | null }>('PUT', '/api/auth/me/email', body),
    onSuccess: (data) => client.setQueryData(OWN_EMAIL_KEY, data),
  });
}
