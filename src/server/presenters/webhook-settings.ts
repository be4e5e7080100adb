import { webhookHostOf, type WebhookSettings, type WebhookSummaries } from '@core/api/webhooks.js';
import { ASSISTANT_IDS } from '@core/assistants/ids.js';
import { maskSecret } from '../operations/secrets.js';
import type { StoredWebhooks as Stored } from '../services/webhook-settings/stored-webhook.js';

/**
 * What leaves the server for admins: URLs as stored, keys only as a mask (last four characters;
 * `readKey` decrypts, '' when the key cannot be read).
 */
export function presentWebhookSettings(
  stored: Stored,
  readKey: (encrypted: string) => string,
): WebhookSettings {
  return Object.fromEntries(
    ASSISTANT_IDS.map((id) => {
      const { webhookUrl, apiKeyEncrypted, responseMode } = stored[id];
      const apiKey = apiKeyEncrypted ? maskSecret(readKey(apiKeyEncrypted) || '????') : '';
      // "response" is the default: left out, so the answer stays the specification's.
      return [
        id,
        responseMode === 'callback' ? { webhookUrl, apiKey, responseMode } : { webhookUrl, apiKey },
      ];
    }),
  ) as WebhookSettings;
}

/** What a member who is not an admin sees: each webhook's host and whether a key is set. */
export function presentWebhookSummaries(stored: Stored): WebhookSummaries {
  return Object.fromEntries(
    ASSISTANT_IDS.map((id) => [
      id,
      {
        webhookHost: webhookHostOf(stored[id].webhookUrl),
        apiKeySet: !!stored[id].apiKeyEncrypted,
      },
    ]),
  ) as WebhookSummaries;
}
