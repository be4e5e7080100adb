import { createHash } from 'node:crypto';

/**
 * The n8n nodes the workflows are made of, with the parameter names and type versions of n8n 2.x
 * (checked against n8n 2.40.7 by `npm run test:n8n`).
 */

export interface N8nNode {
  id: string;
  name: string;
  type: string;
  typeVersion: number;
  position: [number, number];
  parameters: Record<string, unknown>;
  credentials?: Record<string, { id: string; name: string }>;
  webhookId?: string;
  notes?: string;
  notesInFlow?: boolean;
}

/** The credentials the workflows use; ids are placeholders that n8n asks to replace on import. */
export const CREDENTIALS = {
  copydeskKey: { type: 'httpHeaderAuth', id: 'copydeskApiKey01', name: 'Copydesk API key' },
  model: { type: 'openAiApi', id: 'copydeskModel001', name: 'OpenAI-compatible model' },
  places: { type: 'httpHeaderAuth', id: 'copydeskPlaces01', name: 'Google Places API key' },
} as const;

type CredentialKey = keyof typeof CREDENTIALS;

const credential = (key: CredentialKey) => {
  const { type, id, name } = CREDENTIALS[key];
  return { [type]: { id, name } };
};

/** A stable UUID from a seed, so rebuilding the workflows changes nothing. */
function stableId(seed: string): string {
  const hex = createHash('sha256').update(seed).digest('hex');
  return [
    hex.slice(0, 8),
    hex.slice(8, 12),
    `4${hex.slice(13, 16)}`,
    `8${hex.slice(17, 20)}`,
    hex.slice(20, 32),
  ].join('-');
}

/** A node; its id derives from the workflow's seed (its path) and the node's name. */
function node(
  seed: string,
  name: string,
  type: string,
  typeVersion: number,
  position: [number, number],
  parameters: Record<string, unknown>,
  extra: Partial<N8nNode> = {},
): N8nNode {
  return {
    id: stableId(`${seed}:${name}`),
    name,
    type,
    typeVersion,
    position,
    parameters,
    ...extra,
  };
}

/** POST {path}, Header Auth (the API key of Copydesk's webhook settings), Streaming response. */
export function webhookNode(seed: string, path: string, position: [number, number]): N8nNode {
  return node(
    seed,
    'Webhook',
    'n8n-nodes-base.webhook',
    2.1,
    position,
    {
      httpMethod: 'POST',
      path,
      authentication: 'headerAuth',
      responseMode: 'streaming',
      options: {},
    },
    { webhookId: stableId(`${seed}:webhook-id`), credentials: credential('copydeskKey') },
  );
}

export function codeNode(
  seed: string,
  name: string,
  jsCode: string,
  position: [number, number],
): N8nNode {
  return node(seed, name, 'n8n-nodes-base.code', 2, position, { jsCode });
}

/** An If node: true when the expression's value equals `rightValue` (output 0), else output 1. */
export function ifNode(
  seed: string,
  name: string,
  leftValue: string,
  rightValue: string,
  position: [number, number],
): N8nNode {
  return node(seed, name, 'n8n-nodes-base.if', 2.2, position, {
    conditions: {
      options: { caseSensitive: true, leftValue: '', typeValidation: 'strict', version: 2 },
      conditions: [
        {
          id: stableId(`${seed}:${name}:condition`),
          leftValue,
          rightValue,
          operator: { type: 'string', operation: 'equals' },
        },
      ],
      combinator: 'and',
    },
    options: {},
  });
}

/** Respond to Webhook; in a Streaming webhook its answer is sent as one streamed item. */
export function respondNode(
  seed: string,
  name: string,
  respondWith: 'text' | 'json',
  responseBody: string,
  position: [number, number],
): N8nNode {
  return node(seed, name, 'n8n-nodes-base.respondToWebhook', 1.5, position, {
    respondWith,
    responseBody,
    options: {},
  });
}

/** The AI Agent: system message and prompt from the "Build prompt" node. */
export function agentNode(seed: string, position: [number, number]): N8nNode {
  return node(seed, 'AI Agent', '@n8n/n8n-nodes-langchain.agent', 3, position, {
    promptType: 'define',
    text: '={{ $json.prompt }}',
    hasOutputParser: false,
    // Streamed into the webhook's answer, unless the result goes back by callback.
    options: { systemMessage: '={{ $json.system }}', enableStreaming: '={{ !$json.callback }}' },
  });
}

/** Any OpenAI-compatible chat model: the base URL is part of the credential. */
export function modelNode(seed: string, position: [number, number]): N8nNode {
  return node(
    seed,
    'Chat Model',
    '@n8n/n8n-nodes-langchain.lmChatOpenAi',
    1.2,
    position,
    { model: { __rl: true, mode: 'id', value: 'gpt-4o-mini' }, options: { temperature: 0.7 } },
    {
      credentials: credential('model'),
      notes: 'Any OpenAI-compatible server: set its base URL in the credential.',
    },
  );
}

/** Conversation memory keyed by Copydesk's session ID (Clear Memory starts a new one). */
export function memoryNode(seed: string, position: [number, number]): N8nNode {
  return node(seed, 'Memory', '@n8n/n8n-nodes-langchain.memoryBufferWindow', 1.3, position, {
    sessionIdType: 'customKey',
    sessionKey: '={{ $json.sessionId }}',
    contextWindowLength: 10,
  });
}

/** POSTs a JSON body to the callback URL Copydesk sent, with its Bearer token. */
export function callbackNode(
  seed: string,
  from: string,
  jsonBody: string,
  position: [number, number],
): N8nNode {
  return node(seed, 'Send to Copydesk', 'n8n-nodes-base.httpRequest', 4.2, position, {
    method: 'POST',
    url: `={{ $('${from}').first().json.callback.url }}`,
    sendHeaders: true,
    headerParameters: {
      parameters: [
        {
          name: 'Authorization',
          value: `={{ 'Bearer ' + $('${from}').first().json.callback.token }}`,
        },
      ],
    },
    sendBody: true,
    specifyBody: 'json',
    jsonBody,
    options: {},
  });
}

/** The maps search: Google Places Text Search (New), one POST per keyword. */
export function placesSearchNode(
  seed: string,
  url: string,
  fieldMask: string,
  position: [number, number],
): N8nNode {
  return node(
    seed,
    'Maps search (Google Places)',
    'n8n-nodes-base.httpRequest',
    4.2,
    position,
    {
      method: 'POST',
      url,
      authentication: 'genericCredentialType',
      genericAuthType: 'httpHeaderAuth',
      sendHeaders: true,
      headerParameters: { parameters: [{ name: 'X-Goog-FieldMask', value: fieldMask }] },
      sendBody: true,
      specifyBody: 'json',
      jsonBody: '={{ JSON.stringify({ textQuery: $json.textQuery, pageSize: 20 }) }}',
      options: {},
    },
    {
      credentials: credential('places'),
      notes: 'Header Auth credential: name X-Goog-Api-Key, value your Places API key.',
    },
  );
}

export function stickyNote(
  seed: string,
  content: string,
  position: [number, number],
  height = 420,
): N8nNode {
  return node(seed, 'About this workflow', 'n8n-nodes-base.stickyNote', 1, position, {
    content,
    height,
    width: 460,
  });
}
