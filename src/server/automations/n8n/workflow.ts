import { ASSISTANTS } from '@core/assistants/catalogue.js';
import { ASSISTANT_ENTRIES, ASSISTANT_IDS, type AssistantId } from '@core/assistants/ids.js';
import type { N8nPrompt } from '@core/assistants/types.js';
import {
  PLACES_FIELD_MASK,
  PLACES_SEARCH_URL,
  SCORE_LEADS_CODE,
  SEARCH_QUERIES_CODE,
} from './lead-code.js';
import {
  agentNode,
  callbackNode,
  codeNode,
  CREDENTIALS,
  ifNode,
  memoryNode,
  modelNode,
  placesSearchNode,
  respondNode,
  stickyNote,
  webhookNode,
  type N8nNode,
} from './nodes.js';
import { promptCode } from './prompt-common.js';

/**
 * The prompt of every assistant that writes text, from its own folder
 * (`core/assistants/<id>/n8n.server.ts`); an assistant that answers with leads has none.
 */
export const PROMPTS: Partial<Record<AssistantId, N8nPrompt>> = Object.fromEntries(
  await Promise.all(
    ASSISTANT_IDS.flatMap((id) => {
      const load = ASSISTANT_ENTRIES[id].n8nPrompt;
      return load ? [load().then((prompt) => [id, prompt] as const)] : [];
    }),
  ),
);

export interface WorkflowOptions {
  /** The Webhook node's path; default `copydesk-<assistant-id>`. */
  path?: string;
  /** Copydesk's public address, written into the workflow's note. */
  publicUrl?: string;
}

export interface N8nWorkflow {
  name: string;
  nodes: N8nNode[];
  connections: Record<
    string,
    Record<string, Array<Array<{ node: string; type: string; index: number }>>>
  >;
  settings: Record<string, unknown>;
  pinData: Record<string, never>;
  meta: Record<string, unknown>;
  active: boolean;
  tags: never[];
}

export const defaultPath = (assistantId: AssistantId) => `copydesk-${assistantId}`;

const main = (...targets: string[]) => [targets.map((node) => ({ node, type: 'main', index: 0 }))];
const branches = (whenTrue: string, whenFalse: string | null) => [
  [{ node: whenTrue, type: 'main', index: 0 }],
  whenFalse ? [{ node: whenFalse, type: 'main', index: 0 }] : [],
];

/** What the note in the workflow says: where to point Copydesk, which credentials to set. */
function note(assistantId: AssistantId, path: string, publicUrl: string | undefined): string {
  const name = ASSISTANTS[assistantId].displayName;
  const copydesk = publicUrl ? `Copydesk (${publicUrl})` : 'Copydesk';
  const lines = [
    `## Copydesk: ${name}`,
    `Answers ${copydesk}'s ${name} assistant.`,
    '',
    '1. Credentials: **' +
      CREDENTIALS.copydeskKey.name +
      '** (Header Auth: name `Authorization`, ' +
      "value = the API key set for this assistant in Copydesk's webhook settings)",
    ASSISTANTS[assistantId].output === 'leads'
      ? `   and **${CREDENTIALS.places.name}** (Header Auth: name \`X-Goog-Api-Key\`, value = your Google Places API key).`
      : `   and **${CREDENTIALS.model.name}** (OpenAI credential; set Base URL for Azure, Ollama, vLLM...).`,
    '2. Publish (activate) the workflow.',
    `3. In ${copydesk}, Webhook Settings → ${name}: URL \`https://<your-n8n>/webhook/${path}\` ` +
      'and the same API key.',
    '',
    'The /webhook-test/ URL works only while the editor listens for a test event.',
  ];
  return lines.join('\n');
}

