import {
  SCORE_LEADS_CODE,
  SEARCH_QUERIES_CODE,
} from '../../src/server/automations/n8n/lead-code.js';
import type { N8nPrompt } from '../../src/core/assistants/types.js';
import { promptCode } from '../../src/server/automations/n8n/prompt-common.js';

/**
 * Runs a Code node's JavaScript as n8n does ("Run Once for All Items"): `$input` holds the items,
 * `$('Webhook')` the request, and the code returns `[{json}]`.
 */
type Json = Record<string, unknown>;

function run(code: string, items: Json[], webhookBody: unknown): Json[] {
  const wrap = (list: Json[]) => ({
    first: () => ({ json: list[0] }),
    all: () => list.map((json) => ({ json })),
  });
  const nodes = (name: string) => {
    if (name !== 'Webhook') throw new Error(`No node ${name} in this test`);
    return wrap([{ body: webhookBody }]);
  };
  const result = new Function('$input', '$', code)(wrap(items), nodes) as Array<{ json: Json }>;
  return result.map((item) => item.json);
}

export interface BuiltPrompt {
  action: string;
  sessionId: string;
  system: string;
  prompt: string;
  callback: unknown;
}

/** Runs an assistant's "Build prompt" node; `prompt` is its `PROMPTS` entry (text assistants). */
export function runBuildPrompt(prompt: N8nPrompt | undefined, body: unknown): BuiltPrompt {
  if (!prompt) throw new Error('this assistant has no n8n prompt (it answers with leads)');
  return run(promptCode(prompt), [{ body }], body)[0] as unknown as BuiltPrompt;
}

export function runLeadCode(which: 'queries' | 'score', body: unknown, items: Json[]): Json[] {
  return run(which === 'queries' ? SEARCH_QUERIES_CODE : SCORE_LEADS_CODE, items, body);
}
