import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import type { ReviewBox, ReviewInboxEntry } from '@core/api/reviews.js';
import { apiRequest } from '../../../lib/api.js';
import { queryKeys } from '../../../lib/query-keys.js';

// The review inbox (docs/product.md#review), under `queryKeys.review` as the result panel's
// review views: a submission or decision there refreshes these.

interface InboxPage {
  items: ReviewInboxEntry[];
  nextCursor: string | null;
  waiting: number;
}

const inboxUrl = (box: ReviewBox, cursor: string | null, limit = 20) => {
  const params = new URLSearchParams({ box, limit: String(limit) });
  if (cursor) params.set('cursor', cursor);
  return `/api/reviews?${params.toString()}`;
};

/** GET /api/reviews?box=: one box of the inbox, a page at a time ("Load more"). */
export function useInbox(box: ReviewBox, enabled: boolean) {
  return useInfiniteQuery({
    queryKey: queryKeys.review.box(box),
    queryFn: ({ pageParam }) => apiRequest<InboxPage>('GET', inboxUrl(box, pageParam)),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
    enabled,
  });
}

/** How many items wait for my review: the sidebar's number, asked again every minute. */
export function useWaitingCount() {
  return useQuery({
    queryKey: queryKeys.review.waiting,
    queryFn: () => apiRequest<InboxPage>('GET', inboxUrl('to-review', null, 1)),
    select: (data) => data.waiting,
    refetchInterval: 60_000,
    staleTime: 30_000,
    retry: false,
  });
}
