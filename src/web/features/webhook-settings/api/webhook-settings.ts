import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { WebhookSettings, WebhookSettingsInput } from '../../../../core/api/webhooks.js';
import { apiRequest } from '../../../lib/api.js';
import { writeCachedSettings } from '../settings-cache.js';

export const settingsKey = (companyId: string | undefined) =>
  ['/api/settings', companyId ?? ''] as const;

/** GET /api/settings: the current company's webhooks (platform tenant: the defaults). */
export function fetchWebhookSettings(): Promise<WebhookSettings> {
  return apiRequest<WebhookSettings>('GET', '/api/settings');
}

/** POST /api/settings. Webhooks decide which assistants are enabled: bot access is refetched. */
export function useSaveWebhookSettings(companyId: string | undefined) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: WebhookSettingsInput) =>
      apiRequest<WebhookSettings>('POST', '/api/settings', body),
    onSuccess: async (saved) => {
      client.setQueryData(settingsKey(companyId), saved);
      writeCachedSettings(companyId, saved);
      await client.invalidateQueries({ queryKey: ['/api/user-bot-access'] });
    },
  });
}
