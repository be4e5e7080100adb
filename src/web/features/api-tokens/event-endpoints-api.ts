import {
  infiniteQueryOptions,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import type {
  EventDelivery,
  EventEndpoint,
  EventEndpointInput,
  EventEndpointTest,
} from '@core/api/event-webhooks.js';
import { apiRequest, getFrom } from '../../lib/api.js';

const URL = '/api/admin/event-endpoints';

/** What creating an endpoint or rotating its secret answers: the only time the secret is shown. */
export type EndpointWithSecret = EventEndpoint & { secret: string };
export type DeliveryStatus = EventDelivery['status'];

/** The tenant's endpoints and their logs (decision 022: a key names its resource first). */
const endpointKeys = {
  all: ['event-endpoints'] as const,
  list: ['event-endpoints', 'list'] as const,
  deliveries: (id: number, status: DeliveryStatus | null) =>
    ['event-endpoints', 'deliveries', id, { status }] as const,
};

/** A pending delivery due this soon (or being sent) is worth watching until it ends. */
const SOON_MS = 60_000;
const POLL_MS = 2_000;

export function useEventEndpoints() {
  return useQuery({
    queryKey: endpointKeys.list,
    queryFn: getFrom<{ items: EventEndpoint[] }>(URL),
    select: (data) => data.items,
  });
}

/** POST (no `id`) or PUT one endpoint; a new one answers its secret. */
export function useSaveEventEndpoint() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id: number | null; input: EventEndpointInput }) =>
      id === null
        ? apiRequest<EndpointWithSecret>('POST', URL, input)
        : apiRequest<EventEndpoint>('PUT', `${URL}/${id}`, input),
    onSuccess: () => client.invalidateQueries({ queryKey: endpointKeys.list }),
  });
}

export function useDeleteEventEndpoint() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => apiRequest('DELETE', `${URL}/${id}`),
    onSuccess: () => client.invalidateQueries({ queryKey: endpointKeys.all }),
  });
}

export function useRotateEventEndpointSecret() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) =>
      apiRequest<EndpointWithSecret>('POST', `${URL}/${id}/rotate-secret`),
    onSuccess: () => client.invalidateQueries({ queryKey: endpointKeys.list }),
  });
}

/** POST .../{id}/test: what the endpoint answered to a signed `webhook.test` event. */
export function useTestEventEndpoint() {
  return useMutation({
    mutationFn: (id: number) => apiRequest<EventEndpointTest>('POST', `${URL}/${id}/test`),
  });
}

/** `watchUntil`: read the log again every few seconds till then (ms), as after a resend. */
const deliveriesQuery = (id: number, status: DeliveryStatus | null, watchUntil: number) =>
  infiniteQueryOptions({
    queryKey: endpointKeys.deliveries(id, status),
    queryFn: ({ pageParam }) => {
      const query = new URLSearchParams();
      if (status) query.set('status', status);
      if (pageParam !== null) query.set('cursor', String(pageParam));
      const search = query.toString();
      return getFrom<{ items: EventDelivery[]; nextCursor: number | null }>(
        `${URL}/${id}/deliveries${search ? `?${search}` : ''}`,
      )();
    },
    initialPageParam: null as number | null,
    getNextPageParam: (page) => page.nextCursor,
    // The log is read when opened, and again while a delivery is about to be sent.
    staleTime: 0,
    refetchInterval: (query) => {
      const now = Date.now();
      if (now < watchUntil) return POLL_MS;
      const soon = query.state.data?.pages.some((page) =>
        page.items.some(
          (d) =>
            d.status === 'pending' &&
            (d.nextAttemptAt === null || Date.parse(d.nextAttemptAt) - now < SOON_MS),
        ),
      );
      return soon ? POLL_MS : false;
    },
  });

/** An endpoint's delivery log, newest first, a page at a time; `status` null: every one. */
export function useEventDeliveries(id: number, status: DeliveryStatus | null, watchUntil = 0) {
  return useInfiniteQuery(deliveriesQuery(id, status, watchUntil));
}

/** Sends a delivery again; the log and the endpoint's state are read again. */
export function useResendEventDelivery(id: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (deliveryId: number) =>
      apiRequest('POST', `${URL}/${id}/deliveries/${deliveryId}/resend`),
    onSuccess: () => client.invalidateQueries({ queryKey: endpointKeys.all }),
  });
}
