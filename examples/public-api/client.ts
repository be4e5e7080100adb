/**
 * A script using the Copydesk public API (docs/api.md) with openapi-fetch, typed by v1.d.ts (made
 * from `/api/v1/openapi.json` by `npm run api:types`): it lists the assistants, writes a Facebook
 * post waiting up to a minute for it, reads the generation back and lists the newest history.
 *
 *   COPYDESK_URL=https://acme.copydesk.example.com COPYDESK_TOKEN=cdk_... \
 *     npx tsx examples/public-api/client.ts
 *
 * The token needs the scopes `generate` and `history:read`.
 */
import { randomUUID } from 'node:crypto';
import { pathToFileURL } from 'node:url';
import createClient from 'openapi-fetch';
import type { components, paths } from './v1.js';

type Problem = components['schemas']['Problem'];

/** What the API answered, or an error carrying its problem document. */
function answerOf<T>(call: string, result: { data?: T; error?: Problem; response: Response }): T {
  if (result.data !== undefined) return result.data;
  const problem = result.error;
  throw new Error(
    `${call}: ${result.response.status} ${problem ? `${problem.type}: ${problem.detail}` : ''}`,
  );
}

export async function runExample(options: { baseUrl: string; token: string }) {
  const client = createClient<paths>({
    baseUrl: options.baseUrl,
    headers: { authorization: `Bearer ${options.token}` },
  });

  const assistants = answerOf('assistants', await client.GET('/api/v1/assistants'));
  const facebook = assistants.items.find((assistant) => assistant.id === 'facebook');
  if (!facebook) throw new Error('The Facebook assistant is not enabled for this user');

  // Waits up to 60 seconds: 200 with the finished generation, or 202 while it still runs. The
  // Idempotency-Key makes a retry of this very request answer the same generation.
  const started = answerOf(
    'start',
    await client.POST('/api/v1/generations', {
      params: { query: { wait: 60 }, header: { 'idempotency-key': randomUUID() } },
      body: {
        assistantType: 'facebook',
        formData: {
          postTopic: 'Our spring sale',
          targetAudience: 'Local families',
          toneOfVoice: 'casual',
        },
      },
    }),
  );

  const generation = answerOf(
    'read',
    await client.GET('/api/v1/generations/{id}', { params: { path: { id: started.id } } }),
  );

  const history = answerOf(
    'history',
    await client.GET('/api/v1/history', { params: { query: { limit: 5 } } }),
  );

  return { assistants: assistants.items, generation, history: history.items };
}

// Run as a script (not when imported).
if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const { COPYDESK_URL, COPYDESK_TOKEN } = process.env;
  if (!COPYDESK_URL || !COPYDESK_TOKEN) {
    console.error('Set COPYDESK_URL (the company address) and COPYDESK_TOKEN (cdk_...)');
    process.exit(2);
  }
  const { assistants, generation, history } = await runExample({
    baseUrl: COPYDESK_URL,
    token: COPYDESK_TOKEN,
  });
  console.log(`Assistants: ${assistants.map((assistant) => assistant.name).join(', ')}`);
  console.log(`Generation ${generation.id}: ${generation.status}\n\n${generation.content}\n`);
  for (const item of history) console.log(`#${item.id} ${item.assistantType} ${item.createdAt}`);
}
