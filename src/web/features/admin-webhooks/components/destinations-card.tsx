import { CheckCircle2, Plus } from 'lucide-react';
import { useState } from 'react';
import type { Destination, DestinationTestResult } from '@core/api/publishing.js';
import { ASSISTANT_ENTRIES } from '@core/assistants/ids.js';
import { webhookHostOf } from '@core/api/webhooks.js';
import { ConfirmDialog } from '../../../components/confirm-dialog.js';
import { Badge } from '../../../components/ui/badge.js';
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
  testDestination,
  useDeleteDestination,
  useDestinations,
  useSaveDestination,
} from '../api/destinations.js';
import { DestinationDialog } from './destination-dialog.js';
import { WebhookTestResultView } from './webhook-test-result.js';

const assistantsOf = (d: Destination) =>
  d.assistantTypes.length === 0
    ? 'Every assistant'
    : d.assistantTypes.map((id) => ASSISTANT_ENTRIES[id].displayName).join(', ');

/** The company's publish automations: list, add, edit, delete and test them. */
export function DestinationsCard({ companyId }: { companyId: string }) {
  const list = useDestinations(companyId);
  const save = useSaveDestination(companyId);
  const remove = useDeleteDestination(companyId);
  const [editing, setEditing] = useState<Destination | null | undefined>(undefined);
  const [deleting, setDeleting] = useState<Destination | null>(null);
  const count = list.data?.length ?? 0;

  const confirmDelete = () => {
    const target = deleting;
    setDeleting(null);
    if (!target) return;
    remove.mutate(target.id, {
      onSuccess: () => toast({ title: 'Destination deleted', variant: 'success' }),
      onError: (err) =>
        toast({
          title: 'Error',
          description: errorText(err, 'Failed to delete the destination'),
          variant: 'destructive',
        }),
    });
  };

  return (
    <Card data-testid="destinations">
      <CardHeader className="gap-4 sm:flex sm:items-start sm:justify-between">
        <div className="grid gap-1.5">
          <CardTitle asChild>
            <h2>Destinations</h2>
          </CardTitle>
          <CardDescription>
            Where texts are published: each destination is an automation (an n8n workflow posting to
            WordPress, LinkedIn, a chat channel...). API keys are stored encrypted and shown masked.
          </CardDescription>
        </div>
        <Button type="button" variant="outline" onClick={() => setEditing(null)}>
          <Plus aria-hidden /> Add destination
        </Button>
      </CardHeader>
      <CardContent>
        {list.isPending ? (
          <div className="flex justify-center py-6">
            <Spinner label="Loading destinations" />
          </div>
        ) : list.isError ? (
          <p role="alert" className="text-destructive">
            {errorText(list.error, 'Failed to load destinations')}
          </p>
        ) : count === 0 ? (
          <p className="text-sm text-muted-foreground">No destinations yet.</p>
        ) : (
          <ul className="divide-y rounded-md border" aria-label="Destinations">
            {list.data.map((d) => (
              <DestinationRow
                key={d.id}
                companyId={companyId}
                destination={d}
                onEdit={() => setEditing(d)}
                onDelete={() => setDeleting(d)}
              />
            ))}
          </ul>
        )}
      </CardContent>
      <DestinationDialog
        editing={editing}
        onClose={() => setEditing(undefined)}
        onSave={async (id, input) => {
          await save.mutateAsync({ id, input });
          toast({
            title: id === null ? 'Destination added' : 'Destination saved',
            variant: 'success',
          });
        }}
      />
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title="Delete destination"
        description={`Delete "${deleting?.name ?? ''}"? Texts already published keep its name; scheduled ones to it will fail.`}
        confirmLabel="Delete"
        destructive
        onConfirm={confirmDelete}
      />
    </Card>
  );
}

function DestinationRow(props: {
  companyId: string;
  destination: Destination;
  onEdit: () => void;
  onDelete: () => void;
}) {
  const d = props.destination;
  const [testing, setTesting] = useState(false);
  const [result, setResult] = useState<DestinationTestResult | null>(null);
  const test = async () => {
    setTesting(true);
    try {
      setResult(await testDestination(props.companyId, d.id));
    } catch (err) {
      toast({
        title: 'Error',
        description: errorText(err, 'The destination could not be tested'),
        variant: 'destructive',
      });
    } finally {
      setTesting(false);
    }
  };
  return (
    <li className="grid gap-3 p-4" data-testid="destination-row">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="grid min-w-0 gap-1">
          <p className="flex items-center gap-2 font-medium">
            {d.name}
            <Badge variant={d.enabled ? 'default' : 'muted'}>{d.enabled ? 'On' : 'Off'}</Badge>
          </p>
          <p className="text-sm break-all text-muted-foreground">
            {webhookHostOf(d.url)}
            {d.apiKey && <span className="ml-2 font-mono">Key {d.apiKey}</span>}
          </p>
          <p className="text-sm text-muted-foreground">{assistantsOf(d)}</p>
        </div>
        <div className="flex flex-wrap gap-2">
          <Button
            type="button"
            variant="outline"
            size="sm"
            onClick={() => void test()}
            disabled={testing}
            aria-label={`Test ${d.name}`}
          >
            {testing ? 'Testing...' : 'Test'}
          </Button>
          <Button
            type="button"
            variant="outline"
            size="sm"
            onClick={props.onEdit}
            aria-label={`Edit ${d.name}`}
          >
            Edit
          </Button>
          <Button
            type="button"
            variant="outline"
            size="sm"
            onClick={props.onDelete}
            aria-label={`Delete ${d.name}`}
          >
            Delete
          </Button>
        </div>
      </div>
      {result && <TestOutcome result={result} />}
    </li>
  );
}

/** The webhook test's facts, plus what the destination's answer said. */
function TestOutcome({ result }: { result: DestinationTestResult }) {
  const said = [
    result.acknowledged ? 'It will call back with the result' : null,
    result.publishedUrl ? `Address: ${result.publishedUrl}` : null,
    result.externalId ? `ID: ${result.externalId}` : null,
  ].filter(Boolean);
  return (
    <div className="grid gap-1" data-testid="destination-test-result">
      <WebhookTestResultView result={result} />
      {said.length > 0 && (
        <p className="flex items-center gap-2 text-sm break-all">
          <CheckCircle2 className="size-4 shrink-0 text-success" aria-hidden />
          {said.join(' · ')}
        </p>
      )}
      {result.answer && (
        <pre className="max-h-32 overflow-auto rounded bg-muted p-2 text-xs whitespace-pre-wrap">
          {result.answer}
        </pre>
      )}
    </div>
  );
}