function textWorkflow(prompt: N8nPrompt, path: string) {
  const seed = path;
  const callback = "={{ $('Build prompt').first().json.callback ? 'yes' : 'no' }}";
  const nodes = [
    webhookNode(seed, path, [0, 0]),
    codeNode(seed, 'Build prompt', promptCode(prompt), [220, 0]),
    ifNode(seed, 'Test call?', '={{ $json.action }}', 'test', [440, 0]),
    respondNode(seed, 'Answer test', 'text', 'ok', [680, -200]),
    ifNode(seed, 'Callback?', callback, 'yes', [680, 40]),
    respondNode(seed, 'Acknowledge', 'json', '{ "accepted": true }', [900, -60]),
    agentNode(seed, [1120, 40]),
    modelNode(seed, [1040, 280]),
    memoryNode(seed, [1220, 280]),
    ifNode(seed, 'Send back?', callback, 'yes', [1440, 40]),
    callbackNode(
      seed,
      'Build prompt',
      '={{ JSON.stringify({ output: $json.output }) }}',
      [1660, 0],
    ),
  ];
  const connections = {
    Webhook: { main: main('Build prompt') },
    'Build prompt': { main: main('Test call?') },
    'Test call?': { main: branches('Answer test', 'Callback?') },
    'Callback?': { main: branches('Acknowledge', 'AI Agent') },
    Acknowledge: { main: main('AI Agent') },
    'AI Agent': { main: main('Send back?') },
    'Chat Model': {
      ai_languageModel: [[{ node: 'AI Agent', type: 'ai_languageModel', index: 0 }]],
    },
    Memory: { ai_memory: [[{ node: 'AI Agent', type: 'ai_memory', index: 0 }]] },
    'Send back?': { main: branches('Send to Copydesk', null) },
  };
  return { nodes, connections };
}

function leadWorkflow(path: string) {
  const seed = path;
  const search = 'Maps search (Google Places)';
  const callback = "={{ $('Search queries').first().json.callback ? 'yes' : 'no' }}";
  const nodes = [
    webhookNode(seed, path, [0, 0]),
    codeNode(seed, 'Search queries', SEARCH_QUERIES_CODE, [220, 0]),
    ifNode(seed, 'Test call?', '={{ $json.action }}', 'test', [440, 0]),
    respondNode(seed, 'Answer test', 'text', 'ok', [680, -200]),
    ifNode(seed, 'Callback?', callback, 'yes', [680, 40]),
    respondNode(seed, 'Acknowledge', 'json', '{ "accepted": true }', [900, -60]),
    placesSearchNode(seed, PLACES_SEARCH_URL, PLACES_FIELD_MASK, [1120, 40]),
    codeNode(seed, 'Score leads', SCORE_LEADS_CODE, [1340, 40]),
    ifNode(seed, 'Send back?', callback, 'yes', [1560, 40]),
    callbackNode(seed, 'Search queries', '={{ JSON.stringify($json) }}', [1780, -40]),
    respondNode(seed, 'Answer leads', 'json', '={{ JSON.stringify($json) }}', [1780, 140]),
  ];
  const connections = {
    Webhook: { main: main('Search queries') },
    'Search queries': { main: main('Test call?') },
    'Test call?': { main: branches('Answer test', 'Callback?') },
    'Callback?': { main: branches('Acknowledge', search) },
    Acknowledge: { main: main(search) },
    [search]: { main: main('Score leads') },
    'Score leads': { main: main('Send back?') },
    'Send back?': { main: branches('Send to Copydesk', 'Answer leads') },
  };
  return { nodes, connections };
}

/** The n8n workflow answering one assistant, ready for Workflows → Import from file. */
export function buildWorkflow(
  assistantId: AssistantId,
  options: WorkflowOptions = {},
): N8nWorkflow {
  const path = options.path ?? defaultPath(assistantId);
  const prompt = PROMPTS[assistantId];
  const { nodes, connections } =
    ASSISTANTS[assistantId].output === 'leads' || !prompt
      ? leadWorkflow(path)
      : textWorkflow(prompt, path);
  return {
    name: `Copydesk: ${ASSISTANTS[assistantId].displayName}`,
    nodes: [stickyNote(path, note(assistantId, path, options.publicUrl), [-520, -200]), ...nodes],
    connections,
    settings: { executionOrder: 'v1' },
    pinData: {},
    meta: { templateCredsSetupCompleted: false },
    active: false,
    tags: [],
  };
}

/** The workflow as the file's text: two-space JSON and a final newline. */
export function workflowJson(assistantId: AssistantId, options: WorkflowOptions = {}): string {
  return `${JSON.stringify(buildWorkflow(assistantId, options), null, 2)}\n`;
}
