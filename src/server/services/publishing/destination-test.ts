import type { DestinationTestResult } from '@core/api/publishing.js';
import { ASSISTANTS } from '@core/assistants/catalogue.js';
import { ASSISTANT_IDS, isAssistantId, type AssistantId } from '@core/assistants/ids.js';
import { contentToRichHtml } from '@core/formatting/rich-html.js';
import type { AutomationClient } from '../../automation-client/client.js';
import { AutomationError } from '../../automation-client/errors.js';
import { describeTestResult } from '../../automation-client/test-result.js';
import { decryptKey } from '../webhook-settings/stored-webhooks.js';
import type { DestinationContext, DestinationRow } from './destinations.js';

/** The assistant whose sample is sent: Blog Article when the destination takes it. */
function sampleAssistant(row: DestinationRow): AssistantId {
  const accepted = row.assistantTypes.filter(isAssistantId);
  if (accepted.length === 0 || accepted.includes('blog')) return 'blog';
  return accepted[0] ?? ASSISTANT_IDS[0];
}

/** A short Markdown text standing in for an item, titled after its assistant. */
function sampleItem(assistantType: AssistantId) {
  const name = ASSISTANTS[assistantType].displayName;
  const title = `Test post from Copydesk (${name})`;
  const content =
    `# ${title}\n\n` +
    'This is a **test** sent from Copydesk to check that this destination works.\n\n' +
    '- Nothing needs to be published\n- Your automation may answer as it would for a real text\n';
  return {
    id: 0,
    assistantType,
    title,
    content,
    html: contentToRichHtml(content),
    formData: {},
    version: 1,
  };
}

const ANSWER_EXCERPT = 1000;

/** What a 2xx answer says: a callback to come, or the published address and id. */
function readAnswer(status: number, text: string) {
  let body: unknown = null;
  try {
    body = text.trim() ? JSON.parse(text) : null;
  } catch {
    body = null;
  }
  const first: unknown = Array.isArray(body) ? body[0] : body;
  const answer = first && typeof first === 'object' ? (first as Record<string, unknown>) : {};
  const textOf = (value: unknown, max: number) =>
    typeof value === 'string' && value.trim() ? value.trim().slice(0, max) : null;
  const url = textOf(answer.url, 2048);
  return {
    acknowledged: status === 202 || answer.accepted === true,
    publishedUrl: url && /^https?:\/\//i.test(url) ? url : null,
    externalId:
      textOf(answer.externalId, 500) ??
      (typeof answer.externalId === 'number' ? String(answer.externalId) : null),
  };
}

/**
 * Sends the destination a sample publication (`test: true`, `publicationId: null`) through the
 * guarded client and reports what came back, as the webhook test does: reachable, status,
 * latency, whether the answer is usable (any 2xx), and the link or id it gave.
 */
export async function testDestination(
  ctx: DestinationContext,
  client: AutomationClient,
  opts: {
    company: { slug: string; companyName: string };
    destination: DestinationRow;
    requestId: string;
  },
): Promise<DestinationTestResult> {
  const { destination } = opts;
  const apiKey = destination.apiKeyEncrypted ? decryptKey(ctx, destination.apiKeyEncrypted) : '';
  const body = {
    event: 'publish',
    test: true,
    publicationId: null,
    company: { id: opts.company.slug, name: opts.company.companyName },
    item: sampleItem(sampleAssistant(destination)),
  };
  const nothing = { acknowledged: false, publishedUrl: null, externalId: null, answer: '' };
  try {
    const response = await client.post({
      url: destination.url,
      apiKey: apiKey || null,
      body,
      requestId: opts.requestId,
      assistantName: destination.name,
    });
    return {
      url: destination.url,
      reachable: true,
      status: response.status,
      latencyMs: response.latencyMs,
      understood: true,
      ...readAnswer(response.status, response.text),
      answer: response.text.slice(0, ANSWER_EXCERPT),
    };
  } catch (error) {
    return {
      url: destination.url,
      ...describeTestResult({ error }, destination.name),
      ...nothing,
      answer: error instanceof AutomationError ? (error.raw ?? '').slice(0, ANSWER_EXCERPT) : '',
    };
  }
}
