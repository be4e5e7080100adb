import {
  infiniteQueryOptions,
  useInfiniteQuery,
  useMutation,
  useQueryClient,
} from '@tanstack/react-query';
import type { HistoryItem, HistoryPage } from '@core/api/history.js';
import type { ReviewStatus } from '@core/api/reviews.js';
import type { AssistantId } from '@core/assistants/ids.js';
import { apiRequest } from '../../../lib/api.js';
import { queryKeys } from '../../../lib/query-keys.js';
import { getSessionId } from '../../../lib/session-id.js';
import { useTenant } from '../../../lib/tenant.js';
import { invalidateHistory } from './history.js';

/** What a tab of the panel shows: everything, favourites only, or one assistant's items. */
export type HistoryFilter =
  { kind: 'all' } | { kind: 'favorites' } | { kind: 'assistant'; assistantType: AssistantId };

/**
 * Whose items (the user's own, or those colleagues shared with the team) and which review
 * status (any when absent): docs/product.md#review.
 */
export interface HistoryView {
  scope: 'mine' | 'team';
  status?: ReviewStatus;
}

/**
 * One page of the user's history. The current session ID goes along (docs/product.md#client-calls), but the list
 * shows all of the user's items, whatever the session (decision 017).
 */
function fetchHistoryPage(
  filter: HistoryFilter,
  search: string,
  view: HistoryView,
  cursor: string | null,
  sessionId: string,
) {
  const params = new URLSearchParams({ sessionId });
  if (view.scope === 'team') params.set('scope', 'team');
  if (view.status) params.set('status', view.status);
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
const historyQuery = (
  filter: HistoryFilter,
  search: string,
  view: HistoryView,
  companyId: string | undefined,
) =>
  infiniteQueryOptions({
    queryKey: [...queryKeys.history, filter, search, view],
    queryFn: ({ pageParam }) =>
      fetchHistoryPage(filter, search, view, pageParam, getSessionId(companyId)),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
  });

export function useHistoryList(
  filter: HistoryFilter,
  search: string,
  enabled: boolean,
  view: HistoryView = { scope: 'mine' },
) {
  const companyId = useTenant().data?.companyId;
  return useInfiniteQuery({
    ...historyQuery(filter, search, view, companyId),
    enabled,
    // While a new search runs, the previous matches stay (no flash of the spinner per key).
    placeholderData: (previous) => previous,
  });
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
