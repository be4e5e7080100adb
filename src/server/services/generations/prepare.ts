import type { GenerateBody, ReviseBody } from '@core/api/generate.js';
import { getAssistant } from '@core/assistants/catalogue.js';
import type { FormValues } from '@core/assistants/types.js';
import type { AssistantDefinition } from '@core/assistants/ids.js';
import type { GenerationDeps } from './deps.js';
import { eq } from 'drizzle-orm';
import { historyItems } from '../../db/schema.js';
import { invalid, notFound } from '../domain-error.js';
import { HISTORY_ITEM_NOT_FOUND, ownedBy } from '../history/history-scope.js';
import type { JobRow } from './job-store.js';
import { assistantRunFor, type AssistantWebhook } from './assistant-webhook.js';
import type { ModelRun } from '../model-connections/model-run.js';
import { parseFormValues } from './form-values.js';
import { generateWebhookBody, reviseWebhookBody, type Caller } from './webhook-body.js';

/**
 * Everything a job needs, checked: who, which assistant, where it runs (its webhook, or a model
 * connection: exactly one of the two), what to send.
 */
export interface JobSpec {
  caller: Caller;
  assistant: AssistantDefinition;
  action: 'generate' | 'revise' | 'rewrite';
  webhook: AssistantWebhook | null;
  model: ModelRun | null;
  webhookBody: Record<string, unknown>;
  values: FormValues;
  revisionRequest?: string;
  /** A revision: the caller's item it was made from. */
  revisedFrom?: number;
  /** A rewrite: the item, its version and the passage the answer replaces. */
  rewrite?: NonNullable<JobRow['rewrite']>;
}

/**
 * A generation: access (403 disabled, 409 no webhook), then the form values (400), as
 * `POST /api/generate` has always checked them.
 */
export async function prepareGenerate(
  ctx: GenerationDeps,
  caller: Omit<Caller, 'sessionId'>,
  body: GenerateBody,
): Promise<JobSpec> {
  const assistant = getAssistant(body.assistantType);
  const who: Caller = { ...caller, sessionId: body.sessionId };
  const run = await assistantRunFor(ctx, caller.company, assistant);
  const values = parseFormValues(
    assistant,
    body.formData,
    'formData',
    caller.company.assistantCustomization,
  );
  const webhookBody = generateWebhookBody(assistant, values, who);
  return { caller: who, assistant, action: 'generate', ...run, webhookBody, values };
}

/** A revision: never of leads (400), then as a generation. */
export async function prepareRevise(
  ctx: GenerationDeps,
  caller: Omit<Caller, 'sessionId'>,
  body: ReviseBody,
): Promise<JobSpec> {
  const assistant = getAssistant(body.assistantType);
  if (assistant.revisable === false) {
    throw invalid(
      'Lead Generator results cannot be revised. Change the search criteria and generate new leads instead.',
    );
  }
  const who: Caller = { ...caller, sessionId: body.sessionId };
  const revisedFrom =
    body.historyId === undefined ? undefined : (await ownItem(ctx, who, body.historyId)).id;
  const run = await assistantRunFor(ctx, caller.company, assistant);
  const values = parseFormValues(
    assistant,
    body.originalFormData,
    'originalFormData',
    caller.company.assistantCustomization,
  );
  const webhookBody = reviseWebhookBody(
    assistant,
    {
      originalContent: body.originalContent,
      originalFormData: values,
      revisionRequest: body.revisionRequest,
    },
    who,
  );
  return {
    caller: who,
    assistant,
    action: 'revise',
    ...run,
    webhookBody,
    values,
    revisionRequest: body.revisionRequest,
    revisedFrom,
  };
}

/** The caller's own history item (404 for anybody else's, as the history routes answer). */
export async function ownItem(ctx: GenerationDeps, caller: Omit<Caller, 'sessionId'>, id: number) {
  const owner = { companyId: caller.company.id, userId: caller.user.id };
  const [item] = await ctx.db
    .select()
    .from(historyItems)
    .where(ownedBy(owner, eq(historyItems.id, id)));
  if (!item) throw notFound(HISTORY_ITEM_NOT_FOUND);
  return item;
}
