import {
  infiniteQueryOptions,
  useInfiniteQuery,
  useMutation,
  useQueryClient,
  type QueryClient,
} from '@tanstack/react-query';
import type { HistoryItem, HistoryPage } from '../../../../core/api/history.js';
import type { AssistantId } from '../../../../core/assistants/ids.js';
import { apiRequest } from '../../../lib/api.js';
import { invalidateActivityFigures, queryKeys } from '../../../lib/query-keys.js';
import { getSessionId } from '../../../lib/session-id.js';
import { useTenant } from '../../../lib/tenant.js';

/** What a tab of the panel shows: everything, favourites only, or one assistant's items. */
export type HistoryFilter =
  { kind: 'all' } | { kind: 'favorites' } | { kind: 'assistant'; assistantType: AssistantId };

/**
 * One page of the user's history. The current session ID goes along (docs/product.md#client-calls), but the list
 * shows all of the user's items, whatever the session (decision 017).
 */
function fetchHistoryPage(
  filter: HistoryFilter,
  search: string,
  cursor: string | null,
  sessionId: string,
) {
  const params = new URLSearchParams({ sessionId });
  if (search) params.set('q', search);
  if (filter.kind === 'favorites') params.set('favorites', 'true');
  if (filter.kind === 'assistant') params.set('assistantType', filter.assistantType);
  if (cursor) params.set('cursor', cursor);
  const query = params.toString();
  return apiRequest<HistoryPage>('GET', `/api/history${query ? `?${query}` : ''}`);
}

/**
 * GET /api/history: a tab's list, a page at a time (the next page loads on scroll), narrowed by a
 * full-text search when one is typed (`q`: words, "phrases", -excluded).
 */
const historyQuery = (filter: HistoryFilter, search: string, companyId: string | undefined) =>
  infiniteQueryOptions({
    queryKey: [...queryKeys.history, filter, search],
    queryFn: ({ pageParam }) =>
      fetchHistoryPage(filter, search, pageParam, getSessionId(companyId)),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
  });

export function useHistoryList(filter: HistoryFilter, search: string, enabled: boolean) {
  const companyId = useTenant().data?.companyId;
  return useInfiniteQuery({
    ...historyQuery(filter, search, companyId),
    enabled,
    // While a new search runs, the previous matches stay (no flash of the spinner per key).
    placeholderData: (previous) => previous,
  });
}

/**
 * The history changed (an item added, revised, starred or deleted): every history list is
 * refetched. A new item also moves the usage figures that count generations.
 */
export function invalidateHistory(client: QueryClient, opts: { newItem?: boolean } = {}) {
  if (opts.newItem) invalidateActivityFigures(client);
  return client.invalidateQueries({ queryKey: queryKeys.history });
}

/** PUT /api/history/favorite/{id}: toggles the star (the item afterwards). */
export function useToggleFavorite() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => apiRequest<HistoryItem>('PUT', `/api/history/favorite/${id}`),
    onSettled: () => invalidateHistory(client),
  });
}

/** DELETE /api/history/{id}. */
export function useDeleteHistoryItem() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => apiRequest('DELETE', `/api/history/${id}`),
    onSettled: () => invalidateHistory(client),
  });
}
