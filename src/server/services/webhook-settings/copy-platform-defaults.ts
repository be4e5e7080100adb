import { eq } from 'drizzle-orm';
import { PLATFORM_COMPANY_ID } from '@core/api/common.js';
import { companies, webhookSettings } from '../../db/schema.js';
import { ASSISTANT_IDS } from '@core/assistants/ids.js';
import { writeAudit, type AuditContext } from '../audit/audit-log.js';
import { webhookChanges } from './save-webhook-settings.js';
import type { StoredWebhook, StoredWebhooks } from './stored-webhook.js';
import { loadStoredWebhooks, type WebhookSettingsContext } from './stored-webhooks.js';

/**
 * Replaces a company's webhooks with the platform defaults (the platform company's own rows),
 * keys included (they stay encrypted), and returns the company's webhooks as stored now.
 */
export async function copyPlatformDefaults(
  ctx: WebhookSettingsContext,
  company: { id: number; slug: string; companyName: string },
  audit: AuditContext,
): Promise<StoredWebhooks> {
  const companyId = company.id;
  await ctx.db.transaction(async (tx) => {
    const before = rowsByAssistant(
      await tx.select().from(webhookSettings).where(eq(webhookSettings.companyId, companyId)),
    );
    const defaults = await tx
      .select({
        assistantType: webhookSettings.assistantType,
        webhookUrl: webhookSettings.webhookUrl,
        apiKeyEncrypted: webhookSettings.apiKeyEncrypted,
        responseMode: webhookSettings.responseMode,
      })
      .from(webhookSettings)
      .innerJoin(companies, eq(companies.id, webhookSettings.companyId))
      .where(eq(companies.slug, PLATFORM_COMPANY_ID));
    await tx.delete(webhookSettings).where(eq(webhookSettings.companyId, companyId));
    if (defaults.length > 0) {
      await tx.insert(webhookSettings).values(defaults.map((row) => ({ ...row, companyId })));
    }
    const after = rowsByAssistant(defaults);
    await writeAudit(tx, audit, {
      company,
      action: 'webhooks.copy_defaults',
      target: { type: 'webhooks', id: company.slug, label: company.companyName },
      changes: webhookChanges(before, Object.entries(after)),
    });
  });
  return loadStoredWebhooks(ctx.db, companyId);
}

const NO_WEBHOOK: StoredWebhook = { webhookUrl: '', apiKeyEncrypted: '', responseMode: 'response' };

/** Every assistant's webhook from rows (an assistant without a row has none). */
function rowsByAssistant(rows: ({ assistantType: string } & StoredWebhook)[]) {
  const map: Record<string, StoredWebhook> = {};
  for (const id of ASSISTANT_IDS) map[id] = NO_WEBHOOK;
  for (const { assistantType, webhookUrl, apiKeyEncrypted, responseMode } of rows) {
    map[assistantType] = { webhookUrl, apiKeyEncrypted, responseMode };
  }
  return map;
}
