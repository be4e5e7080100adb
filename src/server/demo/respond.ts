import type { AssistantId } from '../../core/assistants/ids.js';
import { isAssistantId } from '../../core/assistants/ids.js';
import { blogArticle } from './blog.js';
import { parseDemoRequest } from './demo-request.js';
import type { DemoRequest } from './demo-request.js';
import { insightEmail, prospectEmail, retentionEmail } from './emails.js';
import { leadResults } from './leads.js';
import { newsletter } from './newsletter.js';
import { reviseContent } from './revise.js';
import { facebookPost, instagramPost, linkedInPost } from './social.js';
import { topicList } from './topics.js';
import { websiteCopy } from './website.js';

export interface DemoResponse {
  contentType: string;
  body: string;
}

type TextAssistant = Exclude<AssistantId, 'lead-generator'>;

const WRITERS: Record<TextAssistant, (req: DemoRequest) => string> = {
  'topic-generator': topicList,
  facebook: facebookPost,
  linkedin2: linkedInPost,
  instagram: instagramPost,
  blog: blogArticle,
  newsletter,
  'retention-email': retentionEmail,
  'insight-amplifier': insightEmail,
  'prospect-engagement': prospectEmail,
  website: websiteCopy,
};

/**
 * How each assistant's answer is shaped, mixed on purpose like real n8n workflows: an item
 * array from "All Incoming Items", a single object, a bare JSON string, or plain text.
 */
const SHAPES: Record<TextAssistant, (text: string) => unknown> = {
  'topic-generator': (output) => [{ output }],
  facebook: (output) => ({ output }),
  linkedin2: (output) => [{ output }],
  instagram: (output) => ({ output }),
  blog: (output) => [{ output }],
  newsletter: (output) => ({ output }),
  'retention-email': (text) => ({ text }),
  'insight-amplifier': (text) => text,
  'prospect-engagement': (response) => ({ response }),
  website: (text) => text,
};

const JSON_TYPE = 'application/json; charset=utf-8';
const json = (value: unknown): DemoResponse => ({
  contentType: JSON_TYPE,
  body: JSON.stringify(value),
});

export function isDemoAssistant(value: unknown): value is AssistantId {
  return isAssistantId(value);
}

/**
 * The demo automation's answer to a webhook body (pure: same body, same answer). Generates,
 * revises (`action: "revise"`) or answers a test call (`action: "test"`) with `{output: "ok"}`.
 */
export function demoRespond(assistantType: string, body: unknown): DemoResponse {
  if (!isDemoAssistant(assistantType)) throw new Error(`Unknown assistant type "${assistantType}"`);
  const req = parseDemoRequest(assistantType, body);
  if (req.action === 'test') return json({ output: 'ok' });
  if (assistantType === 'lead-generator') return json([leadResults(req)]);

  const write = WRITERS[assistantType];
  let text: string;
  if (req.action === 'revise') {
    const original = req.originalContent.trim() || write(req);
    text = reviseContent(original, req.revisionRequest || 'Improve the wording', req.rng);
  } else {
    text = write(req);
  }
  if (assistantType === 'website') return { contentType: 'text/plain; charset=utf-8', body: text };
  return json(SHAPES[assistantType](text));
}
