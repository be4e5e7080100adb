import { eq } from 'drizzle-orm';
import { PLATFORM_COMPANY_ID } from '../../../core/api/common.js';
import type { WebhookSettings } from '../../../core/api/webhooks.js';
import { companies, webhookSettings } from '../../db/schema.js';
import { readWebhookSettings, type WebhookSettingsContext } from './stored-webhooks.js';

/**
 * Replaces a company's webhooks with the platform defaults (the platform company's own rows),
 * keys included (they stay encrypted), and returns the result masked.
 */
export async function copyPlatformDefaults(
  ctx: WebhookSettingsContext,
  companyId: number,
): Promise<WebhookSettings> {
  await ctx.db.transaction(async (tx) => {
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
  });
  return readWebhookSettings(ctx, companyId);
}
