import { format, formatDistanceToNow } from 'date-fns';
import { AlertTriangle, CheckCircle2, XCircle } from 'lucide-react';
import {
  EVENT_TYPE_LABELS,
  type EventEndpoint,
  type EventEndpointInput,
  type EventEndpointTest,
  type EventType,
} from '@core/api/event-webhooks.js';
import { Badge } from '../../../components/ui/badge.js';
import { Button } from '../../../components/ui/button.js';
import { Switch } from '../../../components/ui/switch.js';
import { errorText } from '../../../lib/api.js';
import { toast } from '../../../lib/use-toast.js';
import { useSaveEventEndpoint, useTestEventEndpoint } from '../event-endpoints-api.js';

/** How buttons and dialogs name an endpoint: its description, else its URL. */
export const endpointName = (e: EventEndpoint) => e.description || e.url;

export const when = (iso: string) => format(new Date(iso), 'd MMM yyyy, HH:mm');
const ago = (iso: string) => formatDistanceToNow(new Date(iso), { addSuffix: true });

const labelOf = (event: string) => EVENT_TYPE_LABELS[event as EventType] ?? event;

interface EventEndpointItemProps {
  endpoint: EventEndpoint;
  onEdit: () => void;
  onRotate: () => void;
  onDelete: () => void;
  onDeliveries: () => void;
}

/**
 * One endpoint: its URL, description, events and state (with why Copydesk turned it off, and
 * since when it fails), the on/off switch, and its actions; a test's answer shows under it.
 */
export function EventEndpointItem(props: EventEndpointItemProps) {
  const e = props.endpoint;
  const name = endpointName(e);
  const save = useSaveEventEndpoint();
  const test = useTestEventEndpoint();

  const turn = (enabled: boolean) =>
    save.mutate(
      {
        id: e.id,
        input: {
          url: e.url,
          description: e.description,
          events: e.events as EventEndpointInput['events'],
          enabled,
        },
      },
      {
        onSuccess: () =>
          toast({ title: enabled ? 'Endpoint on' : 'Endpoint off', variant: 'success' }),
        onError: (error) =>
          toast({
            title: 'Not changed',
            description: errorText(error, 'Please try again.'),
            variant: 'destructive',
          }),
      },
    );
  const sendTest = () =>
    test.mutate(e.id, {
      onError: (error) =>
        toast({
          title: 'Test not sent',
          description: errorText(error, 'Please try again.'),
          variant: 'destructive',
        }),
    });

  return (
    <li className="grid min-w-0 gap-3 p-4" data-testid="event-endpoint">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="grid min-w-0 flex-1 basis-64 gap-1">
          <p className="font-mono text-sm font-medium break-all">{e.url}</p>
          {e.description && <p className="text-sm break-words">{e.description}</p>}
          <EventList events={e.events} />
          {e.previousSecretUntil && (
            <p className="text-xs text-muted-foreground">
              The previous secret also signs until {when(e.previousSecretUntil)}.
            </p>
          )}
        </div>
        <div className="flex items-center gap-2">
          <Switch
            checked={e.enabled}
            disabled={save.isPending}
            onCheckedChange={turn}
            aria-label={`Send events to ${name}`}
          />
          <Badge variant={e.enabled ? 'default' : 'muted'}>{e.enabled ? 'On' : 'Off'}</Badge>
        </div>
      </div>
      <EndpointHealth endpoint={e} />
      <div className="flex flex-wrap gap-2">
        <Button
          variant="outline"
          size="sm"
          onClick={sendTest}
          disabled={test.isPending}
          aria-label={`Send test to ${name}`}
        >
          {test.isPending ? 'Sending...' : 'Send test'}
        </Button>
        <Button
          variant="outline"
          size="sm"
          onClick={props.onDeliveries}
          aria-label={`Deliveries of ${name}`}
        >
          Deliveries
        </Button>
        <Button variant="outline" size="sm" onClick={props.onEdit} aria-label={`Edit ${name}`}>
          Edit
        </Button>
        <Button
          variant="outline"
          size="sm"
          onClick={props.onRotate}
          aria-label={`Rotate secret of ${name}`}
        >
          Rotate secret
        </Button>
        <Button variant="outline" size="sm" onClick={props.onDelete} aria-label={`Delete ${name}`}>
          Delete
        </Button>
      </div>
      {test.data && <TestOutcome result={test.data} />}
    </li>
  );
}

function EventList({ events }: { events: string[] }) {
  if (events.includes('*')) return <p className="text-sm text-muted-foreground">All events</p>;
  return (
    <ul className="flex flex-wrap gap-1" aria-label="Events">
      {events.map((event) => (
        <li key={event}>
          <Badge variant="secondary" title={labelOf(event)}>
            {event}
          </Badge>
        </li>
      ))}
    </ul>
  );
}

/** Why Copydesk turned the endpoint off, or that its deliveries are failing: a warning. */
function EndpointHealth({ endpoint: e }: { endpoint: EventEndpoint }) {
  if (!e.disabledReason && !e.failingSince) return null;
  const since = e.failingSince && (
    <>
      {' '}
      Deliveries have failed since {when(e.failingSince)} ({ago(e.failingSince)}).
    </>
  );
  return (
    <div
      className="flex items-start gap-2 rounded-md border border-warning bg-warning/15 p-2 text-sm"
      data-testid="endpoint-health"
    >
      <AlertTriangle className="mt-0.5 size-4 shrink-0" aria-hidden />
      <p className="min-w-0 break-words">
        {e.disabledReason && !e.enabled ? (
          <>
            <strong>Turned off by Copydesk:</strong> {e.disabledReason}.{since} Turn it on again
            once it answers.
          </>
        ) : (
          <>
            <strong>Failing.</strong>
            {since} Copydesk turns the endpoint off after 24 hours of failures.
          </>
        )}
      </p>
    </div>
  );
}

/** What the endpoint answered to the test: status code (or the error), duration, the answer. */
function TestOutcome({ result }: { result: EventEndpointTest }) {
  const Icon = result.ok ? CheckCircle2 : XCircle;
  const facts = [
    result.statusCode !== null ? `HTTP ${result.statusCode}` : 'No answer',
    `${result.durationMs} ms`,
  ];
  return (
    <div className="grid min-w-0 gap-1 text-sm" data-testid="endpoint-test-result" role="status">
      <p
        className={`flex items-center gap-2 font-medium ${result.ok ? 'text-success' : 'text-destructive'}`}
      >
        <Icon className="size-4 shrink-0" aria-hidden />
        Test {result.ok ? 'delivered' : 'failed'}: {facts.join(' · ')}
      </p>
      {result.error && <p className="break-words text-destructive">{result.error}</p>}
      {result.response && <AnswerText text={result.response} />}
    </div>
  );
}

/** An endpoint's answer, as plain text (never rendered as HTML), wrapped to the width. */
export function AnswerText({ text }: { text: string }) {
  return (
    <pre className="max-h-40 overflow-y-auto rounded bg-muted p-2 text-xs break-all whitespace-pre-wrap">
      {text}
    </pre>
  );
}
