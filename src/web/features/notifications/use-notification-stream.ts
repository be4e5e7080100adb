import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { Notification } from '@core/api/reviews.js';
import { withCompany } from '../../lib/api.js';
import { applyNotificationEvent } from './notifications-api.js';

/** The one stream of the page, shared by every bell on it (phone bar and sidebar). */
let shared: { source: EventSource; users: number } | undefined;

function open(client: QueryClient) {
  const source = new EventSource(withCompany('/api/notifications/events'));
  source.addEventListener('notification', (message: MessageEvent<string>) => {
    // Read by hand: the schema's validator (zod) is not part of the first page's code.
    try {
      const event = JSON.parse(message.data) as {
        unread?: unknown;
        notification?: Notification | null;
      };
      if (typeof event.unread !== 'number') return;
      applyNotificationEvent(client, {
        unread: event.unread,
        notification: event.notification ?? null,
      });
    } catch {
      // not an event this client knows
    }
  });
  // The browser reconnects by itself; the first event after it is the current count.
  return source;
}

/**
 * Live notifications: an EventSource on /api/notifications/events while a bell is on the page,
 * writing the unread count and each new notification into the list's cache.
 */
export function useNotificationStream() {
  const client = useQueryClient();
  useEffect(() => {
    if (typeof EventSource === 'undefined') return;
    shared ??= { source: open(client), users: 0 };
    shared.users++;
    return () => {
      if (!shared || --shared.users > 0) return;
      shared.source.close();
      shared = undefined;
    };
  }, [client]);
}
