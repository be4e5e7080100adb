import type { AssistantId } from '@core/assistants/ids.js';
import { isAssistantId } from '@core/assistants/ids.js';
import { ASSISTANT_LIST } from '@core/assistants/registry.js';
import type { DemoAnswer } from '@core/assistants/types.js';
import { parseDemoRequest, type DemoRequest } from '@core/demo/demo-request.js';
import { withBrandNote } from '@core/demo/brand-note.js';
import { withGroundingNote, withoutGroundingNote } from '@core/demo/grounding-note.js';
import { reviseContent, rewritePassage } from '@core/demo/revise.js';

export interface DemoResponse {
  contentType: string;
  body: string;
}

/**
 * Each assistant's demo writer, from its definition (`demo.server.ts`). How each answer is
 * shaped is mixed on purpose like real n8n workflows: an item array from "All Incoming Items",
 * a single object, a bare JSON string, or plain text.
 */
const DEMOS = new Map<string, DemoAnswer>(
  await Promise.all(ASSISTANT_LIST.map(async (entry) => [entry.id, await entry.demo()] as const)),
);

const JSON_TYPE = 'application/json; charset=utf-8';
const json = (value: unknown): DemoResponse => ({
  contentType: JSON_TYPE,
  body: JSON.stringify(value),
});

export function isDemoAssistant(value: unknown): value is AssistantId {
  return isAssistantId(value);
}

/**
 * The answer of one demo writer to a webhook body (pure: same body, same answer). Generates,
 * revises (`action: "revise"`) or answers a test call (`action: "test"`) with `{output: "ok"}`.
 */
export function demoAnswer(assistantType: string, demo: DemoAnswer, body: unknown): DemoResponse {
  const req = parseDemoRequest(assistantType, body);
  if (req.action === 'test') return json({ output: 'ok' });
  if ('json' in demo) return json(demo.json(req));
  const text = writtenText(demo, req);
  if (demo.shape === 'plain-text') return { contentType: 'text/plain; charset=utf-8', body: text };
  return json(demo.shape(text));
}

/** The demo automation's answer to a webhook body for one of the catalogue's assistants. */
export function demoRespond(assistantType: string, body: unknown): DemoResponse {
  const demo = isDemoAssistant(assistantType) ? DEMOS.get(assistantType) : undefined;
  if (!demo) throw new Error(`Unknown assistant type "${assistantType}"`);
  return demoAnswer(assistantType, demo, body);
}

/**
 * The text the demo automation streams (as n8n's streaming Webhook node would), the very text
 * `demoRespond` answers in one body; null when it answers in one body only (a Test action, and
 * structured answers such as the lead generator's, whose JSON is read once whole).
 */
export function demoStreamedText(assistantType: string, body: unknown): string | null {
  const demo = isDemoAssistant(assistantType) ? DEMOS.get(assistantType) : undefined;
  if (!demo) throw new Error(`Unknown assistant type "${assistantType}"`);
  const req = parseDemoRequest(assistantType, body);
  if (req.action === 'test' || 'json' in demo) return null;
  return writtenText(demo, req);
}

/**
 * A generated or revised (`action: "revise"`) text, noting the language it was asked for and
 * the knowledge it was sent (a rewritten passage goes back into its text without them).
 */
function writtenText(demo: Extract<DemoAnswer, { write: unknown }>, req: DemoRequest): string {
  if (req.action !== 'revise') {
    return withGroundingNote(withBrandNote(demo.write(req), req.body.brand), req.body);
  }
  // A rewrite of a passage: only the passage comes back.
  if (typeof req.body.context === 'object' && req.body.context !== null) {
    return rewritePassage(
      req.originalContent,
      req.revisionRequest || 'Improve the wording',
      req.rng,
    );
  }
  const original = withoutGroundingNote(req.originalContent.trim() || demo.write(req));
  const revised = reviseContent(original, req.revisionRequest || 'Improve the wording', req.rng);
  return withGroundingNote(revised, req.body);
}
