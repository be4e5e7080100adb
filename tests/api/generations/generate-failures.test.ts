import { createServer } from 'node:net';
import { describe, expect, it } from 'vitest';
import type { AssistantId } from '../../../src/core/assistants/ids.js';
import { createTestApp } from '../../support/test-app.js';
import { startWebhookServer, type AutomationAnswer } from '../../support/webhook-server.js';
import { newMember, setWebhook } from '../../support/factories.js';
import { generate, revise, savedFor } from '../../support/generate-fixtures.js';
import { VALID_FORMS } from '../../support/sample-forms.js';

/** A port nothing listens on: opened, then closed again. */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

const hook = await startWebhookServer();
const deadPort = await closedPort();
const t = await createTestApp({ WEBHOOK_ALLOW_HOSTS: [hook.host, `127.0.0.1:${deadPort}`] });

/** A member whose assistant posts to its own path on the webhook server, answered as given. */
async function failingCall(id: AssistantId, answer: AutomationAnswer) {
  const m = await newMember(t);
  const path = `/hook/${m.slug}/${id}`;
  await setWebhook(t, m.company, id, hook.url(path));
  hook.answerOn(path, answer);
  const res = await generate(t, m, {
    assistantType: id,
    formData: VALID_FORMS[id],
    sessionId: 's',
  });
  return { m, res, received: hook.requestsTo(path) };
}

const NO_IMMEDIATE =
  'Set the webhook to respond when the last node finishes, or use a Respond to Webhook node.';

describe('POST /api/generate when the automation fails', () => {
  const cases: Array<[string, AssistantId, AutomationAnswer, number, string]> = [
    [
      'a non-2xx answer',
      'facebook',
      { status: 500, body: { message: 'Model overloaded' } },
      502,
      'The Facebook automation answered with HTTP 500 (Model overloaded).',
    ],
    [
      'a refused API key',
      'blog',
      { status: 403, body: { message: 'Authorization data is wrong!' } },
      502,
      'The Blog Article automation answered with HTTP 403: it refused the API key. ' +
        "Check that the API key matches the webhook's authentication setting.",
    ],
    [
      "n8n's 404 for an inactive workflow",
      'linkedin2',
      {
        status: 404,
        body: {
          code: 404,
          message: 'The requested webhook "POST abc" is not registered.',
          hint: 'Click the Execute workflow button on the canvas, then try again.',
        },
      },
      502,
      "The LinkedIn automation's workflow is not active: n8n says the webhook is not " +
        'registered. Activate the workflow in n8n.',
    ],
    [
      '"Workflow was started"',
      'newsletter',
      { status: 200, body: { message: 'Workflow was started' } },
      502,
      'The Newsletter automation answered immediately ("Workflow was started") instead of ' +
        `returning content. ${NO_IMMEDIATE}`,
    ],
    [
      'an empty body',
      'website',
      { status: 200, body: '' },
      502,
      `The Website Content automation returned an empty response instead of content. ${NO_IMMEDIATE}`,
    ],
    [
      'an empty body (lead generator)',
      'lead-generator',
      { status: 200, body: '' },
      502,
      `The Lead Generator automation returned an empty response instead of content. ${NO_IMMEDIATE}`,
    ],
    [
      'a body over 5 MB',
      'instagram',
      { status: 200, body: 'x'.repeat(5 * 1024 * 1024 + 1) },
      502,
      "The Instagram automation's response is larger than 5 MB and was not accepted.",
    ],
    [
      'lead results that are not JSON',
      'lead-generator',
      { status: 200, body: 'Sorry, I could not find any businesses today.' },
      502,
      "The Lead Generator automation's response could not be understood: expected lead " +
        'results as JSON with "summary" and "leads".',
    ],
    [
      'lead results with an unfilled template expression',
      'lead-generator',
      {
        status: 200,
        body: { summary: { total: '{{ $json.total }}', qualified: 0, maybe: 0, unlikely: 0 } },
      },
      502,
      "The Lead Generator automation's webhook needs configuring: its response contains an " +
        'unfilled template expression ({{ $json.total }}) instead of results. ' +
        "Check the expressions in the workflow's Respond to Webhook node.",
    ],
    [
      'a redirect',
      'topic-generator',
      { status: 302, headers: { location: 'https://elsewhere.example/hook' }, body: '' },
      502,
      'The Topic Generator automation answered with a redirect (HTTP 302 to ' +
        'https://elsewhere.example/hook), which is not followed. ' +
        'Set the webhook URL to the final address.',
    ],
    [
      'a connection closed without an answer',
      'retention-email',
      { destroy: true },
      502,
      'The Client Engagement automation could not be reached (the connection closed unexpectedly).',
    ],
  ];

  it.each(cases)('%s: its own message naming the assistant, nothing saved', async (...c) => {
    const [, id, answer, status, message] = c;
    const { m, res, received } = await failingCall(id, answer);
    expect(received).toHaveLength(1); // never retried
    expect(res.statusCode).toBe(status);
    expect(res.json()).toEqual({ message });
    expect(await savedFor(t, m.company.id)).toEqual({ history: 0, events: 0 });
  });

  it('connection refused: its own message, nothing saved', async () => {
    const m = await newMember(t);
    await setWebhook(t, m.company, 'prospect-engagement', `http://127.0.0.1:${deadPort}/hook`);
    const res = await generate(t, m, {
      assistantType: 'prospect-engagement',
      formData: VALID_FORMS['prospect-engagement'],
      sessionId: 's',
    });
    expect(res.statusCode).toBe(502);
    expect(res.json()).toEqual({
      message:
        'The Prospect Engagement automation could not be reached (connection refused). ' +
        'Check that the automation server is running and the webhook URL is correct.',
    });
    expect(await savedFor(t, m.company.id)).toEqual({ history: 0, events: 0 });
  });

  it('a revision that fails saves nothing either', async () => {
    const m = await newMember(t);
    const path = `/hook/${m.slug}/insight`;
    await setWebhook(t, m.company, 'insight-amplifier', hook.url(path));
    hook.answerOn(path, { status: 503, body: 'Service Unavailable' });
    const res = await revise(t, m, {
      assistantType: 'insight-amplifier',
      originalContent: 'The first draft',
      originalFormData: VALID_FORMS['insight-amplifier'],
      revisionRequest: 'Shorter please',
      sessionId: 's',
    });
    expect(res.statusCode).toBe(502);
    expect(res.json()).toEqual({
      message: 'The Insight Amplifier automation answered with HTTP 503 (Service Unavailable).',
    });
    expect(await savedFor(t, m.company.id)).toEqual({ history: 0, events: 0 });
  });

  it('the server stays up: after the failures a working automation still answers', async () => {
    const { res } = await failingCall('facebook', { body: { output: 'Still here' } });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ content: 'Still here' });
  });
});
