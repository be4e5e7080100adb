import type { WebhookSettings } from '@core/api/webhooks.js';

/**
 * Webhook settings are also kept in local storage (docs/product.md#webhook-settings), per company. Only what
 * the server returned is stored: URLs and masked keys, never a key in clear.
 */
const keyFor = (companyId: string | undefined) =>
  `copydesk.webhookSettings.${companyId || 'default'}`;

export function readCachedSettings(companyId: string | undefined): Partial<WebhookSettings> {
  try {
    const raw = localStorage.getItem(keyFor(companyId));
    const parsed: unknown = raw ? JSON.parse(raw) : {};
    return parsed && typeof parsed === 'object' ? (parsed as Partial<WebhookSettings>) : {};
  } catch {
    return {};
  }
}

export function writeCachedSettings(companyId: string | undefined, settings: WebhookSettings) {
  try {
    localStorage.setItem(keyFor(companyId), JSON.stringify(settings));
  } catch {
    // Storage full or disabled: the server stays the source of truth.
  }
}
