import { useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  WebhookSettings,
  WebhookSettingsInput,
  WebhookTestBody,
  WebhookTestResult,
} from '../../../../core/api/webhooks.js';
import { apiRequest } from '../../../lib/api.js';
import { markOtherWebhookViewsStale, webhookSettingsKey } from '../../../lib/query-keys.js';

/**
 * Whose webhooks a page edits: the current tenant's (/api/settings; `tenantId` is the tenant's
 * company id, part of the key the Webhook Settings dialog shares) or a given company's.
 */
export type WebhookScope =
  { kind: 'tenant'; tenantId: string | undefined } | { kind: 'company'; companyId: string };

function settingsUrl(scope: WebhookScope): string {
  return scope.kind === 'tenant'
    ? '/api/settings'
    : `/api/company-webhooks/${encodeURIComponent(scope.companyId)}`;
}

export const webhooksKey = (scope: WebhookScope): readonly string[] =>
  scope.kind === 'tenant' ? webhookSettingsKey(scope.tenantId) : [settingsUrl(scope)];

/** GET the scope's settings (every assistant; keys masked). */
export function fetchSettings(scope: WebhookScope): Promise<WebhookSettings> {
  return apiRequest<WebhookSettings>('GET', settingsUrl(scope));
}

/** After a change the enabled assistants may differ: bot access is refetched. */
async function afterChange(
  client: ReturnType<typeof useQueryClient>,
  scope: WebhookScope,
  saved: WebhookSettings,
) {
  const key = webhooksKey(scope);
  client.setQueryData(key, saved);
  await Promise.all([
    markOtherWebhookViewsStale(client, key),
    client.invalidateQueries({ queryKey: ['/api/user-bot-access'] }),
  ]);
}

/** POST /api/settings or /api/company-webhooks/{companyId}. */
export function useSaveSettings(scope: WebhookScope) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: WebhookSettingsInput) =>
      apiRequest<WebhookSettings>('POST', settingsUrl(scope), body),
    onSuccess: (saved) => afterChange(client, scope, saved),
  });
}

/** POST /api/company-webhooks/{companyId}/copy-defaults: the company's settings afterwards. */
export function useCopyDefaults(companyId: string) {
  const client = useQueryClient();
  const scope: WebhookScope = { kind: 'company', companyId };
  return useMutation({
    mutationFn: () => apiRequest<WebhookSettings>('POST', `${settingsUrl(scope)}/copy-defaults`),
    onSuccess: (saved) => afterChange(client, scope, saved),
  });
}

/**
 * POST /api/webhooks/test: what the automation answered to a sample payload. A plain function,
 * not a mutation hook: several rows may be tested at once, each keeping its own result.
 */
export function testWebhook(body: WebhookTestBody): Promise<WebhookTestResult> {
  return apiRequest<WebhookTestResult>('POST', '/api/webhooks/test', body);
}
