import { useQuery } from '@tanstack/react-query';
import { isAssistantId, type AssistantId } from '../../core/assistants/ids.js';

const botAccessKey = (companyId: string | undefined) =>
  ['/api/user-bot-access', companyId ?? ''] as const;

/** Assistants enabled for the user here: always refetched, no retry, stale at once (spec §7). */
export function useEnabledAssistants(companyId: string | undefined) {
  const query = useQuery<{ enabledBots: string[] }>({
    queryKey: botAccessKey(companyId),
    staleTime: 0,
    refetchOnMount: 'always',
    enabled: Boolean(companyId),
  });
  const enabled: AssistantId[] = (query.data?.enabledBots ?? []).filter(isAssistantId);
  return { enabled, isLoading: query.isLoading };
}
