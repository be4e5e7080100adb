import type { GenerateBody, GenerateResponse } from '../../../core/api/generate.js';
import { getAssistant } from '../../../core/assistants/catalogue.js';
import type { AppContext } from '../../context.js';
import { withGeneration } from '../plan-limit.js';
import { assistantWebhookFor } from './assistant-webhook.js';
import { callForContent, callForLeads } from './call-automation.js';
import { parseFormValues } from './form-values.js';
import { saveResult } from './save-result.js';
import { generateWebhookBody, type Caller } from './webhook-body.js';

/**
 * POST /api/generate: checks access and the form values, takes a unit of the plan limit, calls
 * the assistant's automation once, and keeps the result (history item + activity event). Nothing
 * is saved when any step fails, and the unit is given back.
 */
export async function generateContent(
  ctx: AppContext,
  caller: Omit<Caller, 'sessionId'>,
  body: GenerateBody,
  requestId: string,
): Promise<GenerateResponse> {
  const assistant = getAssistant(body.assistantType);
  const who: Caller = { ...caller, sessionId: body.sessionId };
  const webhook = await assistantWebhookFor(ctx, caller.company, assistant);
  const values = parseFormValues(
    assistant,
    body.formData,
    'formData',
    caller.company.assistantCustomization,
  );
  const call = { assistant, webhook, body: generateWebhookBody(assistant, values, who), requestId };

  return withGeneration(ctx, caller.company, async () => {
    if (assistant.id === 'lead-generator') {
      const result = await callForLeads(ctx, call);
      const historyId = await saveResult(ctx, who, {
        assistantType: assistant.id,
        content: JSON.stringify(result),
        formData: values,
      });
      return { summary: result.summary, leads: result.leads, historyId };
    }
    const content = await callForContent(ctx, call);
    const historyId = await saveResult(ctx, who, {
      assistantType: assistant.id,
      content,
      formData: values,
    });
    return { content, historyId };
  });
}
