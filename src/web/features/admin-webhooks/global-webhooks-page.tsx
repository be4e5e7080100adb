import { useQuery } from '@tanstack/react-query';
import type { FormEvent } from 'react';
import { Button } from '../../components/ui/button.js';
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from '../../components/ui/card.js';
import { errorText, withCompany } from '../../lib/api.js';
import { useTenant } from '../../lib/tenant.js';
import { toast } from '../../lib/use-toast.js';
import {
  adminWebhookSettingsQuery,
  useSaveWebhookSettings,
  type WebhookScope,
} from '../../lib/webhook-settings.js';
import { LoadState } from './components/load-state.js';
import { runsOnFields } from './components/runs-on-field.js';
import { N8nWorkflowsCard } from './components/n8n-workflows-card.js';
import { SaveBar } from './components/save-bar.js';
import { WebhooksEditor } from './components/webhooks-editor.js';
import { RUNS_ON_MODEL_HINT, useRunsOnChoices } from './use-runs-on.js';
import { useWebhookForm } from './use-webhook-form.js';

/**
 * /admin/settings: in the platform tenant the platform defaults for all eleven assistants; in a
 * company tenant that company's own webhooks.
 */
export function GlobalWebhooksPage() {
  const tenant = useTenant().data;
  const platform = tenant?.isPlatformAdmin === true;
  const scope: WebhookScope = { kind: 'tenant', tenantId: tenant?.companyId };
  const query = useQuery(adminWebhookSettingsQuery(scope));
  const form = useWebhookForm(query.data);
  const save = useSaveWebhookSettings(scope);
  // A company's own page: each assistant runs on the model or its automation.
  const runsOn = useRunsOnChoices(platform ? undefined : tenant?.companyId);

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
              description: platform
                ? 'The platform default webhooks have been updated.'
                : 'Your webhook settings have been updated.',
              variant: 'success',
            }),
          (err: unknown) =>
            toast({
              title: 'Error saving settings',
              description: errorText(err, 'The webhooks were saved, but not the Runs on choices.'),
              variant: 'destructive',
            }),
        );
      },
      onError: (err) => {
        const detail = errorText(err, 'Failed to save settings');
        form.showServerErrors(err);
        toast({ title: 'Error saving settings', description: detail, variant: 'destructive' });
      },
    });
  };

  return (
    <main className="mx-auto w-full max-w-6xl space-y-6 p-4 sm:p-6 lg:p-8">
      <header className="space-y-1">
        <h1 className="text-2xl font-bold tracking-tight">Webhook Settings</h1>
        <p className="text-muted-foreground">
          {platform
            ? 'Platform defaults: every company that has no webhook of its own for an assistant uses these.'
            : `The automation webhooks of ${tenant?.companyName ?? 'your company'}: each assistant sends its requests to the URL set here.`}
        </p>
      </header>
      {query.isPending || query.isError ? (
        <LoadState
          error={query.isError ? errorText(query.error, 'Failed to fetch webhook settings') : null}
        />
      ) : (
        <form onSubmit={submit} noValidate className="space-y-4">
          <Card>
            <CardHeader>
              <CardTitle asChild>
                <h2>{platform ? 'Default webhooks' : 'Webhooks'}</h2>
              </CardTitle>
              <CardDescription>
                An empty URL disables the assistant
                {platform
                  ? ' for companies without their own webhook'
                  : ' unless a platform default exists'}
                . API keys are stored encrypted and shown masked.
              </CardDescription>
            </CardHeader>
            <CardContent>
              <WebhooksEditor
                form={form}
                scope={scope}
                emptyHint={(id) =>
                  platform
                    ? 'Not set: the assistant has no default.'
                    : runsOn.valueOf(id) === 'model'
                      ? RUNS_ON_MODEL_HINT
                      : 'Not set: the platform default is used.'
                }
                runsOn={runsOnFields(runsOn, `${withCompany('/admin/company-settings')}#model`)}
              />
            </CardContent>
          </Card>
          <SaveBar dirty={form.dirty || runsOn.dirty}>
            <Button type="submit" disabled={save.isPending || runsOn.pending}>
              {save.isPending ? 'Saving...' : 'Save Settings'}
            </Button>
          </SaveBar>
        </form>
      )}
      <N8nWorkflowsCard />
    </main>
  );
}
