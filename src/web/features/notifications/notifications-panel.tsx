import * as DialogPrimitive from '@radix-ui/react-dialog';
import { formatDistanceToNow } from 'date-fns';
import { CheckCheck } from 'lucide-react';
import type { Notification } from '@core/api/reviews.js';
import { Button } from '../../components/ui/button.js';
import { Dialog, DialogContent } from '../../components/ui/dialog.js';
import { Spinner } from '../../components/ui/spinner.js';
import { cn } from '../../lib/cn.js';
import { navigateKeepingCompany } from '../../lib/navigation.js';
import { notificationTarget, notificationText } from './notification-text.js';
import { useMarkRead, useNotificationList } from './notifications-api.js';
import { ReviewEmailToggle } from './review-email-toggle.js';

/** A sheet from the right edge (full width on a phone), in the app's dialog style. */
const SHEET =
  'top-0 right-0 left-auto h-dvh max-h-dvh w-full max-w-full translate-x-0 translate-y-0 ' +
  'content-start gap-3 rounded-none border-y-0 border-r-0 p-0 sm:max-w-md';

/** The notifications, newest first; choosing one marks it read and opens its item. */
export function NotificationsPanel(props: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const { data, isLoading } = useNotificationList();
  const markRead = useMarkRead();
  const unread = data?.unread ?? 0;
  const choose = (n: Notification) => {
    if (!n.read) markRead.mutate({ ids: [n.id] });
    props.onOpenChange(false);
    navigateKeepingCompany(notificationTarget(n));
  };
  return (
    <Dialog open={props.open} onOpenChange={props.onOpenChange}>
      <DialogContent className={SHEET} aria-describedby={undefined}>
        <div className="flex items-center justify-between gap-2 border-b px-4 py-3 pr-12">
          <DialogPrimitive.Title className="text-lg font-semibold">
            Notifications
          </DialogPrimitive.Title>
          <Button
            variant="ghost"
            size="sm"
            disabled={unread === 0}
            onClick={() => markRead.mutate({ all: true })}
          >
            <CheckCheck className="h-4 w-4" aria-hidden /> Mark all as read
          </Button>
        </div>
        <div className="min-h-0 overflow-y-auto px-2">
          {isLoading ? (
            <div className="flex justify-center p-6">
              <Spinner label="Loading notifications" />
            </div>
          ) : !data || data.items.length === 0 ? (
            <p className="p-4 text-sm text-muted-foreground">
              Nothing yet. You are told here when someone asks for your review, comments or decides.
            </p>
          ) : (
            <ul className="space-y-1 pb-2" aria-label="Notifications">
              {data.items.map((n) => (
                <li key={n.id}>
                  <NotificationRow notification={n} onChoose={() => choose(n)} />
                </li>
              ))}
            </ul>
          )}
        </div>
        <div className="mt-auto border-t px-4 py-3">
          <ReviewEmailToggle />
        </div>
      </DialogContent>
    </Dialog>
  );
}

function NotificationRow({
  notification: n,
  onChoose,
}: {
  notification: Notification;
  onChoose: () => void;
}) {
  return (
    <button
      type="button"
      className={cn(
        'flex w-full items-start gap-3 rounded-md px-3 py-2 text-left text-sm transition-colors hover:bg-accent focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none',
        !n.read && 'bg-accent/40',
      )}
      data-unread={n.read ? undefined : 'true'}
      onClick={onChoose}
    >
      <span
        className={cn(
          'mt-1.5 h-2 w-2 shrink-0 rounded-full',
          n.read ? 'bg-transparent' : 'bg-primary',
        )}
        aria-hidden
      />
      <span className="min-w-0 flex-1 space-y-0.5">
        <span className={cn('block', !n.read && 'font-semibold')}>
          {!n.read && <span className="sr-only">Unread: </span>}
          {notificationText(n)}
        </span>
        {n.excerpt && <span className="block truncate text-muted-foreground">{n.excerpt}</span>}
        <time className="block text-xs text-muted-foreground" dateTime={n.createdAt}>
          {formatDistanceToNow(new Date(n.createdAt), { addSuffix: true })}
        </time>
      </span>
    </button>
  );
}
