import { useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  WebhookSettings,
  WebhookSettingsInput,
  WebhookSettingsView,
} from '../../../../core/api/webhooks.js';
import { apiRequest } from '../../../lib/api.js';
import { markOtherWebhookViewsStale, webhookSettingsKey } from '../../../lib/query-keys.js';
import { writeCachedSettings } from '../settings-cache.js';

/**
 * GET /api/settings: the current company's webhooks (platform tenant: the defaults). Admins get
 * URLs and masked keys; other members each webhook's host and whether a key is set.
 */
export function fetchWebhookSettings(): Promise<WebhookSettingsView> {
  return apiRequest<WebhookSettingsView>('GET', '/api/settings');
}

/** POST /api/settings. Webhooks decide which assistants are enabled: bot access is refetched. */
export function useSaveWebhookSettings(companyId: string | undefined) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: WebhookSettingsInput) =>
      apiRequest<WebhookSettings>('POST', '/api/settings', body),
    onSuccess: async (saved) => {
      const key = webhookSettingsKey(companyId);
      client.setQueryData(key, saved);
      writeCachedSettings(companyId, saved);
      await Promise.all([
        markOtherWebhookViewsStale(client, key),
        client.invalidateQueries({ queryKey: ['/api/user-bot-access'] }),
      ]);
    },
  });
}
