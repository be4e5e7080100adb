import { eq } from 'drizzle-orm';
import { ASSISTANT_IDS, type AssistantId } from '@core/assistants/ids.js';
import type { AppContext } from '../../context.js';
import type { StoredWebhooks } from './stored-webhook.js';
import type { Db } from '../../db/connection.js';
import { webhookSettings } from '../../db/schema.js';

/** What the webhook-settings services need from the app context. */
export type WebhookSettingsContext = Pick<AppContext, 'db' | 'secrets' | 'allowHosts' | 'log'>;

/** A company's stored webhooks for all eleven assistants (empty where no row exists). */
export async function loadStoredWebhooks(db: Db, companyId: number): Promise<StoredWebhooks> {
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
  ) as StoredWebhooks;
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
