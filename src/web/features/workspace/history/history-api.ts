import { useInfiniteQuery } from '@tanstack/react-query';
import type { HistoryPage } from '../../../../core/api/history.js';
import type { AssistantId } from '../../../../core/assistants/ids.js';
import { apiRequest } from '../../../lib/api.js';
import { getSessionId } from '../../../lib/session-id.js';
import { useTenant } from '../../../lib/tenant.js';

/** Every history query starts with this key: invalidate it after anything that adds an item. */
export const HISTORY_KEY = ['/api/history'] as const;

/** What a tab of the panel shows: everything, favourites only, or one assistant's items. */
export type HistoryFilter =
  { kind: 'all' } | { kind: 'favorites' } | { kind: 'assistant'; assistantType: AssistantId };

const historyQueryKey = (filter: HistoryFilter) => [...HISTORY_KEY, filter] as const;

/**
 * One page of the user's history. The current session ID goes along (spec §7), but the list
 * shows all of the user's items, whatever the session (decision 017).
 */
function fetchHistoryPage(filter: HistoryFilter, cursor: string | null, sessionId: string) {
  const params = new URLSearchParams({ sessionId });
  if (filter.kind === 'favorites') params.set('favorites', 'true');
  if (filter.kind === 'assistant') params.set('assistantType', filter.assistantType);
  if (cursor) params.set('cursor', cursor);
  const query = params.toString();
  return apiRequest<HistoryPage>('GET', `/api/history${query ? `?${query}` : ''}`);
}

/** The history list of a tab, a page at a time (the next page loads on scroll). */
export function useHistoryList(filter: HistoryFilter, enabled: boolean) {
  const companyId = useTenant().data?.companyId;
  return useInfiniteQuery({
    queryKey: historyQueryKey(filter),
    queryFn: ({ pageParam }) => fetchHistoryPage(filter, pageParam, getSessionId(companyId)),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
    enabled,
  });
}
