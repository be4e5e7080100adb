import { queryOptions, useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type {
  WebhookSettings,
  WebhookSettingsInput,
  WebhookSettingsView,
} from '@core/api/webhooks.js';
import { ASSISTANT_ENTRIES, isAssistantId, type AssistantId } from '@core/assistants/ids.js';
import { apiRequest, fieldErrorsOf, getFrom } from './api.js';
import { invalidateEnabledAssistants, queryKeys } from './query-keys.js';

/**
 * A company's webhooks, shared by the Webhook Settings dialog and both admin webhook pages: the
 * current tenant's through /api/settings (`tenantId` is the tenant's company id; in the platform
 * tenant, the defaults) or a given company's through /api/company-webhooks/{companyId}. Both
 * addresses serve the same rows, so both cache them under `queryKeys.webhookSettings(companyId)`:
 * a save through one is what the other shows and saves (decision 022).
 */
export type WebhookScope =
  { kind: 'tenant'; tenantId: string | undefined } | { kind: 'company'; companyId: string };

const scopeCompany = (scope: WebhookScope) =>
  scope.kind === 'tenant' ? (scope.tenantId ?? '') : scope.companyId;

export function webhookSettingsUrl(scope: WebhookScope): string {
  return scope.kind === 'tenant'
    ? '/api/settings'
    : `/api/company-webhooks/${encodeURIComponent(scope.companyId)}`;
}

/**
 * GET /api/settings: admins get URLs and masked keys, other members each webhook's host and
 * whether a key is set.
 */
export const tenantWebhookSettingsQuery = (tenantId: string | undefined) =>
  queryOptions({
    queryKey: queryKeys.webhookSettings(tenantId ?? ''),
    queryFn: getFrom<WebhookSettingsView>('/api/settings'),
  });

/** The admin pages' view: every assistant, keys masked (through either address). */
export const adminWebhookSettingsQuery = (scope: WebhookScope) =>
  queryOptions({
    queryKey: queryKeys.webhookSettings(scopeCompany(scope)),
    queryFn: getFrom<WebhookSettings>(webhookSettingsUrl(scope)),
  });

/** What a save answered becomes the cached settings; the enabled assistants may differ. */
export function webhookSettingsSaved(
  client: QueryClient,
  scope: WebhookScope,
  saved: WebhookSettings,
) {
  client.setQueryData(queryKeys.webhookSettings(scopeCompany(scope)), saved);
  return invalidateEnabledAssistants(client);
}

/** POST /api/settings or /api/company-webhooks/{companyId}: the saved settings. */
export function useSaveWebhookSettings(scope: WebhookScope) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: WebhookSettingsInput) =>
      apiRequest<WebhookSettings>('POST', webhookSettingsUrl(scope), body),
    onSuccess: (saved) => webhookSettingsSaved(client, scope, saved),
  });
}

/**
 * The assistants a refused save named, from the answer's `errors[].path` (`facebook.webhookUrl`,
 * `facebook.apiKey`): the first message for each, shown under that assistant's URL. The server
 * starts each message with the assistant's name for the toast; under the field it goes without.
 */
export function webhookFieldErrors(error: unknown): Partial<Record<AssistantId, string>> {
  const found: Partial<Record<AssistantId, string>> = {};
  for (const { path, message } of fieldErrorsOf(error)) {
    const id = path.split('.')[0];
    if (!id || !isAssistantId(id) || found[id]) continue;
    const name = `${ASSISTANT_ENTRIES[id].displayName}: `;
    found[id] = message.startsWith(name) ? message.slice(name.length) : message;
  }
  return found;
}
