import { Bell } from 'lucide-react';
import { Suspense, useState } from 'react';
import { cn } from '../../lib/cn.js';
import { lazyNamed, loadOnIntent } from '../../lib/lazy-named.js';
import { bellLabel } from './notification-text.js';
import { useNotificationList } from './notifications-api.js';
import { useNotificationStream } from './use-notification-stream.js';

// The list loads when first opened: the workspace's first page does not wait for it.
const NotificationsPanel = lazyNamed(
  () => import('./notifications-panel.js'),
  'NotificationsPanel',
);

/**
 * The bell (sidebar and phone top bar): the unread count, kept live by the event stream, and
 * the list of notifications when pressed (docs/product.md#notifications).
 */
export function NotificationBell({ className }: { className?: string }) {
  const [open, setOpen] = useState(false);
  const { data } = useNotificationList();
  useNotificationStream();
  const unread = data?.unread ?? 0;
  return (
    <>
      <button
        type="button"
        className={cn(
          'relative inline-flex h-9 w-9 shrink-0 items-center justify-center rounded-md transition-colors hover:bg-accent focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none',
          className,
        )}
        aria-label={bellLabel(unread)}
        aria-haspopup="dialog"
        data-testid="notification-bell"
        {...loadOnIntent(NotificationsPanel)}
        onClick={() => setOpen(true)}
      >
        <Bell className="h-5 w-5" aria-hidden />
        {unread > 0 && (
          <span
            className="absolute -top-0.5 -right-0.5 inline-flex min-w-5 items-center justify-center rounded-full bg-destructive px-1 py-0.5 text-xs leading-none font-semibold text-white"
            aria-hidden
          >
            {unread > 99 ? '99+' : unread}
          </span>
        )}
      </button>
      {open && (
        <Suspense fallback={null}>
          <NotificationsPanel open={open} onOpenChange={setOpen} />
        </Suspense>
      )}
    </>
  );
}
