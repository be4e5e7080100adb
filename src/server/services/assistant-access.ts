import { and, eq, or, type Placeholder } from 'drizzle-orm';
import { PLATFORM_COMPANY_ID } from '@core/api/common.js';
import { ASSISTANT_IDS, type AssistantId } from '@core/assistants/ids.js';
import type { AppContext } from '../context.js';
import type { Db } from '../db/connection.js';
import { assistantAccess, companies, webhookSettings } from '../db/schema.js';
import { runsOnFor } from './model-connections/runs-on.js';

export interface WebhookRow {
  companyId: number;
  companySlug: string;
  webhookUrl: string;
  apiKeyEncrypted: string;
  responseMode: 'response' | 'callback';
}

export interface EffectiveWebhook {
  url: string;
  /** Decrypted only by the code that sends it. */
  apiKeyEncrypted: string;
  /** Where the URL came from. */
  source: 'company' | 'platform' | 'none';
  /** How the automation gives its result (the chosen row's setting). */
  responseMode: 'response' | 'callback';
}

/**
 * The one rule (decision 017): the company's own webhook when its URL is set, else the platform
 * default (the platform tenant's own row). `rows` are one assistant's rows of both.
 */
export function chooseWebhook(rows: readonly WebhookRow[], companyId: number): EffectiveWebhook {
  const own = rows.find((r) => r.companyId === companyId && r.webhookUrl.trim() !== '');
  const platform = rows.find(
    (r) => r.companySlug === PLATFORM_COMPANY_ID && r.webhookUrl.trim() !== '',
  );
  const chosen = own ?? platform;
  if (!chosen) return { url: '', apiKeyEncrypted: '', source: 'none', responseMode: 'response' };
  return {
    url: chosen.webhookUrl.trim(),
    apiKeyEncrypted: chosen.apiKeyEncrypted,
    source: own ? 'company' : 'platform',
    responseMode: chosen.responseMode,
  };
}

/** The columns `chooseWebhook` reads, for queries joining webhook_settings and companies. */
export const webhookRowColumns = {
  companyId: webhookSettings.companyId,
  companySlug: companies.slug,
  webhookUrl: webhookSettings.webhookUrl,
  apiKeyEncrypted: webhookSettings.apiKeyEncrypted,
  responseMode: webhookSettings.responseMode,
};

/** Rows of a company and of the platform tenant (the platform defaults). */
export const ownOrPlatform = (companyId: number | Placeholder) =>
  or(eq(webhookSettings.companyId, companyId), eq(companies.slug, PLATFORM_COMPANY_ID));

/** Bot access per assistant for a company (enabled when no row exists). */
export async function assistantAccessMap(
  db: Db,
  companyId: number,
): Promise<Record<AssistantId, boolean>> {
  const rows = await db
    .select()
    .from(assistantAccess)
    .where(eq(assistantAccess.companyId, companyId));
  const map = Object.fromEntries(ASSISTANT_IDS.map((id) => [id, true])) as Record<
    AssistantId,
    boolean
  >;
  for (const row of rows)
    if (row.assistantType in map) map[row.assistantType as AssistantId] = row.enabled;
  return map;
}

/** Effective webhooks of a company for every assistant (`chooseWebhook` per assistant). */
export async function effectiveWebhooks(
  db: Db,
  companyId: number,
): Promise<Record<AssistantId, EffectiveWebhook>> {
  const rows = await db
    .select({ ...webhookRowColumns, assistantType: webhookSettings.assistantType })
    .from(webhookSettings)
    .innerJoin(companies, eq(companies.id, webhookSettings.companyId))
    .where(ownOrPlatform(companyId));
  return Object.fromEntries(
    ASSISTANT_IDS.map((id) => [
      id,
      chooseWebhook(
        rows.filter((r) => r.assistantType === id),
        companyId,
      ),
    ]),
  ) as Record<AssistantId, EffectiveWebhook>;
}

/**
 * The assistants a company's users may use: enabled in bot access, and running on a model
 * connection or with an effective webhook; every one with `all` (the caller has asked
 * `assistantPolicy.listAll`).
 */
export async function enabledAssistants(
  ctx: Pick<AppContext, 'db' | 'config'>,
  opts: { company: { id: number; slug: string }; all: boolean },
): Promise<AssistantId[]> {
  if (opts.all) return [...ASSISTANT_IDS];
  const companyId = opts.company.id;
  const [access, hooks, ways] = await Promise.all([
    assistantAccessMap(ctx.db, companyId),
    effectiveWebhooks(ctx.db, companyId),
    runsOnFor(ctx, opts.company),
  ]);
  return ASSISTANT_IDS.filter((id) => access[id] && (ways[id] === 'model' || hooks[id].url !== ''));
}

export async function isAssistantEnabled(db: Db, companyId: number, assistant: AssistantId) {
  const [row] = await db
    .select({ enabled: assistantAccess.enabled })
    .from(assistantAccess)
    .where(
      and(eq(assistantAccess.companyId, companyId), eq(assistantAccess.assistantType, assistant)),
    );
  return row?.enabled ?? true;
}
