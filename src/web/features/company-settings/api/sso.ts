import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { SsoSettings, SsoSettingsBody } from '@core/api/sso.js';
import { apiRequest, getFrom } from '../../../lib/api.js';

/** A company's settings page: the calls name the company (operator staff edit any company). */
const ssoUrl = (companyId: string) => `/api/admin/sso?company=${encodeURIComponent(companyId)}`;

export function useSsoSettings(companyId: string) {
  return useQuery(
    queryOptions({
      queryKey: ['sso', companyId],
      queryFn: getFrom<SsoSettings>(ssoUrl(companyId)),
    }),
  );
}

export function useSaveSso(companyId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: SsoSettingsBody) => apiRequest<SsoSettings>('PUT', ssoUrl(companyId), body),
    onSuccess: (saved) => client.setQueryData(['sso', companyId], saved),
  });
}

export function useRemoveSso(companyId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => apiRequest('DELETE', ssoUrl(companyId)),
    // Turned off, the provider's redirect address stays what it was.
    onSuccess: () =>
      client.setQueryData<SsoSettings>(['sso', companyId], (old) =>
        old ? { configured: false, redirectUri: old.redirectUri } : undefined,
      ),
  });
}
