import { describe, expect, it } from 'vitest';
import { call, createTestApp, hostOf } from '../../support/test-app.js';
import { n8nItem, startWebhookServer } from '../../support/webhook-server.js';
import { openSse } from '../../support/sse.js';
import { newMember, setWebhook } from '../../support/factories.js';
import { VALID_FORMS } from '../../support/sample-forms.js';
import { waitUntil } from '../../support/wait-until.js';

/** GET /api/generations/{id}/events read over real HTTP. */

const hook = await startWebhookServer();
const t = await createTestApp({ WEBHOOK_ALLOW_HOSTS: [hook.host] });
await t.app.listen({ port: 0, host: '127.0.0.1' });
const address = t.app.server.address();
const origin = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;

function gate() {
  let open!: () => void;
  const opened = new Promise<void>((resolve) => (open = resolve));
  return { opened, open };
}

async function startJob(stream: (string | Promise<unknown>)[], assistantType = 'blog' as const) {
  const m = await newMember(t, { role: 'admin' });
  const path = `/${m.slug}/${assistantType}`;
  hook.answerOn(path, { stream });
  await setWebhook(t, m.company, assistantType, hook.url(path));
  const res = await call(t, {
    method: 'POST',
    url: '/api/generations',
    slug: m.slug,
    cookie: m.cookie,
    payload: { assistantType, formData: VALID_FORMS[assistantType], sessionId: 's1' },
  });
  expect(res.statusCode, res.body).toBe(202);
  const id = res.json().id as string;
  const events = (headers: Record<string, string> = {}) =>
    openSse(`${origin}/api/generations/${id}/events`, {
      host: hostOf(m.slug),
      cookie: m.cookie,
      ...headers,
    });
  return { m, id, events };
}

describe('generation events', () => {
  it('streams each piece as it arrives, then the status and done with the history id', async () => {
    const second = gate();
    const end = gate();
    const { events } = await startJob([
      n8nItem('Hello'),
      second.opened,
      n8nItem(' there'),
      end.opened,
    ]);
    const sse = await events();
    expect(sse.status).toBe(200);
    expect(sse.headers['content-type']).toMatch(/^text\/event-stream/);
    expect(await sse.next()).toEqual({ event: 'status', data: '{"status":"running"}' });
    // The first words arrive while the automation is still writing.
    expect(await sse.next()).toEqual({ event: 'delta', data: '{"text":"Hello"}', id: '5' });
    second.open();
    expect(await sse.next()).toEqual({ event: 'delta', data: '{"text":" there"}', id: '11' });
    end.open();
    const rest = await sse.rest();
    expect(rest.map((e) => e.event)).toEqual(['status', 'done']);
    expect(JSON.parse(rest[0].data)).toEqual({ status: 'succeeded' });
    const done = JSON.parse(rest[1].data);
    expect(done.content).toBe('Hello there');
    expect(typeof done.historyId).toBe('number');
  });

  it('resumes after Last-Event-ID without repeating text', async () => {
    const more = gate();
    const { events } = await startJob([
      n8nItem('abc'),
      n8nItem('def'),
      more.opened,
      n8nItem('ghi'),
    ]);
    const first = await events();
    const seen: string[] = [];
    let lastId = '';
    while (seen.join('') !== 'abcdef') {
      const e = await first.next();
      if (e?.event === 'delta') {
        seen.push(JSON.parse(e.data).text);
        lastId = e.id!;
      }
    }
    first.close();
    expect(lastId).toBe('6');
    const resumed = await events({ 'last-event-id': '4' });
    expect(await resumed.next()).toEqual({ event: 'status', data: '{"status":"running"}' });
    const next = await resumed.next();
    expect(next).toMatchObject({ event: 'delta', id: '6' });
    expect(JSON.parse(next!.data).text).toBe('ef');
    more.open();
    const rest = await resumed.rest();
    const texts = rest.filter((e) => e.event === 'delta').map((e) => JSON.parse(e.data).text);
    expect(texts.join('')).toBe('ghi');
    expect(JSON.parse(rest.at(-1)!.data).content).toBe('abcdefghi');
  });

  it('after the end, replays the final state and closes', async () => {
    const { m, id, events } = await startJob([n8nItem('All done')]);
    await waitUntil(
      () => call(t, { url: `/api/generations/${id}`, slug: m.slug, cookie: m.cookie }),
      (res) => res.json().status !== 'running',
    );
    const all = await (await events()).rest();
    expect(all.map((e) => e.event)).toEqual(['status', 'done']);
    expect(JSON.parse(all[1].data).content).toBe('All done');
  });

  it('ends with an error event when the automation fails, and when the job is cancelled', async () => {
    const failing = await startJob([
      n8nItem('x'),
      `${JSON.stringify({ type: 'error', content: 'Out of credits' })}\n`,
    ]);
    const failed = await (await failing.events()).rest();
    const error = failed.at(-1)!;
    expect(error.event).toBe('error');
    expect(JSON.parse(error.data).message).toContain('Out of credits');

    const never = gate();
    const running = await startJob([n8nItem('Begun'), never.opened]);
    const sse = await running.events();
    while ((await sse.next())?.event !== 'delta');
    const cancel = await call(t, {
      method: 'POST',
      url: `/api/generations/${running.id}/cancel`,
      slug: running.m.slug,
      cookie: running.m.cookie,
    });
    expect(cancel.json().status).toBe('cancelled');
    const rest = await sse.rest();
    expect(rest.map((e) => e.event)).toEqual(['status', 'error']);
    expect(JSON.parse(rest[0].data)).toEqual({ status: 'cancelled' });
    never.open();
  });
});
