import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { BrandVoice } from '@core/api/brand-voice.js';
import { apiRequest, getFrom } from '../../../lib/api.js';
import { queryKeys } from '../../../lib/query-keys.js';

const brandVoiceUrl = (companyId: string) =>
  `/api/admin/companies/${encodeURIComponent(companyId)}/brand-voice`;

/** GET a company's brand voice (its admins, operator staff). */
const brandVoiceQuery = (companyId: string) =>
  queryOptions({
    queryKey: queryKeys.brandVoice(companyId),
    queryFn: getFrom<BrandVoice>(brandVoiceUrl(companyId)),
  });

export function useBrandVoice(companyId: string) {
  return useQuery(brandVoiceQuery(companyId));
}

/** PUT the whole voice; the answer (what is stored) replaces the cached one. */
export function useSaveBrandVoice(companyId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (voice: BrandVoice) =>
      apiRequest<BrandVoice>('PUT', brandVoiceUrl(companyId), voice),
    onSuccess: async (saved) => {
      client.setQueryData(queryKeys.brandVoice(companyId), saved);
      // The workspace's "your company's voice is applied" note reads the signed-in user.
      await client.invalidateQueries({ queryKey: queryKeys.me });
    },
  });
}
