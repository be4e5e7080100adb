import { useQuery } from '@tanstack/react-query';
import { ArrowLeft } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { Link, useParams } from 'wouter';
import { ConfirmDialog } from '../../components/confirm-dialog.js';
import { Button } from '../../components/ui/button.js';
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from '../../components/ui/card.js';
import { errorText, withCompany } from '../../lib/api.js';
import { useAuth } from '../../lib/auth.js';
import { useTenant } from '../../lib/tenant.js';
import { toast } from '../../lib/use-toast.js';
import {
  adminWebhookSettingsQuery,
  useSaveWebhookSettings,
  type WebhookScope,
} from '../../lib/webhook-settings.js';
import { useAutomationHealth } from './api/automation-health.js';
import { useCopyDefaults } from './api/webhooks.js';
import { DestinationsCard } from './components/destinations-card.js';
import { LoadState } from './components/load-state.js';
import { runsOnFields } from './components/runs-on-field.js';
import { N8nWorkflowsCard } from './components/n8n-workflows-card.js';
import { SaveBar } from './components/save-bar.js';
import { WebhooksEditor } from './components/webhooks-editor.js';
import { RUNS_ON_MODEL_HINT, useRunsOnChoices } from './use-runs-on.js';
import { useWebhookForm } from './use-webhook-form.js';

const RUNS_ON_NOT_SAVED = 'The webhooks were saved, but not the Runs on choices.';

/** /admin/companies/{companyId}/webhooks: one company's own webhooks (docs/product.md#company-webhooks). */
export function CompanyWebhooksPage() {
  const { companyId = '' } = useParams<{ companyId: string }>();
  const scope: WebhookScope = { kind: 'company', companyId };
  const { user } = useAuth();
  const tenant = useTenant().data;
  const query = useQuery(adminWebhookSettingsQuery(scope));
  const form = useWebhookForm(query.data);
  const save = useSaveWebhookSettings(scope);
  const copy = useCopyDefaults(companyId);
  const health = useAutomationHealth(companyId);
  const runsOn = useRunsOnChoices(companyId);
  const [confirmCopy, setConfirmCopy] = useState(false);
  const operator = user?.isAdmin === true && tenant?.isPlatformAdmin === true;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!form.validateAll() || save.isPending || runsOn.pending) return;
    save.mutate(form.body(), {
      onSuccess: (saved) => {
        form.reset(saved);
        runsOn.saveChanges().then(
          () =>
            toast({
              title: 'Settings saved',
              description: `The webhooks of ${companyId} have been updated.`,
              variant: 'success',
            }),
          (err: unknown) =>
            toast({
              title: 'Error',
              description: errorText(err, RUNS_ON_NOT_SAVED),
              variant: 'destructive',
            }),
        );
      },
      onError: (err) => {
        const detail = errorText(err, 'Failed to save webhook settings');
        form.showServerErrors(err);
        toast({ title: 'Error', description: detail, variant: 'destructive' });
      },
    });
  };

  const copyDefaults = () => {
    setConfirmCopy(false);
    copy.mutate(undefined, {
      onSuccess: (copied) => {
        form.reset(copied);
        toast({
          title: 'Defaults copied',
          description: 'The platform default webhooks have been copied to this company.',
          variant: 'success',
        });
      },
      onError: (err) =>
        toast({
          title: 'Error',
          description: errorText(err, 'Failed to copy default settings'),
          variant: 'destructive',
        }),
    });
  };

  return (
    <main className="mx-auto w-full max-w-6xl space-y-6 p-4 sm:p-6 lg:p-8">
      {operator && (
        <Button asChild variant="ghost" size="sm">
          <Link href={withCompany('/admin/companies')}>
            <ArrowLeft aria-hidden /> Back to Companies
          </Link>
        </Button>
      )}
      <header className="space-y-1">
        <h1 className="text-2xl font-bold tracking-tight">Company Webhooks</h1>
        <p className="text-muted-foreground">
          Company ID: <span className="font-mono">{companyId}</span>
        </p>
      </header>
      {query.isPending || query.isError ? (
        <LoadState
          error={query.isError ? errorText(query.error, 'Failed to fetch webhook settings') : null}
        />
      ) : (
        <form onSubmit={submit} noValidate className="space-y-4">
          <Card>
            <CardHeader className="gap-4 sm:flex sm:items-start sm:justify-between">
              <div className="grid gap-1.5">
                <CardTitle asChild>
                  <h2>Webhooks</h2>
                </CardTitle>
                <CardDescription>
                  Each assistant of this company sends its requests to the URL set here; an empty
                  URL uses the platform default. API keys are stored encrypted and shown masked.
                </CardDescription>
              </div>
              <Button
                type="button"
                variant="outline"
                onClick={() => setConfirmCopy(true)}
                disabled={copy.isPending}
              >
                {copy.isPending ? 'Copying...' : 'Copy Platform Defaults'}
              </Button>
            </CardHeader>
            <CardContent>
              {health.isError && (
                <p role="status" className="text-sm text-muted-foreground">
                  {errorText(health.error, 'Failed to load automation health')}
                </p>
              )}
              <WebhooksEditor
                form={form}
                scope={scope}
                emptyHint={(id) =>
                  runsOn.valueOf(id) === 'model'
                    ? RUNS_ON_MODEL_HINT
                    : 'Not set: the platform default is used.'
                }
                health={health.data}
                runsOn={runsOnFields(
                  runsOn,
                  `${withCompany(`/admin/companies/${encodeURIComponent(companyId)}/settings`)}#model`,
                )}
              />
            </CardContent>
          </Card>
          <SaveBar dirty={form.dirty || runsOn.dirty}>
            <Button type="submit" disabled={save.isPending || runsOn.pending}>
              {save.isPending ? 'Saving...' : 'Save Changes'}
            </Button>
          </SaveBar>
        </form>
      )}
      <DestinationsCard companyId={companyId} />
      <N8nWorkflowsCard companyId={companyId} />
      <ConfirmDialog
        open={confirmCopy}
        onOpenChange={setConfirmCopy}
        title="Copy Platform Defaults"
        description="This replaces all of this company's webhook settings with the platform defaults. Unsaved changes are lost."
        confirmLabel="Copy Defaults"
        onConfirm={copyDefaults}
      />
    </main>
  );
}
