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
import { formQuery, groundingFor } from '../knowledge/grounding.js';

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
  /** The knowledge passages sent (undefined: none), kept with what it produces. */
  knowledge?: JobRow['knowledge'];
  /** The language asked for (a tag) and its search configuration. */
  language?: string;
  searchConfig?: string;
}

/** What a job spec keeps of its grounding (the body carries it to the automation). */
export const keptGrounding = (g: Awaited<ReturnType<typeof groundingFor>>) => ({
  knowledge: g.grounding.knowledge,
  language: g.language,
  searchConfig: g.searchConfig,
});

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
  const grounded =
    assistant.payload === 'form-only'
      ? null
      : await groundingFor(ctx, caller.company, assistant.id, {
          language: body.language,
          useKnowledge: body.useKnowledge,
          query: formQuery(values),
        });
  const webhookBody = generateWebhookBody(assistant, values, who, grounded?.grounding);
  return {
    caller: who,
    assistant,
    action: 'generate',
    ...run,
    webhookBody,
    values,
    ...(grounded ? keptGrounding(grounded) : {}),
  };
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
  const revised =
    body.historyId === undefined ? undefined : await ownItem(ctx, who, body.historyId);
  const revisedFrom = revised?.id;
  const run = await assistantRunFor(ctx, caller.company, assistant);
  const values = parseFormValues(
    assistant,
    body.originalFormData,
    'originalFormData',
    caller.company.assistantCustomization,
  );
  const grounded = await groundingFor(ctx, caller.company, assistant.id, {
    language: body.language ?? revised?.language,
    useKnowledge: body.useKnowledge,
    query: `${body.revisionRequest} ${formQuery(values)}`,
  });
  const webhookBody = reviseWebhookBody(
    assistant,
    {
      originalContent: body.originalContent,
      originalFormData: values,
      revisionRequest: body.revisionRequest,
    },
    who,
    grounded.grounding,
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
    ...keptGrounding(grounded),
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
