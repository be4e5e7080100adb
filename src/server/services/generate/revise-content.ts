import type { ReviseBody } from '../../../core/api/generate.js';
import { getAssistant } from '../../../core/assistants/catalogue.js';
import type { AppContext } from '../../context.js';
import { badRequest } from '../../http-errors.js';
import { withGeneration } from '../plan-limit.js';
import { assistantWebhookFor } from './assistant-webhook.js';
import { callForContent } from './call-automation.js';
import { parseFormValues } from './form-values.js';
import { saveResult } from './save-result.js';
import { reviseWebhookBody, type Caller } from './webhook-body.js';

/**
 * POST /api/revise: asks the assistant's automation to rework generated content. The revision
 * is kept as a new history item with its request; it counts as a generation.
 */
export async function reviseContent(
  ctx: AppContext,
  caller: Omit<Caller, 'sessionId'>,
  body: ReviseBody,
  requestId: string,
): Promise<{ content: string; historyId: number }> {
  const assistant = getAssistant(body.assistantType);
  if (assistant.id === 'lead-generator') {
    throw badRequest(
      'Lead Generator results cannot be revised. Change the search criteria and generate new leads instead.',
    );
  }
  const who: Caller = { ...caller, sessionId: body.sessionId };
  const webhook = await assistantWebhookFor(ctx, caller.company, assistant);
  const values = parseFormValues(
    assistant,
    body.originalFormData,
    'originalFormData',
    caller.company.assistantCustomization,
  );
  const input = {
    originalContent: body.originalContent,
    originalFormData: values,
    revisionRequest: body.revisionRequest,
  };
  return withGeneration(ctx, caller.company, async () => {
    const content = await callForContent(ctx, {
      assistant,
      webhook,
      body: reviseWebhookBody(assistant, input, who),
      requestId,
    });
    const historyId = await saveResult(ctx, who, {
      assistantType: assistant.id,
      content,
      formData: values,
      revisionRequest: body.revisionRequest,
    });
    return { content, historyId };
  });
}
