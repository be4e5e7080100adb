import type { LeadResult } from '../../../core/leads-types.js';
import type { AssistantDefinition } from '../../../core/assistants/types.js';
import type { AppContext } from '../../context.js';
import { HttpError } from '../../http-errors.js';
import { WebhookError, httpStatusFor } from '../../webhooks/errors.js';
import { normaliseContent, normaliseLeads } from '../../webhooks/normalise.js';
import type { WebhookResponse } from '../../webhooks/client.js';
import type { AssistantWebhook } from './assistant-webhook.js';

interface CallInput {
  assistant: AssistantDefinition;
  webhook: AssistantWebhook;
  body: unknown;
  requestId: string;
}

/**
 * Posts once (never retried) to the assistant's automation. A failure becomes an HttpError with
 * the webhook error's own message (naming the assistant) and its status.
 */
async function post(ctx: AppContext, input: CallInput): Promise<WebhookResponse> {
  return ctx.webhooks.post({
    url: input.webhook.url,
    apiKey: input.webhook.apiKey || null,
    body: input.body,
    requestId: input.requestId,
    timeoutMs: ctx.webhooks.timeoutFor(input.assistant.id),
    assistantName: input.assistant.displayName,
  });
}

function toHttpError(err: unknown): unknown {
  if (err instanceof WebhookError) {
    return new HttpError(httpStatusFor(err.kind), err.message);
  }
  return err;
}

/** The generated text of a text assistant. */
export async function callForContent(ctx: AppContext, input: CallInput): Promise<string> {
  try {
    const res = await post(ctx, input);
    return normaliseContent(res, input.assistant.displayName);
  } catch (err) {
    throw toHttpError(err);
  }
}

/** The lead generator's results. */
export async function callForLeads(ctx: AppContext, input: CallInput): Promise<LeadResult> {
  try {
    const res = await post(ctx, input);
    return normaliseLeads(res, input.assistant.displayName);
  } catch (err) {
    throw toHttpError(err);
  }
}
