import { and, eq, or } from 'drizzle-orm';
import { PLATFORM_COMPANY_ID } from '../../core/api/common.js';
import { ASSISTANT_IDS, type AssistantId } from '../../core/assistants/ids.js';
import type { Db } from '../db/connection.js';
import { botAccess, companies, webhookSettings } from '../db/schema.js';
import type { SecretBox } from '../secrets.js';

export interface EffectiveWebhook {
  url: string;
  apiKey: string;
  /** Where the URL came from. */
  source: 'company' | 'platform' | 'none';
}

/** Bot access per assistant for a company (enabled when no row exists). */
export async function botAccessMap(
  db: Db,
  companyId: number,
): Promise<Record<AssistantId, boolean>> {
  const rows = await db.select().from(botAccess).where(eq(botAccess.companyId, companyId));
  const map = Object.fromEntries(ASSISTANT_IDS.map((id) => [id, true])) as Record<
    AssistantId,
    boolean
  >;
  for (const row of rows) if (row.botType in map) map[row.botType as AssistantId] = row.enabled;
  return map;
}

/**
 * Effective webhooks of a company for every assistant: its own URL when set, else the platform
 * default (the platform tenant's own rows).
 */
export async function effectiveWebhooks(
  db: Db,
  secrets: SecretBox,
  companyId: number,
): Promise<Record<AssistantId, EffectiveWebhook>> {
  const rows = await db
    .select({
      companySlug: companies.companyId,
      companyId: webhookSettings.companyId,
      assistantType: webhookSettings.assistantType,
      webhookUrl: webhookSettings.webhookUrl,
      apiKeyEncrypted: webhookSettings.apiKeyEncrypted,
    })
    .from(webhookSettings)
    .innerJoin(companies, eq(companies.id, webhookSettings.companyId))
    .where(
      or(eq(webhookSettings.companyId, companyId), eq(companies.companyId, PLATFORM_COMPANY_ID)),
    );
  const result = Object.fromEntries(
    ASSISTANT_IDS.map((id) => [id, { url: '', apiKey: '', source: 'none' }]),
  ) as Record<AssistantId, EffectiveWebhook>;
  const own = rows.filter((r) => r.companyId === companyId);
  const platform = rows.filter((r) => r.companySlug === PLATFORM_COMPANY_ID);
  for (const id of ASSISTANT_IDS) {
    const mine = own.find((r) => r.assistantType === id && r.webhookUrl);
    const fallback = platform.find((r) => r.assistantType === id && r.webhookUrl);
    const chosen = mine ?? fallback;
    if (chosen) {
      result[id] = {
        url: chosen.webhookUrl,
        apiKey: secrets.decrypt(chosen.apiKeyEncrypted),
        source: mine ? 'company' : 'platform',
      };
    }
  }
  return result;
}

/**
 * The assistants a company's users may use: enabled in bot access and with an effective
 * webhook. Platform admins in the platform tenant see all of them.
 */
export async function enabledAssistants(
  db: Db,
  secrets: SecretBox,
  opts: { companyId: number; companySlug: string; seeAll: boolean },
): Promise<AssistantId[]> {
  if (opts.seeAll && opts.companySlug === PLATFORM_COMPANY_ID) return [...ASSISTANT_IDS];
  const [access, hooks] = await Promise.all([
    botAccessMap(db, opts.companyId),
    effectiveWebhooks(db, secrets, opts.companyId),
  ]);
  return ASSISTANT_IDS.filter((id) => access[id] && hooks[id].url !== '');
}

export async function isAssistantEnabled(db: Db, companyId: number, assistant: AssistantId) {
  const [row] = await db
    .select({ enabled: botAccess.enabled })
    .from(botAccess)
    .where(and(eq(botAccess.companyId, companyId), eq(botAccess.botType, assistant)));
  return row?.enabled ?? true;
}
