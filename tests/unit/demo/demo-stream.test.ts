import Fastify from 'fastify';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ASSISTANT_IDS, producesLeads } from '../../../src/core/assistants/ids.js';
import { createDemoHandler } from '../../../src/server/demo/in-process.js';
import { registerDemoAutomation } from '../../../src/server/demo/plugin.js';
import { demoRespond } from '../../../src/server/demo/respond.js';
import { DEMO_AUTOMATION_HOST } from '../../../src/core/demo-automation.js';
import { createAutomationClient } from '../../../src/server/automation-client/client.js';
import { normaliseContent } from '../../../src/server/automation-client/normalise.js';
import { generateBody } from './demo-fixtures.js';

/**
 * The demo automation streams its texts as n8n's streaming Webhook node does: NDJSON
 * begin/item/end lines of a few words, with small pauses; the joined text is exactly the text it
 * answers in one body, so what is kept does not change.
 */
const TEXT_IDS = ASSISTANT_IDS.filter((id) => !producesLeads(id));
const wholeText = (id: string, body: unknown) => {
  const answer = demoRespond(id, body);
  return normaliseContent(
    { status: 200, contentType: answer.contentType, text: answer.body, latencyMs: 0 },
    id,
  );
};
const revision = (id: string) => ({
  ...generateBody(id),
  action: 'revise',
  originalContent: 'A first draft about backups. It is long enough to be revised well.',
  revisionRequest: 'Make it shorter',
});

describe('the demo automation streams over HTTP', () => {
  let app: FastifyInstance;
  let origin = '';
  let client: ReturnType<typeof createAutomationClient>;

  beforeAll(async () => {
    app = Fastify();
    await app.register(registerDemoAutomation, { delayMs: 30 });
    origin = await app.listen({ port: 0, host: '127.0.0.1' });
    client = createAutomationClient({
      allowHosts: [new URL(origin).host],
      defaultTimeoutMs: 10_000,
      leadTimeoutMs: 10_000,
    });
  });
  afterAll(async () => {
    await client.close();
    await app.close();
  });

  it('answers n8n streaming lines: begin, items of a few words, end', async () => {
    const res = await fetch(`${origin}/demo-automation/blog`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(generateBody('blog')),
    });
    expect(res.headers.get('content-type')).toMatch(/^application\/json/);
    const lines = (await res.text())
      .trim()
      .split('\n')
      .map((l) => JSON.parse(l));
    expect(lines[0]).toMatchObject({ type: 'begin' });
    expect(lines.at(-1)).toMatchObject({ type: 'end' });
    const items = lines.slice(1, -1) as { type: string; content: string }[];
    expect(items.length).toBeGreaterThan(20);
    for (const item of items) {
      expect(item.type).toBe('item');
      expect(item.content.trim().split(/\s+/).length).toBeLessThanOrEqual(4);
    }
    expect(items.map((i) => i.content).join('')).toBe(wholeText('blog', generateBody('blog')));
  });

  it.each(TEXT_IDS)(
    '%s: pieces arrive one by one, joined exactly as the whole answer',
    async (id) => {
      for (const body of [generateBody(id), revision(id)]) {
        const deltas: string[] = [];
        const res = await client.post({
          url: `${origin}/demo-automation/${id}`,
          body,
          requestId: `req-${id}`,
          assistantName: id,
          onDelta: (text) => deltas.push(text),
        });
        expect(res.format).toBe('n8n-stream');
        expect(deltas.length).toBeGreaterThan(1);
        expect(normaliseContent(res, id)).toBe(wholeText(id, body));
        expect(deltas.join('')).toBe(wholeText(id, body));
      }
    },
  );

  it('answers a Test call and the lead generator in one body, as before', async () => {
    const test = await client.post({
      url: `${origin}/demo-automation/facebook`,
      body: { action: 'test' },
      requestId: 'req-test',
      assistantName: 'Facebook',
    });
    expect(test.format).toBe('whole');
    expect(JSON.parse(test.text)).toEqual({ output: 'ok' });
    const leads = await client.post({
      url: `${origin}/demo-automation/lead-generator`,
      body: generateBody('lead-generator'),
      requestId: 'req-leads',
      assistantName: 'Lead Generator',
    });
    expect(leads.format).toBe('whole');
  });
});

describe('the in-process demo automation streams', () => {
  it('sends deltas before its answer ends, with pauses, joined exactly as the whole answer', async () => {
    const client = createAutomationClient({
      allowHosts: [],
      defaultTimeoutMs: 10_000,
      leadTimeoutMs: 10_000,
      demo: createDemoHandler(30),
    });
    const stamps: number[] = [];
    const deltas: string[] = [];
    const body = generateBody('facebook');
    const res = await client.post({
      url: `http://${DEMO_AUTOMATION_HOST}/facebook`,
      body,
      requestId: 'req-demo',
      assistantName: 'Facebook',
      onDelta: (text) => {
        deltas.push(text);
        stamps.push(performance.now());
      },
    });
    const ended = performance.now();
    await client.close();
    expect(deltas.length).toBeGreaterThan(5);
    expect(stamps[0]).toBeLessThan(ended - 1);
    expect(deltas.join('')).toBe(wholeText('facebook', body));
    expect(normaliseContent(res, 'facebook')).toBe(wholeText('facebook', body));
  });
});
