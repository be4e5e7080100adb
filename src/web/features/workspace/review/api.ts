import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { HistoryItem } from '@core/api/history.js';
import type {
  Comment,
  CreateComment,
  Person,
  ReviewDecision,
  SubmitReview,
  TimelineEntry,
  Visibility,
} from '@core/api/reviews.js';
import { apiRequest, withCompany } from '../../../lib/api.js';
import { queryKeys } from '../../../lib/query-keys.js';
import { invalidateHistory } from '../api/history.js';

// Review's calls (docs/product.md#review), under `queryKeys.review`: one invalidation refreshes
// every review view; the history lists follow an item's change.

const itemUrl = (id: number) => `/api/history/${id}`;

/** GET /api/history/{id}: the item as anyone who may see it reads it. */
export function useReviewItem(id: number) {
  return useQuery({
    queryKey: queryKeys.review.item(id),
    queryFn: () => apiRequest<HistoryItem>('GET', itemUrl(id)),
  });
}

/** An item changed (status, text, visibility): its views and the lists are asked again. */
export function refreshItem(client: QueryClient, id: number) {
  void client.invalidateQueries({ queryKey: queryKeys.review.item(id) });
  void client.invalidateQueries({ queryKey: queryKeys.review.timeline(id) });
  void client.invalidateQueries({ queryKey: queryKeys.review.inbox });
  void client.invalidateQueries({ queryKey: queryKeys.review.waiting });
  void invalidateHistory(client);
}

/** A change that answers the item, or 409 `{message, item}` when the text moved on. */
export type ReviewOutcome =
  { item: HistoryItem } | { conflict: { message: string; item: HistoryItem } };

async function change(url: string, method: string, body: unknown): Promise<ReviewOutcome> {
  const res = await fetch(withCompany(url), {
    method,
    credentials: 'same-origin',
    headers: { 'content-type': 'application/json', accept: 'application/json' },
    body: JSON.stringify(body),
  });
  const data = (await res.json().catch(() => ({}))) as { item?: HistoryItem; message?: string };
  if (res.status === 409 && data.item) {
    return { conflict: { message: data.message ?? 'The text changed.', item: data.item } };
  }
  if (!res.ok) throw new Error(data.message || `${res.status}: ${res.statusText}`);
  return { item: data as HistoryItem };
}

/** POST /api/history/{id}/review (the author). */
export const submitForReview = (id: number, body: SubmitReview) =>
  change(`${itemUrl(id)}/review`, 'POST', body);

/** POST /api/history/{id}/decision (a reviewer or an admin, never the author). */
export const decide = (id: number, body: ReviewDecision) =>
  change(`${itemUrl(id)}/decision`, 'POST', body);

/** PUT /api/history/{id}/visibility (the author). */
export const setVisibility = (id: number, visibility: Visibility) =>
  apiRequest<HistoryItem>('PUT', `${itemUrl(id)}/visibility`, { visibility });

/** GET /api/reviews/people: the company's other users (reviewers, @mentions). */
export function usePeople(enabled = true) {
  return useQuery({
    queryKey: queryKeys.review.people,
    queryFn: () => apiRequest<{ people: Person[] }>('GET', '/api/reviews/people'),
    select: (data) => data.people,
    enabled,
  });
}

/* ---- Comments ---- */

export function useComments(id: number) {
  return useQuery({
    queryKey: queryKeys.review.comments(id),
    queryFn: () => apiRequest<{ comments: Comment[] }>('GET', `${itemUrl(id)}/comments`),
    select: (data) => data.comments,
  });
}

type CommentChange =
  | { kind: 'add'; body: CreateComment }
  | { kind: 'edit'; commentId: number; text: string }
  | { kind: 'delete'; commentId: number }
  | { kind: 'resolve' | 'reopen'; commentId: number };

function sendComment(id: number, change: CommentChange): Promise<unknown> {
  const base = `${itemUrl(id)}/comments`;
  switch (change.kind) {
    case 'add':
      return apiRequest<Comment>('POST', base, change.body);
    case 'edit':
      return apiRequest<Comment>('PATCH', `${base}/${change.commentId}`, { body: change.text });
    case 'delete':
      return apiRequest('DELETE', `${base}/${change.commentId}`);
    default:
      return apiRequest<Comment>('POST', `${base}/${change.commentId}/${change.kind}`);
  }
}

/** Adds, edits, deletes, resolves or reopens a comment; the comments and the timeline follow. */
export function useCommentChange(id: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (change: CommentChange) => sendComment(id, change),
    onSettled: () => {
      void client.invalidateQueries({ queryKey: queryKeys.review.comments(id) });
      void client.invalidateQueries({ queryKey: queryKeys.review.timeline(id) });
    },
  });
}

/* ---- Timeline ---- */

export function useTimeline(id: number) {
  return useQuery({
    queryKey: queryKeys.review.timeline(id),
    queryFn: () => apiRequest<{ entries: TimelineEntry[] }>('GET', `${itemUrl(id)}/timeline`),
    select: (data) => data.entries,
  });
}
