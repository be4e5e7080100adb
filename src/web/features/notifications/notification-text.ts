import type { Notification, NotificationKind } from '@core/api/reviews.js';
import { assistantPath } from '@core/assistants/paths.js';

const WHAT: Record<NotificationKind, string> = {
  review_requested: 'asked you to review',
  changes_requested: 'asked for changes on',
  approved: 'approved',
  comment: 'commented on',
  reply: 'replied on',
  mention: 'mentioned you on',
  published: 'was published',
  publish_failed: 'could not be published',
  endpoint_turned_off: 'An event endpoint was turned off',
};

/** "demo-admin asked you to review “Spring post”". */
export function notificationText(n: Notification): string {
  if (n.kind === 'endpoint_turned_off') return `${WHAT[n.kind]}: ${n.excerpt}`;
  if (n.kind === 'published' || n.kind === 'publish_failed') {
    return `\u201c${n.title || 'Untitled'}\u201d ${WHAT[n.kind]} (${n.excerpt})`;
  }
  const who = n.actor?.username ?? 'Someone';
  return `${who} ${WHAT[n.kind]} \u201c${n.title || 'Untitled'}\u201d`;
}

/** Where a notification leads: its item, opened in the workspace (as the review inbox does). */
export const notificationTarget = (n: Notification) =>
  n.assistantType === null || n.historyId === null
    ? '/admin/api'
    : `${assistantPath(n.assistantType)}?item=${n.historyId}`;

/** The bell's accessible name: "Notifications, 3 unread". */
export const bellLabel = (unread: number) =>
  unread > 0 ? `Notifications, ${unread} unread` : 'Notifications';
