import type { WebhookSettings } from '@core/api/webhooks.js';
import { presentWebhookSettings } from '../../presenters/webhook-settings.js';
import type { StoredWebhooks } from '../../services/webhook-settings/stored-webhook.js';
import {
  decryptKey,
  type WebhookSettingsContext,
} from '../../services/webhook-settings/stored-webhooks.js';

/** A company's stored webhooks as admins see them: URLs, keys masked (unreadable ones too). */
export function presentStoredWebhooks(
  ctx: WebhookSettingsContext,
  stored: StoredWebhooks,
): WebhookSettings {
  return presentWebhookSettings(stored, (encrypted) => decryptKey(ctx, encrypted));
}
