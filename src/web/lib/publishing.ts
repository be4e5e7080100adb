import {
  keepPreviousData,
  useMutation,
  useQuery,
  useQueryClient,
  type QueryClient,
} from '@tanstack/react-query';
import type { DestinationChoice, Publication, PublicationStatus } from '@core/api/publishing.js';
import { apiRequest } from './api.js';
import { queryKeys } from './query-keys.js';

/**
 * Publishing's calls shared by the calendar and the workspace (docs/product.md#publishing). Keys `['publishing', what, ...]`: a change
 * refreshes every publishing view at once, and the item it concerns.
 */
const publishingKeys = {
  all: ['publishing'] as const,
  destinations: ['publishing', 'destinations'] as const,
  item: (itemId: number) => ['publishing', 'item', itemId] as const,
  range: (query: PublicationFilter) => ['publishing', 'range', query] as const,
};

/** GET /api/destinations: the company's enabled destinations (any member). */
export function useDestinationChoices(enabled = true) {
  return useQuery({
    queryKey: publishingKeys.destinations,
    queryFn: () => apiRequest<{ destinations: DestinationChoice[] }>('GET', '/api/destinations'),
    select: (data) => data.destinations,
    enabled,
  });
}

interface PublicationPage {
  items: Publication[];
  nextCursor: string | null;
}

/** One item's publications, newest first (the Publish dialog). */
export function useItemPublications(itemId: number, enabled = true) {
  return useQuery({
    queryKey: publishingKeys.item(itemId),
    queryFn: () => apiRequest<PublicationPage>('GET', `/api/publications?itemId=${itemId}`),
    select: (data) => data.items,
    enabled,
    // While one is being sent, asked again until the automation has answered.
    refetchInterval: (query) =>
      query.state.data?.items.some((p) => p.status === 'publishing') ? 2000 : false,
  });
}

export interface PublicationFilter {
  from: string;
  to: string;
  status?: PublicationStatus;
  destinationId?: number;
}

/** The publications of the calendar's visible range (at most 500). */
export function useRangePublications(filter: PublicationFilter) {
  const params = new URLSearchParams({ from: filter.from, to: filter.to, limit: '500' });
  if (filter.status) params.set('status', filter.status);
  if (filter.destinationId) params.set('destinationId', String(filter.destinationId));
  return useQuery({
    queryKey: publishingKeys.range(filter),
    queryFn: () => apiRequest<PublicationPage>('GET', `/api/publications?${params.toString()}`),
    select: (data) => data.items,
    placeholderData: keepPreviousData,
  });
}

/** After a change: every publishing view, and the history lists (an item's status and link). */
export function refreshPublishing(client: QueryClient) {
  void client.invalidateQueries({ queryKey: publishingKeys.all });
  void client.invalidateQueries({ queryKey: queryKeys.history });
}

type PublicationChange =
  | { kind: 'cancel'; publication: Publication }
  | { kind: 'retry'; publication: Publication }
  | { kind: 'move'; publication: Publication; publishAt: string };

function sendChange(change: PublicationChange): Promise<unknown> {
  const url = `/api/publications/${change.publication.id}`;
  if (change.kind === 'cancel') return apiRequest('DELETE', url);
  if (change.kind === 'retry') return apiRequest<Publication>('POST', `${url}/retry`);
  return apiRequest<Publication>('PATCH', url, { publishAt: change.publishAt });
}

/**
 * Cancels, retries or reschedules a publication; every publishing view follows, and
 * `onChanged` (the workspace refreshes the item).
 */
export function usePublicationChange(onChanged?: (publication: Publication) => void) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: sendChange,
    onSettled: (_data, _error, change) => {
      refreshPublishing(client);
      onChanged?.(change.publication);
    },
  });
}
