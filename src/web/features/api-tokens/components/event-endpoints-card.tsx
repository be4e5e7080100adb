import { Plus } from 'lucide-react';
import { useState } from 'react';
import {
  MAX_EVENT_ENDPOINTS,
  SECRET_OVERLAP_HOURS,
  type EventEndpoint,
} from '@core/api/event-webhooks.js';
import { ConfirmDialog } from '../../../components/confirm-dialog.js';
import { Button } from '../../../components/ui/button.js';
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from '../../../components/ui/card.js';
import { Spinner } from '../../../components/ui/spinner.js';
import { errorText } from '../../../lib/api.js';
import { toast } from '../../../lib/use-toast.js';
import {
  useDeleteEventEndpoint,
  useEventEndpoints,
  useRotateEventEndpointSecret,
  useSaveEventEndpoint,
  type EndpointWithSecret,
} from '../event-endpoints-api.js';
import { DeliveryLogDialog } from './delivery-log-dialog.js';
import { EndpointSecretDialog, type ShownSecret } from './endpoint-secret-dialog.js';
import { EventEndpointDialog } from './event-endpoint-dialog.js';
import { endpointName, EventEndpointItem } from './event-endpoint-item.js';

const failed = (title: string) => (error: unknown) =>
  toast({ title, description: errorText(error, 'Please try again.'), variant: 'destructive' });

/**
 * The company's event endpoints (docs/api.md#event-webhooks): the list with each one's state,
 * add and edit, on/off, a test, the secret's rotation, delete, and each one's delivery log. A
 * secret is shown once, right after it was made.
 */
export function EventEndpointsCard() {
  const list = useEventEndpoints();
  const save = useSaveEventEndpoint();
  const remove = useDeleteEventEndpoint();
  const rotate = useRotateEventEndpointSecret();
  const [editing, setEditing] = useState<EventEndpoint | null | undefined>(undefined);
  const [shown, setShown] = useState<ShownSecret | null>(null);
  const [rotating, setRotating] = useState<EventEndpoint | null>(null);
  const [deleting, setDeleting] = useState<EventEndpoint | null>(null);
  const [logOf, setLogOf] = useState<EventEndpoint | null>(null);
  const count = list.data?.length ?? 0;

  const confirmRotate = () => {
    const target = rotating;
    setRotating(null);
    if (!target) return;
    rotate.mutate(target.id, {
      onSuccess: (made) => setShown({ url: made.url, secret: made.secret, rotated: true }),
      onError: failed('Secret not rotated'),
    });
  };
  const confirmDelete = () => {
    const target = deleting;
    setDeleting(null);
    if (!target) return;
    remove.mutate(target.id, {
      onSuccess: () => toast({ title: 'Endpoint deleted', variant: 'success' }),
      onError: failed('Not deleted'),
    });
  };

  return (
    <Card data-testid="event-endpoints">
      <CardHeader className="gap-4 sm:flex sm:items-start sm:justify-between">
        <div className="grid gap-1.5">
          <CardTitle asChild>
            <h2>Event endpoints</h2>
          </CardTitle>
          <CardDescription>
            Copydesk POSTs what happens in the company (a text approved, a comment, a user added...)
            to these addresses, signed as Standard Webhooks sign. At most {MAX_EVENT_ENDPOINTS}.
          </CardDescription>
        </div>
        <Button
          variant="outline"
          onClick={() => setEditing(null)}
          disabled={!list.data || count >= MAX_EVENT_ENDPOINTS}
        >
          <Plus aria-hidden /> Add endpoint
        </Button>
      </CardHeader>
      <CardContent>
        {list.isPending ? (
          <Spinner label="Loading endpoints" className="w-full py-6" />
        ) : list.isError ? (
          <p role="alert" className="text-sm text-destructive">
            {errorText(list.error, 'The endpoints could not be loaded.')}
          </p>
        ) : count === 0 ? (
          <p className="text-sm text-muted-foreground">
            No event endpoints yet. Add one to tell your other systems what happens here.
          </p>
        ) : (
          <ul className="divide-y rounded-md border" aria-label="Event endpoints">
            {list.data.map((endpoint) => (
              <EventEndpointItem
                key={endpoint.id}
                endpoint={endpoint}
                onEdit={() => setEditing(endpoint)}
                onRotate={() => setRotating(endpoint)}
                onDelete={() => setDeleting(endpoint)}
                onDeliveries={() => setLogOf(endpoint)}
              />
            ))}
          </ul>
        )}
      </CardContent>
      <EventEndpointDialog
        editing={editing}
        onClose={() => setEditing(undefined)}
        onSave={async (id, input) => {
          const saved = await save.mutateAsync({ id, input });
          setEditing(undefined);
          if (id === null) {
            const { url, secret } = saved as EndpointWithSecret;
            setShown({ url, secret, rotated: false });
          }
          toast({ title: id === null ? 'Endpoint added' : 'Endpoint saved', variant: 'success' });
        }}
      />
      <EndpointSecretDialog shown={shown} onClose={() => setShown(null)} />
      <DeliveryLogDialog endpoint={logOf} onClose={() => setLogOf(null)} />
      <ConfirmDialog
        open={rotating !== null}
        onOpenChange={(open) => !open && setRotating(null)}
        title="Rotate the signing secret?"
        description={
          <>
            A new secret signs the deliveries to <Named endpoint={rotating} /> from now on. The old
            one also signs for {SECRET_OVERLAP_HOURS} hours, then stops.
          </>
        }
        confirmLabel="Rotate secret"
        onConfirm={confirmRotate}
      />
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title="Delete this endpoint?"
        description={
          <>
            Nothing more is sent to <Named endpoint={deleting} />, and its delivery log is deleted.
            This cannot be undone.
          </>
        }
        confirmLabel="Delete"
        destructive
        onConfirm={confirmDelete}
      />
    </Card>
  );
}

/** An endpoint's name inside a sentence; a long URL breaks anywhere rather than overflow. */
function Named({ endpoint }: { endpoint: EventEndpoint | null }) {
  return <span className="break-all">{endpoint ? endpointName(endpoint) : ''}</span>;
}
