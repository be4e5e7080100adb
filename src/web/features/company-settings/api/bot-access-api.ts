import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { BotAccessEntry, SaveBotAccessBody } from '../../../../core/api/company-settings.js';
import { apiRequest } from '../../../lib/api.js';

export const botAccessListKey = (companyId: string) =>
  [`/api/admin/bot-access/${encodeURIComponent(companyId)}`] as const;

/** GET a company's access to every assistant. */
export function useBotAccessList(companyId: string | undefined) {
  return useQuery<BotAccessEntry[]>({
    queryKey: botAccessListKey(companyId ?? ''),
    enabled: Boolean(companyId),
    staleTime: 0,
  });
}

/** POST the whole list in one go, then refresh the sidebar's enabled assistants. */
export function useSaveBotAccess() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: SaveBotAccessBody) =>
      apiRequest<BotAccessEntry[]>('POST', '/api/admin/bot-access', body),
    onSuccess: async (saved, body) => {
      client.setQueryData(botAccessListKey(body.companyId), saved);
      await client.invalidateQueries({ queryKey: ['/api/user-bot-access'] });
    },
  });
}
