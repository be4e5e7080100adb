import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { BotAccessEntry, SaveBotAccessBody } from '../../../../core/api/company-settings.js';
import { apiRequest } from '../../../lib/api.js';
import { invalidateActivityFigures } from '../../../lib/query-keys.js';

const botAccessListKey = (companyId: string) =>
  [`/api/admin/bot-access/${encodeURIComponent(companyId)}`] as const;

/** GET a company's access to every assistant. */
export function useBotAccessList(companyId: string | undefined) {
  return useQuery<BotAccessEntry[]>({
    queryKey: botAccessListKey(companyId ?? ''),
    enabled: Boolean(companyId),
  });
}

/**
 * POST the whole list in one go, then refresh the sidebar's enabled assistants, the companies'
 * enabled-bot counts and the dashboard figures.
 */
export function useSaveBotAccess() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: SaveBotAccessBody) =>
      apiRequest<BotAccessEntry[]>('POST', '/api/admin/bot-access', body),
    onSuccess: async (saved, body) => {
      client.setQueryData(botAccessListKey(body.companyId), saved);
      invalidateActivityFigures(client);
      await Promise.all([
        client.invalidateQueries({ queryKey: ['/api/user-bot-access'] }),
        client.invalidateQueries({ queryKey: ['/api/admin/companies'] }),
      ]);
    },
  });
}
