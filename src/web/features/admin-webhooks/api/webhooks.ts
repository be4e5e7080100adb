import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { WebhookSettings, WebhookTestBody, WebhookTestResult } from '@core/api/webhooks.js';
import { apiRequest } from '../../../lib/api.js';
import {
  webhookSettingsUrl,
  webhookSettingsSaved,
  type WebhookScope,
} from '../../../lib/webhook-settings.js';

/** POST /api/company-webhooks/{companyId}/copy-defaults: the company's settings afterwards. */
export function useCopyDefaults(companyId: string) {
  const client = useQueryClient();
  const scope: WebhookScope = { kind: 'company', companyId };
  return useMutation({
    mutationFn: () =>
      apiRequest<WebhookSettings>('POST', `${webhookSettingsUrl(scope)}/copy-defaults`),
    onSuccess: (saved) => webhookSettingsSaved(client, scope, saved),
  });
}

/**
 * POST /api/webhooks/test: what the automation answered to a sample payload. A plain function,
 * not a mutation hook: several rows may be tested at once, each keeping its own result.
 */
export function testWebhook(body: WebhookTestBody): Promise<WebhookTestResult> {
  return apiRequest<WebhookTestResult>('POST', '/api/webhooks/test', body);
}
