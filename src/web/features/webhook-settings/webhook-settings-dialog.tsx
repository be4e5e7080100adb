import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState, type FormEvent } from 'react';
import {
  INVALID_URL_MESSAGE,
  isValidWebhookUrl,
  isWebhookSummaries,
  type WebhookSummaries,
} from '@core/api/webhooks.js';
import type { AssistantId } from '@core/assistants/ids.js';
import { Button } from '../../components/ui/button.js';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '../../components/ui/dialog.js';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../components/ui/tabs.js';
import { errorText } from '../../lib/api.js';
import { useAuth } from '../../lib/auth.js';
import { cn } from '../../lib/cn.js';
import { useTenant } from '../../lib/tenant.js';
import { toast } from '../../lib/use-toast.js';
import {
  tenantWebhookSettingsQuery,
  useSaveWebhookSettings,
  webhookFieldErrors,
} from '../../lib/webhook-settings.js';
import { WebhookTabFields } from './components/webhook-tab-fields.js';
import { WebhookTabSummary } from './components/webhook-tab-summary.js';
import { DIALOG_IDS, DIALOG_TABS, toDialogValues, type DialogValues } from './dialog-tabs.js';
import { readCachedSettings, writeCachedSettings } from './settings-cache.js';

type Errors = Partial<Record<AssistantId, string>>;
const FIRST_TAB = DIALOG_TABS[0].id;

function validate(values: DialogValues): Errors {
  const errors: Errors = {};
  for (const id of DIALOG_IDS) {
    if (!isValidWebhookUrl(values[id].webhookUrl)) errors[id] = INVALID_URL_MESSAGE;
  }
  return errors;
}

/** The user-facing Webhook Settings dialog (docs/product.md#webhook-settings): one tab per assistant. */
export function WebhookSettingsDialog({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const client = useQueryClient();
  const { user } = useAuth();
  const tenant = useTenant().data;
  const companyId = tenant?.companyId;
  const canEdit = user?.isAdmin === true;
  const [values, setValues] = useState<DialogValues>(() => toDialogValues({}));
  // Members who are not admins get each webhook's host and whether a key is set, nothing more.
  const [summaries, setSummaries] = useState<WebhookSummaries | null>(null);
  const [errors, setErrors] = useState<Errors>({});
  const [tab, setTab] = useState<AssistantId>(FIRST_TAB);
  const [load, setLoad] = useState<'loading' | 'ready' | 'failed'>('loading');
  const save = useSaveWebhookSettings({ kind: 'tenant', tenantId: companyId });

  // Every opening: cached values at once, then the stored values from the server; no errors.
  useEffect(() => {
    if (!open) return;
    let current = true;
    setErrors({});
    setTab(FIRST_TAB);
    setValues(toDialogValues(canEdit ? readCachedSettings(companyId) : {}));
    setSummaries(null);
    setLoad('loading');
    client
      .fetchQuery({ ...tenantWebhookSettingsQuery(companyId), staleTime: 0 })
      .then((stored) => {
        if (!current) return;
        if (isWebhookSummaries(stored)) {
          setSummaries(stored);
        } else {
          writeCachedSettings(companyId, stored);
          setValues(toDialogValues(stored));
        }
        setLoad('ready');
      })
      .catch(() => current && setLoad('failed'));
    return () => {
      current = false;
    };
  }, [open, companyId, canEdit, client]);

  // Editing starts once the stored values are in (a failed load must not overwrite them).
  const readOnly = !canEdit || load !== 'ready';
  const change = (id: AssistantId) => (patch: Partial<DialogValues[AssistantId]>) => {
    setValues((v) => ({ ...v, [id]: { ...v[id], ...patch } }));
    if ('webhookUrl' in patch) setErrors((e) => ({ ...e, [id]: undefined }));
  };
  const checkOne = (id: AssistantId) => () => {
    if (!isValidWebhookUrl(values[id].webhookUrl)) {
      setErrors((e) => ({ ...e, [id]: INVALID_URL_MESSAGE }));
    }
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (readOnly || save.isPending) return;
    const found = validate(values);
    const firstBad = DIALOG_TABS.find((t) => found[t.id]);
    if (Object.keys(found).length > 0) {
      setErrors(found);
      if (firstBad && !found[tab]) setTab(firstBad.id);
      return;
    }
    const body = Object.fromEntries(
      DIALOG_IDS.map((id) => [
        id,
        {
          webhookUrl: values[id].webhookUrl.trim(),
          apiKey: values[id].apiKey,
          responseMode: values[id].responseMode ?? 'response',
        },
      ]),
    );
    save.mutate(body, {
      onSuccess: (saved) => {
        writeCachedSettings(companyId, saved);
        toast({
          title: 'Settings saved',
          description: 'Your webhook settings have been updated.',
          variant: 'success',
        });
        onOpenChange(false);
      },
      onError: (err) => {
        const detail = errorText(err, 'Failed to save settings');
        const fields = webhookFieldErrors(err);
        const first = DIALOG_TABS.find((t) => fields[t.id]);
        if (Object.keys(fields).length > 0) setErrors((e) => ({ ...e, ...fields }));
        if (first && !fields[tab]) setTab(first.id);
        toast({ title: 'Error saving settings', description: detail, variant: 'destructive' });
      },
    });
  };

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="sm:max-w-2xl">
        <DialogHeader>
          <DialogTitle>Webhook Settings</DialogTitle>
          <DialogDescription>
            The automation webhook each assistant sends its requests to.
          </DialogDescription>
        </DialogHeader>
        {!canEdit && (
          <p role="note" className="rounded-md border bg-muted px-3 py-2 text-sm">
            Only administrators can change webhook settings. You can see which server each assistant
            uses; ask an administrator of your company to change them.
          </p>
        )}
        {load === 'failed' && (
          <p role="alert" className="text-sm text-destructive">
            Failed to load settings. Please try refreshing the page.
          </p>
        )}
        <form onSubmit={submit} noValidate className="space-y-4">
          <Tabs value={tab} onValueChange={(v) => setTab(v as AssistantId)}>
            <TabsList className="h-auto w-full flex-wrap justify-start">
              {DIALOG_TABS.map((t) => (
                <TabsTrigger
                  key={t.id}
                  value={t.id}
                  className={cn('flex-none', errors[t.id] && 'text-destructive')}
                >
                  {t.label}
                </TabsTrigger>
              ))}
            </TabsList>
            {DIALOG_TABS.map((t) => (
              <TabsContent key={t.id} value={t.id}>
                {!canEdit ? (
                  <WebhookTabSummary id={t.id} label={t.label} value={summaries?.[t.id]} />
                ) : (
                  <WebhookTabFields
                    id={t.id}
                    label={t.label}
                    value={values[t.id]}
                    error={errors[t.id]}
                    readOnly={readOnly}
                    onChange={change(t.id)}
                    onBlurUrl={checkOne(t.id)}
                  />
                )}
              </TabsContent>
            ))}
          </Tabs>
          <DialogFooter>
            <Button type="button" variant="outline" onClick={() => onOpenChange(false)}>
              Cancel
            </Button>
            <Button type="submit" disabled={readOnly || save.isPending}>
              {save.isPending ? 'Saving...' : 'Save Settings'}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
