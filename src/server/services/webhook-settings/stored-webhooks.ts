import { eq } from 'drizzle-orm';
import { ASSISTANT_IDS, type AssistantId } from '../../../core/assistants/ids.js';
import type { WebhookSettings, WebhookSummaries } from '../../../core/api/webhooks.js';
import type { AppContext } from '../../context.js';
import type { StoredWebhook } from './stored-webhook.js';
import type { Db } from '../../db/connection.js';
import { webhookSettings } from '../../db/schema.js';
import {
  presentWebhookSettings,
  presentWebhookSummaries,
} from '../../presenters/webhook-settings.js';

/** What the webhook-settings services need from the app context. */
export type WebhookSettingsContext = Pick<AppContext, 'db' | 'secrets' | 'allowHosts' | 'log'>;

/** A company's stored webhooks for all eleven assistants (empty where no row exists). */
export async function loadStoredWebhooks(
  db: Db,
  companyId: number,
): Promise<Record<AssistantId, StoredWebhook>> {
  const rows = await db
    .select({
      assistantType: webhookSettings.assistantType,
      webhookUrl: webhookSettings.webhookUrl,
      apiKeyEncrypted: webhookSettings.apiKeyEncrypted,
      responseMode: webhookSettings.responseMode,
    })
    .from(webhookSettings)
    .where(eq(webhookSettings.companyId, companyId));
  const stored = Object.fromEntries(
    ASSISTANT_IDS.map((id) => [
      id,
      { webhookUrl: '', apiKeyEncrypted: '', responseMode: 'response' },
    ]),
  ) as Record<AssistantId, StoredWebhook>;
  for (const row of rows) {
    if (row.assistantType in stored) {
      stored[row.assistantType as AssistantId] = {
        webhookUrl: row.webhookUrl,
        apiKeyEncrypted: row.apiKeyEncrypted,
        responseMode: row.responseMode,
      };
    }
  }
  return stored;
}

/** A stored key in clear, or '' when it cannot be read (e.g. APP_SECRET was changed). */
export function decryptKey(ctx: WebhookSettingsContext, encrypted: string): string {
  try {
    return ctx.secrets.decrypt(encrypted);
  } catch (err) {
    ctx.log.warn({ err }, 'a stored webhook API key could not be decrypted');
    return '';
  }
}

/** A company's webhook settings, keys masked. */
export async function readWebhookSettings(
  ctx: WebhookSettingsContext,
  companyId: number,
): Promise<WebhookSettings> {
  const stored = await loadStoredWebhooks(ctx.db, companyId);
  return presentWebhookSettings(stored, (encrypted) => decryptKey(ctx, encrypted));
}

/** A company's webhooks as members who are not admins see them (hosts, whether a key is set). */
export async function readWebhookSummaries(db: Db, companyId: number): Promise<WebhookSummaries> {
  return presentWebhookSummaries(await loadStoredWebhooks(db, companyId));
}
