import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { Notification } from '@core/api/reviews.js';
import { queryKeys } from '../../lib/query-keys.js';
import { apiRequest, getFrom } from '../../lib/api.js';

/** The bell's first page of notifications (newest first) and the unread count. */
export interface NotificationList {
  items: Notification[];
  nextCursor: string | null;
  unread: number;
}

const LIST_URL = '/api/notifications?limit=30';
const SETTINGS_URL = '/api/me/notification-settings';

/**
 * The notifications' query keys (decision 022: a key names its resource first). The event
 * stream writes into the list's cache (use-notification-stream.ts); a change refetches it.
 */
const notificationKeys = {
  list: ['notifications'] as const,
  settings: ['notification-settings'] as const,
};

export function useNotificationList() {
  return useQuery({
    queryKey: notificationKeys.list,
    queryFn: getFrom<NotificationList>(LIST_URL),
  });
}

/** What the stream says: the count, and a new notification to put first. */
export function applyNotificationEvent(
  client: QueryClient,
  event: { unread: number; notification: Notification | null },
) {
  const before = client.getQueryData<NotificationList>(notificationKeys.list)?.unread;
  client.setQueryData<NotificationList>(notificationKeys.list, (list) => {
    if (!list) return list;
    const { notification } = event;
    const items =
      notification && !list.items.some((item) => item.id === notification.id)
        ? [notification, ...list.items]
        : list.items;
    return { ...list, items, unread: event.unread };
  });
  // The count changed otherwise (read in another tab, or events missed): the list follows.
  if (!event.notification && before !== undefined && before !== event.unread) {
    void client.invalidateQueries({ queryKey: notificationKeys.list });
  }
  if (event.notification) refreshReviewViews(client, event.notification);
}

/**
 * Someone commented on, decided on or asked for a review of an item: the item's review views
 * are read again, so an open result shows the new comment without a reload (those on screen at
 * once, the others when next shown).
 */
function refreshReviewViews(client: QueryClient, notification: Notification) {
  const id = notification.historyId;
  if (id !== null) {
    const keys = queryKeys.review;
    for (const key of [keys.item(id), keys.comments(id), keys.timeline(id)]) {
      void client.invalidateQueries({ queryKey: key });
    }
  }
  // The inbox's boxes show each item's status; the sidebar counts what waits for the user.
  if (notification.kind === 'review_requested') {
    void client.invalidateQueries({ queryKey: queryKeys.review.waiting });
  }
  if (['review_requested', 'approved', 'changes_requested'].includes(notification.kind)) {
    void client.invalidateQueries({ queryKey: queryKeys.review.inbox });
  }
}

/** Marks notifications read (`ids`, or all): shown read at once, the count from the answer. */
export function useMarkRead() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (which: { ids: number[] } | { all: true }) =>
      apiRequest<{ unread: number }>('POST', '/api/notifications/read', which),
    onMutate: (which) => {
      client.setQueryData<NotificationList>(notificationKeys.list, (list) =>
        list
          ? {
              ...list,
              items: list.items.map((item) =>
                'all' in which || which.ids.includes(item.id) ? { ...item, read: true } : item,
              ),
            }
          : list,
      );
    },
    onSuccess: ({ unread }) => {
      client.setQueryData<NotificationList>(notificationKeys.list, (list) =>
        list ? { ...list, unread } : list,
      );
    },
    onError: () => void client.invalidateQueries({ queryKey: notificationKeys.list }),
  });
}

export function useNotificationSettings() {
  return useQuery({
    queryKey: notificationKeys.settings,
    queryFn: getFrom<{ email: boolean }>(SETTINGS_URL),
  });
}

export function useSaveNotificationSettings() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (email: boolean) => apiRequest<{ email: boolean }>('PUT', SETTINGS_URL, { email }),
    onSuccess: (saved) => client.setQueryData(notificationKeys.settings, saved),
  });
}
