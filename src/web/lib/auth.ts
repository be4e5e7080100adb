import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { User } from '../../core/api/auth.js';
import type { QueryClient } from '@tanstack/react-query';
import { apiRequest, getQueryFn } from './api.js';

/** Drops everything cached for the previous user; the company's branding stays. */
function forgetUserData(client: QueryClient) {
  const keep = new Set<unknown>(['/api/tenant/info', ME_KEY[0]]);
  client.removeQueries({ predicate: (q) => !keep.has(q.queryKey[0]) });
}

export const ME_KEY = ['/api/auth/me'] as const;

/** The signed-in user (null when signed out); fetched on start. */
export function useAuth() {
  const query = useQuery<User | null>({
    queryKey: ME_KEY,
    queryFn: getQueryFn<User>({ on401: 'returnNull' }),
  });
  return { user: query.data ?? null, isLoading: query.isLoading, error: query.error };
}

export function useLogin() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: { username: string; password: string }) =>
      apiRequest<User>('POST', '/api/auth/login', body, { redirectOn401: false }),
    onSuccess: (user) => {
      forgetUserData(client);
      client.setQueryData(ME_KEY, user);
    },
  });
}

/** Logout clears the user even when the call fails (spec §4). */
export function useLogout() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => apiRequest('POST', '/api/auth/logout'),
    onSettled: () => {
      forgetUserData(client);
      client.setQueryData(ME_KEY, null);
    },
  });
}
