import {
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
  type QueryClient,
} from '@tanstack/react-query';
import type { LoginResponse, User } from '@core/api/auth.js';
import { apiRequest, getJson } from './api.js';
import { queryKeys } from './query-keys.js';

/** Drops everything cached for the previous user; the company's branding stays. */
function forgetUserData(client: QueryClient) {
  const keep = new Set<unknown>([queryKeys.tenant[0], queryKeys.me[0]]);
  client.removeQueries({ predicate: (q) => !keep.has(q.queryKey[0]) });
}

export const ME_KEY = queryKeys.me;

/** GET /api/auth/me: the signed-in user, or null when signed out. */
const meQuery = () =>
  queryOptions({
    queryKey: ME_KEY,
    queryFn: () => getJson<User>('/api/auth/me', { on401: 'returnNull' }),
  });

/** The signed-in user (null when signed out); fetched on start. */
export function useAuth() {
  const query = useQuery(meQuery());
  return { user: query.data ?? null, isLoading: query.isLoading, error: query.error };
}

/** With two-factor on, the password step answers `{twoFactorRequired: true}` and no session. */
export const isSignedIn = (answer: LoginResponse): answer is User =>
  !('twoFactorRequired' in answer);

export function useLogin() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: { username: string; password: string }) =>
      apiRequest<LoginResponse>('POST', '/api/auth/login', body, { redirectOn401: false }),
    onSuccess: (answer) => {
      if (!isSignedIn(answer)) return;
      forgetUserData(client);
      client.setQueryData(ME_KEY, answer);
    },
  });
}

/** POST /api/auth/login/2fa: the second step, a code from the app or a recovery code. */
export function useTwoFactorLogin() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (code: string) =>
      apiRequest<User>('POST', '/api/auth/login/2fa', { code }, { redirectOn401: false }),
    onSuccess: (user) => {
      forgetUserData(client);
      client.setQueryData(ME_KEY, user);
    },
  });
}

/** Logout clears the user even when the call fails (docs/product.md#sign-in). */
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
