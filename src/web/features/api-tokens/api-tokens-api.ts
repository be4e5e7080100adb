import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ApiToken, CompanyApiToken, CreatedApiToken } from '@core/api/api-tokens.js';
import { apiRequest, getFrom } from '../../lib/api.js';

const URL = '/api/me/tokens';
/** The signed-in user's tokens (decision 022: a key names its resource first). */
const tokenKeys = { own: ['api-tokens', 'own'] as const };

export function useOwnApiTokens() {
  return useQuery({ queryKey: tokenKeys.own, queryFn: getFrom<{ items: ApiToken[] }>(URL) });
}

export interface NewToken {
  name: string;
  scopes: string[];
  expiresInDays: number;
}

export function useCreateApiToken() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: NewToken) => apiRequest<CreatedApiToken>('POST', URL, input),
    onSuccess: () => client.invalidateQueries({ queryKey: tokenKeys.own }),
  });
}

export function useRevokeApiToken() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => apiRequest('DELETE', `${URL}/${id}`),
    onSuccess: () => client.invalidateQueries({ queryKey: tokenKeys.own }),
  });
}

const COMPANY_URL = '/api/admin/tokens';
const companyKeys = { list: ['api-tokens', 'company'] as const };

/** The company's working tokens, and whether its API is on (admins). */
export function useCompanyApiTokens() {
  return useQuery({
    queryKey: companyKeys.list,
    queryFn: getFrom<{ items: CompanyApiToken[]; apiAccess: boolean }>(COMPANY_URL),
  });
}

export function useRevokeCompanyApiToken() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => apiRequest('DELETE', `${COMPANY_URL}/${id}`),
    onSuccess: () => client.invalidateQueries({ queryKey: ['api-tokens'] }),
  });
}
