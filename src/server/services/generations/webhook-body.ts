import { randomUUID } from 'node:crypto';
import { brandForAutomation, type BrandVoice } from '@core/api/brand-voice.js';
import type { FormValues } from '@core/assistants/types.js';
import type { KnowledgeSource } from '@core/api/knowledge.js';
import type { AssistantDefinition } from '@core/assistants/ids.js';
import type { AuthUser } from '../../auth/current-user.js';
import type { Company } from '../../tenancy/companies.js';

/** Who and where a generation is for: always taken from the server, never from the client. */
export interface Caller {
  company: Company;
  user: AuthUser;
  sessionId: string;
}

const companyOf = (caller: Caller) => ({
  id: caller.company.slug,
  name: caller.company.companyName,
});
const userOf = (caller: Caller) => ({ id: caller.user.id, username: caller.user.username });

/** The company's brand voice as `brand`, when it has one (decision 043). */
function brandOf(caller: Caller): { brand?: BrandVoice } {
  const brand = brandForAutomation(caller.company.brandVoice);
  return brand ? { brand } : {};
}

/**
 * What a text generation is sent beside its form: the language to write in (its English name
 * and BCP 47 tag) and, when the company has knowledge for the assistant and the caller wants
 * it, the passages that best match (docs/product.md#knowledge-library).
 */
export interface Grounding {
  language: { name: string; tag: string };
  knowledge?: KnowledgeSource[];
}

const groundingOf = (g: Grounding) =>
  g.knowledge ? { language: g.language, knowledge: g.knowledge } : { language: g.language };

/** The form values as the webhook gets them: the assistant's submit transformation (docs/product.md#submit-payloads). */
function webhookFormData(
  assistant: AssistantDefinition,
  values: FormValues,
  caller: Caller,
): Record<string, unknown> {
  return assistant.transform(values, {
    sessionId: caller.sessionId,
    company: companyOf(caller),
    userId: caller.user.id,
  });
}

/**
 * The generate body (decision 017). The lead generator sends exactly its own payload
 * (docs/product.md#submit-payloads: type, assistantType, sessionId, companyInfo, formData, userId) with a
 * sessionId generated for this submission; the caller's session stays on the history item.
 * Every other assistant's body carries the company's brand voice as `brand` when it has one.
 */
export function generateWebhookBody(
  assistant: AssistantDefinition,
  values: FormValues,
  caller: Caller,
  grounding: Grounding | undefined,
): Record<string, unknown> {
  if (assistant.payload === 'form-only') {
    return webhookFormData(assistant, values, { ...caller, sessionId: randomUUID() });
  }
  const transformed = webhookFormData(assistant, values, caller);
  return {
    action: 'generate',
    assistantType: assistant.id,
    sessionId: caller.sessionId,
    formData: transformed,
    company: companyOf(caller),
    user: userOf(caller),
    ...brandOf(caller),
    ...(grounding ? groundingOf(grounding) : {}),
  };
}

/** The revise body (decision 017); the original form values go through the transformation too. */
export function reviseWebhookBody(
  assistant: AssistantDefinition,
  input: { originalContent: string; originalFormData: FormValues; revisionRequest: string },
  caller: Caller,
  grounding: Grounding,
): Record<string, unknown> {
  return {
    action: 'revise',
    assistantType: assistant.id,
    sessionId: caller.sessionId,
    originalContent: input.originalContent,
    originalFormData: webhookFormData(assistant, input.originalFormData, caller),
    revisionRequest: input.revisionRequest,
    company: companyOf(caller),
    user: userOf(caller),
    ...brandOf(caller),
    ...groundingOf(grounding),
  };
}
