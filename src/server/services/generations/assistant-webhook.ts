import { and, eq, sql } from 'drizzle-orm';
import { noWebhookMessage } from '../../../core/api/no-webhook.js';
import type { AssistantDefinition } from '../../../core/assistants/ids.js';
import type { GenerationDeps } from './deps.js';
import { preparedFor } from '../../db/prepared.js';
import { assistantAccess, companies, webhookSettings } from '../../db/schema.js';
import { conflict, forbidden } from '../../http-errors.js';
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

/**
 * The webhook an assistant of a company calls, after checking the company may use it: bot
 * access on (403 otherwise) and an effective URL, its own or the platform default (409
 * otherwise). Reads only this assistant's rows and decrypts only the key it will send.
 */
export async function assistantWebhookFor(
  ctx: GenerationDeps,
  company: Company,
  assistant: AssistantDefinition,
): Promise<AssistantWebhook> {
  // Kept with the company in the tenant cache, forgotten when webhooks or access change
  // (decision 028): the choice and the decrypted key too, so a generation does neither again.
  const kept = await ctx.companies.attached(
    company.slug,
    assistant.id,
    async (): Promise<KeptWebhook> => {
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
    },
  );
  if (!kept.enabled) {
    throw forbidden(`The ${assistant.displayName} assistant is not enabled for your company.`);
  }
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
