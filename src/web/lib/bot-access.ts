import { queryOptions, useQuery } from '@tanstack/react-query';
import { isAssistantId, type AssistantId } from '@core/assistants/ids.js';
import { getFrom } from './api.js';
import { queryKeys } from './query-keys.js';

/** GET /api/user-bot-access: always refetched, no retry, stale at once (docs/product.md#client-calls). */
const enabledAssistantsQuery = (companyId: string | undefined) =>
  queryOptions({
    queryKey: queryKeys.enabledAssistants(companyId ?? ''),
    queryFn: getFrom<{ enabledBots: string[] }>('/api/user-bot-access'),
    staleTime: 0,
    refetchOnMount: 'always',
    enabled: Boolean(companyId),
  });

/** Assistants enabled for the user here. */
export function useEnabledAssistants(companyId: string | undefined) {
  const query = useQuery(enabledAssistantsQuery(companyId));
  const enabled: AssistantId[] = (query.data?.enabledBots ?? []).filter(isAssistantId);
  return { enabled, isLoading: query.isLoading };
}
