import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SsoSignInOptions } from '@core/api/sso.js';
import { getFrom } from '../../../lib/api.js';

/** GET /api/auth/sso: whether the company's sign-in page offers single sign-on. */
export function useSsoSignInOptions() {
  return useQuery(
    queryOptions({
      queryKey: ['sso-sign-in'],
      queryFn: getFrom<SsoSignInOptions>('/api/auth/sso'),
      staleTime: 60_000,
    }),
  );
}
