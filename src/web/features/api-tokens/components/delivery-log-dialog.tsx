import { format } from 'date-fns';
import { useId, useState } from 'react';
import {
  DELIVERY_LOG_DAYS,
  EVENT_TYPE_LABELS,
  type EventDelivery,
  type EventEndpoint,
  type EventType,
} from '@core/api/event-webhooks.js';
import { Badge, type BadgeProps } from '../../../components/ui/badge.js';
import { Button } from '../../../components/ui/button.js';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '../../../components/ui/dialog.js';
import { Label } from '../../../components/ui/label.js';
import { selectTriggerClass } from '../../../components/ui/select-trigger-class.js';
import { Spinner } from '../../../components/ui/spinner.js';
import { errorText } from '../../../lib/api.js';
import { toast } from '../../../lib/use-toast.js';
import {
  useEventDeliveries,
  useResendEventDelivery,
  type DeliveryStatus,
} from '../event-endpoints-api.js';
import { AnswerText, when } from './event-endpoint-item.js';

const STATUS_CHOICES: { value: DeliveryStatus | ''; label: string }[] = [
  { value: '', label: 'Every status' },
  { value: 'pending', label: 'Pending' },
  { value: 'succeeded', label: 'Succeeded' },
  { value: 'failed', label: 'Failed' },
];

const STATUS_BADGE: Record<DeliveryStatus, { variant: BadgeProps['variant']; text: string }> = {
  pending: { variant: 'warning', text: 'Pending' },
  succeeded: { variant: 'default', text: 'Succeeded' },
  failed: { variant: 'destructive', text: 'Failed' },
};

/** How long the log is read again after a resend (the dispatcher sends it within a second). */
const WATCH_AFTER_RESEND_MS = 15_000;

const exact = (iso: string) => format(new Date(iso), 'd MMM yyyy, HH:mm:ss');

/** The delivery log of the endpoint chosen (null: closed). */
export function DeliveryLogDialog(props: { endpoint: EventEndpoint | null; onClose: () => void }) {
  const { endpoint } = props;
  return (
    <Dialog open={endpoint !== null} onOpenChange={(open) => !open && props.onClose()}>
      <DialogContent className="sm:max-w-2xl">
        <DialogHeader>
          <DialogTitle>Deliveries</DialogTitle>
          <DialogDescription>
            The events sent in the last {DELIVERY_LOG_DAYS} days, newest first, with every attempt.
          </DialogDescription>
          <p className="text-sm break-all text-muted-foreground">{endpoint?.url}</p>
        </DialogHeader>
        {endpoint && <DeliveryLog key={endpoint.id} endpointId={endpoint.id} />}
      </DialogContent>
    </Dialog>
  );
}

/** The log itself: a status filter, the deliveries a page at a time, and Load more. */
function DeliveryLog({ endpointId }: { endpointId: number }) {
  const filterId = useId();
  const [status, setStatus] = useState<DeliveryStatus | null>(null);
  // A resent delivery is pending for a moment, and so drops out of a Succeeded or Failed view
  // (its item, too): the log is read again for a while, until it comes back with its attempt.
  const [watchUntil, setWatchUntil] = useState(0);
  const log = useEventDeliveries(endpointId, status, watchUntil);
  const resend = useResendEventDelivery(endpointId);
  const items = log.data?.pages.flatMap((page) => page.items) ?? [];
  const send = (deliveryId: number) => {
    setWatchUntil(Date.now() + WATCH_AFTER_RESEND_MS);
    resend.mutate(deliveryId, {
      onSuccess: () => toast({ title: 'Delivery sent again', variant: 'success' }),
      onError: (error) =>
        toast({
          title: 'Not sent again',
          description: errorText(error, 'Please try again.'),
          variant: 'destructive',
        }),
    });
  };
  return (
    <div className="grid min-w-0 gap-3">
      <div className="grid max-w-xs gap-2">
        <Label htmlFor={filterId}>Status</Label>
        <select
          id={filterId}
          className={selectTriggerClass()}
          value={status ?? ''}
          onChange={(event) => setStatus((event.target.value || null) as DeliveryStatus | null)}
        >
          {STATUS_CHOICES.map((choice) => (
            <option key={choice.value} value={choice.value}>
              {choice.label}
            </option>
          ))}
        </select>
      </div>
      {log.isPending ? (
        <Spinner label="Loading deliveries" className="py-6" />
      ) : log.isError ? (
        <p role="alert" className="text-sm text-destructive">
          {errorText(log.error, 'The deliveries could not be loaded.')}
        </p>
      ) : items.length === 0 ? (
        <p className="text-sm text-muted-foreground">
          {status ? `No ${status} deliveries.` : 'Nothing was sent to this endpoint yet.'}
        </p>
      ) : (
        <ul className="grid min-w-0 gap-3" aria-label="Delivery log">
          {items.map((delivery) => (
            <DeliveryItem
              key={delivery.id}
              delivery={delivery}
              resending={resend.isPending && resend.variables === delivery.id}
              onResend={() => send(delivery.id)}
            />
          ))}
        </ul>
      )}
      {log.hasNextPage && (
        <div>
          <Button
            variant="outline"
            onClick={() => void log.fetchNextPage()}
            disabled={log.isFetchingNextPage}
          >
            {log.isFetchingNextPage ? 'Loading...' : 'Load more'}
          </Button>
        </div>
      )}
    </div>
  );
}

/** One delivery: its event, webhook-id, status, every attempt, and Resend. */
function DeliveryItem(props: {
  delivery: EventDelivery;
  resending: boolean;
  onResend: () => void;
}) {
  const d = props.delivery;
  const label = EVENT_TYPE_LABELS[d.eventType as EventType];
  return (
    <li className="grid min-w-0 gap-2 rounded-md border p-3" data-testid="event-delivery">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="grid min-w-0 flex-1 basis-48 gap-1">
          <p className="flex flex-wrap items-center gap-2">
            <code className="text-sm font-medium break-all">{d.eventType}</code>
            <Badge variant={STATUS_BADGE[d.status].variant}>{STATUS_BADGE[d.status].text}</Badge>
          </p>
          {label && <p className="text-sm text-muted-foreground">{label}</p>}
          <p className="text-xs break-all text-muted-foreground">
            webhook-id <code>{d.messageId}</code> · {when(d.createdAt)}
          </p>
          {d.status === 'pending' && d.nextAttemptAt && (
            <p className="text-xs text-muted-foreground">Next attempt {exact(d.nextAttemptAt)}</p>
          )}
        </div>
        <Button
          variant="outline"
          size="sm"
          onClick={props.onResend}
          disabled={props.resending}
          aria-label={`Resend ${d.eventType} ${d.messageId}`}
        >
          Resend
        </Button>
      </div>
      {d.attempts.length === 0 ? (
        <p className="text-xs text-muted-foreground">Not tried yet.</p>
      ) : (
        <ol className="grid min-w-0 gap-2" aria-label="Attempts">
          {d.attempts.map((attempt, i) => (
            <li key={`${attempt.at}-${i}`} className="grid min-w-0 gap-1 border-l-2 pl-2 text-xs">
              <p className="break-words">
                <span className="text-muted-foreground">{exact(attempt.at)}</span> ·{' '}
                <span className="font-medium">
                  {attempt.statusCode !== null ? `HTTP ${attempt.statusCode}` : 'No answer'}
                </span>{' '}
                · {attempt.durationMs} ms
              </p>
              {attempt.error && <p className="break-words text-destructive">{attempt.error}</p>}
              {attempt.response && <AnswerText text={attempt.response} />}
            </li>
          ))}
        </ol>
      )}
    </li>
  );
}
