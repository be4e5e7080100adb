import type { WebhookTestResult } from '@core/api/webhooks.js';
import { ASSISTANTS } from '@core/assistants/catalogue.js';
import type { AssistantId } from '@core/assistants/ids.js';
import type { AutomationClient } from '../../automation-client/client.js';
import {
  describeTestResult,
  type WebhookTestOutcome,
} from '../../automation-client/test-result.js';
import { invalid } from '../domain-error.js';
import { isMask } from '../../operations/secrets.js';
import { effectiveWebhooks } from '../assistant-access.js';
import { decryptKey, loadStoredWebhooks, type WebhookSettingsContext } from './stored-webhooks.js';
import {
  apiKeyProblem,
  REENTER_KEY_MESSAGE,
  sameOrigin,
  webhookUrlProblem,
} from './validate-webhook.js';

export interface TestWebhookOptions {
  company: { id: number; slug: string; companyName: string };
  user: { id: number; username: string };
  assistantType: AssistantId;
  /** A URL to test instead of the effective one (e.g. typed, not saved yet). */
  webhookUrl?: string;
  /** A key to send; absent or the mask: the stored key; '' sends none. */
  apiKey?: string;
  requestId: string;
}

/**
 * Sends `{action: "test"}` through the guarded webhook client and reports what came back:
 * reachable, status, latency, whether the answer is understood, and the problem when not.
 */
export async function testWebhook(
  ctx: WebhookSettingsContext,
  client: AutomationClient,
  opts: TestWebhookOptions,
): Promise<WebhookTestResult> {
  const type = opts.assistantType;
  const name = ASSISTANTS[type].displayName;
  const chosen = (await effectiveWebhooks(ctx.db, opts.company.id))[type];
  const effective = { url: chosen.url, apiKey: decryptKey(ctx, chosen.apiKeyEncrypted) };
  const given = opts.webhookUrl?.trim() ?? '';
  if (given) {
    const problem = webhookUrlProblem(given, ctx.allowHosts);
    // Refused addresses are reported by the test itself (as they would be on a real call).
    if (problem && !problem.startsWith('This address is not allowed')) {
      throw invalid(`${name}: ${problem}`);
    }
  }
  const url = given || effective.url;
  if (!url) throw invalid(`${name}: No webhook URL is set. Enter a URL to test.`);

  const apiKey = await keyToSend(ctx, opts, url, effective);
  let outcome: WebhookTestOutcome;
  try {
    const response = await client.post({
      url,
      apiKey,
      body: {
        action: 'test',
        assistantType: type,
        sessionId: 'webhook-test',
        company: { id: opts.company.slug, name: opts.company.companyName },
        user: { id: opts.user.id, username: opts.user.username },
      },
      requestId: opts.requestId,
      timeoutMs: client.timeoutFor(type),
      assistantName: name,
    });
    outcome = { response };
  } catch (error) {
    outcome = { error };
  }
  return { url, ...describeTestResult(outcome, name) };
}

/**
 * The key for the test call. A typed key is sent as it is. Otherwise the stored key (the
 * company's own, or the effective one) is sent, but only to the address it was saved for.
 */
async function keyToSend(
  ctx: WebhookSettingsContext,
  opts: TestWebhookOptions,
  url: string,
  effective: { url: string; apiKey: string },
): Promise<string> {
  const name = ASSISTANTS[opts.assistantType].displayName;
  if (opts.apiKey !== undefined && !isMask(opts.apiKey)) {
    const problem = apiKeyProblem(opts.apiKey);
    if (problem) throw invalid(`${name}: ${problem}`);
    return opts.apiKey;
  }
  const own = (await loadStoredWebhooks(ctx.db, opts.company.id))[opts.assistantType];
  const candidates = [
    { url: own.webhookUrl, apiKey: decryptKey(ctx, own.apiKeyEncrypted) },
    effective,
  ].filter((c) => c.apiKey !== '');
  const match = candidates.find((c) => sameOrigin(c.url, url));
  if (match) return match.apiKey;
  if (opts.apiKey !== undefined && candidates.length > 0) {
    throw invalid(`${name}: ${REENTER_KEY_MESSAGE}`);
  }
  return '';
}
