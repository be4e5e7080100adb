import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { BotAccessEntry, SaveBotAccessBody } from '@core/api/company-settings.js';
import { apiRequest, getFrom } from '../../../lib/api.js';
import {
  invalidateActivityFigures,
  invalidateCompanies,
  invalidateEnabledAssistants,
  queryKeys,
} from '../../../lib/query-keys.js';

/** GET /api/admin/bot-access/{companyId}: a company's access to every assistant. */
const botAccessQuery = (companyId: string | undefined) =>
  queryOptions({
    queryKey: queryKeys.botAccess(companyId ?? ''),
    queryFn: getFrom<BotAccessEntry[]>(
      `/api/admin/bot-access/${encodeURIComponent(companyId ?? '')}`,
    ),
    enabled: Boolean(companyId),
  });

export function useBotAccessList(companyId: string | undefined) {
  return useQuery(botAccessQuery(companyId));
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
      client.setQueryData(queryKeys.botAccess(body.companyId), saved);
      invalidateActivityFigures(client);
      await Promise.all([invalidateEnabledAssistants(client), invalidateCompanies(client)]);
    },
  });
}
