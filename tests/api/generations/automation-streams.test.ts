import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../support/test-app.js';
import { startWebhookServer, type AutomationAnswer } from '../../support/webhook-server.js';
import { newMember, setWebhook } from '../../support/factories.js';
import { generate, savedFor } from '../../support/generate-fixtures.js';
import { VALID_FORMS } from '../../support/sample-forms.js';
import type { AssistantId } from '../../../src/core/assistants/ids.js';

/**
 * Automation answers that stream: n8n's "Streaming" response mode (one JSON object a
 * line, whatever the content type) and `text/event-stream` (OpenAI-compatible chunks), served by
 * a real local HTTP server that writes them in pieces with pauses.
 */

const hook = await startWebhookServer();
const t = await createTestApp({ WEBHOOK_ALLOW_HOSTS: [hook.host] });

const n8n = (chunk: object) => `${JSON.stringify(chunk)}\n`;
const item = (content: string, nodeId = 'agent') =>
  n8n({ type: 'item', content, metadata: { nodeId, runIndex: 0 } });
const sse = (data: string) => `data: ${data}\n\n`;
const openAi = (content: string) =>
  sse(JSON.stringify({ choices: [{ index: 0, delta: { content } }] }));

async function run(answer: AutomationAnswer, assistantType: AssistantId = 'facebook') {
  const m = await newMember(t, { role: 'admin' });
  const path = `/${m.slug}/${assistantType}`;
  hook.answerOn(path, answer);
  await setWebhook(t, m.company, assistantType, hook.url(path));
  const res = await generate(t, m, {
    assistantType,
    formData: VALID_FORMS[assistantType],
    sessionId: 's1',
  });
  return { res, saved: await savedFor(t, m.company.id) };
}

describe('n8n streaming answers', () => {
  it('joins the item contents in order, ignoring begin, end, keepalive and unknown types', async () => {
    const { res, saved } = await run({
      stream: [
        n8n({ type: 'begin', metadata: { nodeId: 'agent', runIndex: 0 } }),
        item('Hello'),
        20,
        n8n({ type: 'keepalive' }),
        item(', streaming'),
        20,
        n8n({ type: 'something-new', content: 'ignored' }),
        item(' world.'),
        n8n({ type: 'end', metadata: { nodeId: 'agent', runIndex: 0 } }),
      ],
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().content).toBe('Hello, streaming world.');
    expect(saved).toEqual({ history: 1, events: 1 });
  });

  it('is recognised by its first line whatever the content type, and groups text per node', async () => {
    const { res } = await run({
      headers: { 'content-type': 'text/plain' },
      stream: ['\n', item('One ', 'a'), item('Uno ', 'b'), 10, item('two', 'a'), item('dos', 'b')],
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().content).toBe('One two\n\nUno dos');
  });

  it('keeps lines that are not JSON as text', async () => {
    const { res } = await run({ stream: [item('First'), 'plain words\n', item('Last')] });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().content).toBe('Firstplain words\nLast');
  });

  it('fails with the text of an error chunk and saves nothing', async () => {
    const { res, saved } = await run({
      stream: [item('Partial'), 10, n8n({ type: 'error', content: 'Model quota exceeded' })],
    });
    expect(res.statusCode).toBe(502);
    expect(res.json().message).toContain('Model quota exceeded');
    expect(saved).toEqual({ history: 0, events: 0 });
  });

  it('fails when the stream is cut off mid-way, and saves nothing', async () => {
    const { res, saved } = await run({ stream: [item('Partial'), 10, 'destroy'] });
    expect(res.statusCode).toBe(502);
    expect(saved).toEqual({ history: 0, events: 0 });
  });

  it('parses the lead generator streamed answer once joined', async () => {
    const leads = JSON.stringify({
      summary: { total: 1, qualified: 1, maybe: 0, unlikely: 0 },
      leads: [{ businessName: 'Smile Dental', city: 'Austin', qualificationStatus: 'qualified' }],
    });
    const { res } = await run(
      { stream: [item(leads.slice(0, 40)), 10, item(leads.slice(40))] },
      'lead-generator',
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().leads[0]).toMatchObject({ name: 'Smile Dental', city: 'Austin' });
  });
});

describe('text/event-stream answers', () => {
  it('joins the data chunks (OpenAI-compatible deltas), ignoring comments and [DONE]', async () => {
    const { res, saved } = await run({
      headers: { 'content-type': 'text/event-stream' },
      stream: [
        ': ping\n\n',
        openAi('Good '),
        15,
        openAi('morning'),
        sse('plain text'),
        sse('[DONE]'),
      ],
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().content).toBe('Good morningplain text');
    expect(saved).toEqual({ history: 1, events: 1 });
  });
});

describe('answers that say JSON but are not', () => {
  it('fail as an unreadable answer and are never saved', async () => {
    const { res, saved } = await run({
      body: '{"output": "cut off mid-',
      headers: { 'content-type': 'application/json' },
    });
    expect(res.statusCode).toBe(502);
    expect(res.json().message).toContain('unreadable answer');
    expect(saved).toEqual({ history: 0, events: 0 });
  });
});

describe('deltas as they arrive', () => {
  it('reach the caller before the automation has finished', async () => {
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    hook.answerOn('/held', { stream: [item('first words'), held, item(' and the rest')] });
    const deltas: string[] = [];
    let sawFirst!: () => void;
    const first = new Promise<void>((resolve) => (sawFirst = resolve));
    const answer = t.app.ctx.automationClient.post({
      url: hook.url('/held'),
      body: {},
      requestId: 'stream-test-1',
      assistantName: 'Blog Article',
      onDelta: (text) => {
        deltas.push(text);
        sawFirst();
      },
    });
    await first;
    expect(deltas).toEqual(['first words']);
    release();
    const res = await answer;
    expect(deltas).toEqual(['first words', ' and the rest']);
    expect(res.text).toBe('first words and the rest');
    expect(res.format).toBe('n8n-stream');
  });
});
