import { and, eq, sql } from 'drizzle-orm';
import { noWebhookMessage } from '@core/api/no-webhook.js';
import type { AssistantDefinition } from '@core/assistants/ids.js';
import type { GenerationDeps } from './deps.js';
import { modelRunFor, type ModelRun } from '../model-connections/model-run.js';
import { preparedFor } from '../../db/prepared.js';
import { assistantAccess, companies, webhookSettings } from '../../db/schema.js';
import { conflict, forbidden } from '../domain-error.js';
import type { Company } from '../../tenancy/companies.js';
import {
  chooseWebhook,
  isAssistantEnabled,
  ownOrPlatform,
  webhookRowColumns,
} from '../assistant-access.js';

export interface AssistantWebhook {
  url: string;
  apiKey: string;
  source: 'company' | 'platform';
  responseMode: 'response' | 'callback';
}

/**
 * One query on the hot path: this assistant's webhook rows (the company's own and the platform
 * default), each with the company's bot access for the assistant alongside. Prepared (decision
 * 024): built once, planned once per connection on PostgreSQL.
 */
const webhookRowsWithAccess = preparedFor((db) => {
  const companyId = sql.placeholder('companyId');
  const assistantType = sql.placeholder('assistantType');
  const accessOf = sql<boolean | null>`(
    select ${assistantAccess.enabled} from ${assistantAccess}
    where ${assistantAccess.companyId} = ${companyId} and ${assistantAccess.assistantType} = ${assistantType}
  )`;
  return db
    .select({ ...webhookRowColumns, enabled: accessOf })
    .from(webhookSettings)
    .innerJoin(companies, eq(companies.id, webhookSettings.companyId))
    .where(and(eq(webhookSettings.assistantType, assistantType), ownOrPlatform(companyId)))
    .prepare('copydesk_assistant_webhook');
});

/** What a company's assistant calls, worked out once per read of its rows (decision 028). */
interface KeptWebhook {
  enabled: boolean;
  webhook: AssistantWebhook | 'none' | 'unreadable-key';
}

/** The assistant's access and webhook for a company, read once and kept (decision 028). */
async function keptWebhookFor(
  ctx: GenerationDeps,
  company: Company,
  assistant: AssistantDefinition,
): Promise<KeptWebhook> {
  return ctx.companies.attached(company.slug, assistant.id, async (): Promise<KeptWebhook> => {
    const found = await webhookRowsWithAccess(ctx.db).execute({
      companyId: company.id,
      assistantType: assistant.id,
    });
    const enabled =
      found.length > 0
        ? found[0].enabled !== false
        : await isAssistantEnabled(ctx.db, company.id, assistant.id);
    const chosen = chooseWebhook(found, company.id);
    if (chosen.source === 'none') return { enabled, webhook: 'none' };
    let apiKey: string;
    try {
      apiKey = ctx.secrets.decrypt(chosen.apiKeyEncrypted);
    } catch {
      return { enabled, webhook: 'unreadable-key' };
    }
    const { url, source, responseMode } = chosen;
    return { enabled, webhook: Object.freeze({ url, apiKey, source, responseMode }) };
  });
}

const notEnabled = (assistant: AssistantDefinition) =>
  forbidden(`The ${assistant.displayName} assistant is not enabled for your company.`);

/**
 * The webhook an assistant of a company calls, after checking the company may use it: bot
 * access on (403 otherwise) and an effective URL, its own or the platform default (409
 * otherwise). Reads only this assistant's rows and decrypts only the key it will send.
 */
async function assistantWebhookFor(
  ctx: GenerationDeps,
  company: Company,
  assistant: AssistantDefinition,
): Promise<AssistantWebhook> {
  const kept = await keptWebhookFor(ctx, company, assistant);
  if (!kept.enabled) throw notEnabled(assistant);
  if (kept.webhook === 'none') {
    throw conflict(noWebhookMessage(assistant.displayName));
  }
  if (kept.webhook === 'unreadable-key') {
    ctx.log.error({ assistantType: assistant.id, companyId: company.id }, 'unreadable API key');
    throw conflict(
      `The API key of the ${assistant.displayName} webhook cannot be read. ` +
        'An administrator must enter it again in Webhook Settings.',
    );
  }
  return kept.webhook;
}

/** How a job runs: on the assistant's automation (its webhook), or on a model connection. */
export type AssistantRun =
  { webhook: AssistantWebhook; model: null } | { webhook: null; model: ModelRun };

/**
 * Which way a company's assistant runs now (decision 058): on a model when its way is "Model"
 * and a connection applies, else on its automation, which must have a webhook. Access is
 * checked first either way (403).
 */
export async function assistantRunFor(
  ctx: GenerationDeps,
  company: Company,
  assistant: AssistantDefinition,
): Promise<AssistantRun> {
  const model = await modelRunFor(ctx, company, assistant.id);
  if (!model) return { webhook: await assistantWebhookFor(ctx, company, assistant), model: null };
  if (!(await keptWebhookFor(ctx, company, assistant)).enabled) throw notEnabled(assistant);
  return { webhook: null, model };
}
