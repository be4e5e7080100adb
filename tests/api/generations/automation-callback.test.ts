import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { generationJobs, historyItems } from '../../../src/server/db/schema.js';
import { callbackOf, startCallbackApp, type Callback } from '../../support/callback-app.js';
import { call } from '../../support/test-app.js';
import { newMember, setWebhook, type Member } from '../../support/factories.js';
import { savedFor } from '../../support/generate-fixtures.js';
import { VALID_FORMS } from '../../support/sample-forms.js';
import { waitUntil } from '../../support/wait-until.js';

/**
 * Callback mode: the automation acknowledges at once (as Zapier and Make do) and
 * later POSTs the result to /api/automation-callbacks/{id} with the job's bearer token.
 */

const { hook, t } = await startCallbackApp(200);

/** A member whose blog assistant is in callback mode (set through the settings API). */
async function callbackMember(answer: Parameters<typeof hook.answerOn>[1] = { body: { ok: 1 } }) {
  const m = await newMember(t, { role: 'admin' });
  const path = `/${m.slug}/blog`;
  hook.answerOn(path, answer);
  await setWebhook(t, m.company, 'blog', hook.url(path));
  const saved = await call(t, {
    method: 'POST',
    url: '/api/settings',
    slug: m.slug,
    cookie: m.cookie,
    payload: { blog: { webhookUrl: hook.url(path), responseMode: 'callback' } },
  });
  expect(saved.statusCode, saved.body).toBe(200);
  return { m, path };
}

const blog = { assistantType: 'blog', formData: VALID_FORMS.blog, sessionId: 's1' };
const startJob = (m: Member) =>
  call(t, {
    method: 'POST',
    url: '/api/generations',
    slug: m.slug,
    cookie: m.cookie,
    payload: blog,
  });
const jobOf = (m: Member, id: string) =>
  call(t, { url: `/api/generations/${id}`, slug: m.slug, cookie: m.cookie });

function sendBack(cb: Callback, body: string, init: { token?: string; type?: string } = {}) {
  return fetch(cb.url, {
    method: 'POST',
    headers: {
      authorization: `Bearer ${init.token ?? cb.token}`,
      'content-type': init.type ?? 'application/json',
    },
    body,
  });
}

describe('the response mode in the settings API', () => {
  it('is saved per assistant, shown only when not the default, kept when absent, validated', async () => {
    const { m, path } = await callbackMember();
    const got = await call(t, { url: '/api/settings', slug: m.slug, cookie: m.cookie });
    expect(got.json().blog).toMatchObject({ responseMode: 'callback' });
    expect(got.json().facebook).toEqual({ webhookUrl: '', apiKey: '' });
    const kept = await call(t, {
      method: 'POST',
      url: '/api/settings',
      slug: m.slug,
      cookie: m.cookie,
      payload: { blog: { webhookUrl: hook.url(path) } },
    });
    expect(kept.json().blog.responseMode).toBe('callback');
    const bad = await call(t, {
      method: 'POST',
      url: '/api/settings',
      slug: m.slug,
      cookie: m.cookie,
      payload: { blog: { webhookUrl: hook.url(path), responseMode: 'later' } },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('The response mode must be "response" or "callback"');
    const back = await call(t, {
      method: 'POST',
      url: '/api/settings',
      slug: m.slug,
      cookie: m.cookie,
      payload: { blog: { webhookUrl: hook.url(path), responseMode: 'response' } },
    });
    expect(back.json().blog).toEqual({ webhookUrl: hook.url(path), apiKey: '' });
  });
});

describe('callback mode', () => {
  it('a real automation acknowledges, then calls back: the result is kept once', async () => {
    let calledBack!: Promise<Response>;
    const { m, path } = await callbackMember((req) => {
      // Acknowledge now; send the result a moment later, as Zapier or Make would.
      calledBack = new Promise((r) => setTimeout(r, 100)).then(() =>
        sendBack(callbackOf(req), JSON.stringify({ output: 'Written later' })),
      );
      return { status: 200, body: { status: 'accepted' } };
    });
    const res = await startJob(m);
    expect(res.statusCode, res.body).toBe(202);
    const { id } = res.json();
    await waitUntil(
      async () => hook.requestsTo(path).length,
      (n) => n === 1,
    );
    const sent = hook.requestsTo(path)[0];
    const cb = callbackOf(sent);
    expect(cb.url).toBe(`${t.app.ctx.config.PUBLIC_URL}/api/automation-callbacks/${id}`);
    expect(cb.token.length).toBeGreaterThanOrEqual(32);
    const [row] = await t.database.db
      .select()
      .from(generationJobs)
      .where(eq(generationJobs.id, id));
    expect(row.callbackTokenHash).not.toContain(cb.token);

    const answer = await calledBack;
    expect(answer.status).toBe(200);
    const done = await waitUntil(
      () => jobOf(m, id),
      (r) => r.json().status !== 'running',
    );
    expect(done.json()).toMatchObject({ status: 'succeeded', content: 'Written later' });
    const [item] = await t.database.db
      .select()
      .from(historyItems)
      .where(eq(historyItems.id, done.json().historyId));
    expect(item.content).toBe('Written later');

    // Used once: the same token again is refused and changes nothing.
    const again = await sendBack(cb, JSON.stringify({ output: 'Replaced?' }));
    expect(again.status).toBe(401);
    expect((await jobOf(m, id)).json().content).toBe('Written later');
    expect(await savedFor(t, m.company.id)).toEqual({ history: 1, events: 1 });
  });

  it('a wrong token is refused with 401 and the job is unchanged', async () => {
    const { m, path } = await callbackMember();
    const { id } = (await startJob(m)).json();
    await waitUntil(
      async () => hook.requestsTo(path).length,
      (n) => n === 1,
    );
    const cb = callbackOf(hook.requestsTo(path)[0]);
    const wrong = await sendBack(cb, '{"output":"forged"}', { token: `${cb.token.slice(1)}x` });
    expect(wrong.status).toBe(401);
    const none = await fetch(cb.url, { method: 'POST', body: '{"output":"forged"}' });
    expect(none.status).toBe(401);
    expect((await jobOf(m, id)).json()).toMatchObject({ status: 'running', content: '' });
    // The right token still works afterwards, with a streamed n8n body.
    const streamed = `${JSON.stringify({ type: 'item', content: 'Streamed back' })}\n`;
    expect((await sendBack(cb, streamed)).status).toBe(200);
    expect((await jobOf(m, id)).json()).toMatchObject({
      status: 'succeeded',
      content: 'Streamed back',
    });
  });

  it('POST /api/generate waits for the callback and answers as specified', async () => {
    const { m } = await callbackMember((req) => {
      void new Promise((r) => setTimeout(r, 50)).then(() =>
        sendBack(callbackOf(req), 'Plain text result', { type: 'text/plain' }),
      );
      return { status: 202, body: '' };
    });
    const res = await call(t, {
      method: 'POST',
      url: '/api/generate',
      slug: m.slug,
      cookie: m.cookie,
      payload: blog,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().content).toBe('Plain text result');
  });

  it('an unreadable callback body fails the job (422), and saves nothing', async () => {
    const { m, path } = await callbackMember();
    const { id } = (await startJob(m)).json();
    await waitUntil(
      async () => hook.requestsTo(path).length,
      (n) => n === 1,
    );
    const bad = await sendBack(callbackOf(hook.requestsTo(path)[0]), '{"output": "cut');
    expect(bad.status).toBe(422);
    expect((await bad.json()).message).toContain('unreadable answer');
    expect((await jobOf(m, id)).json().status).toBe('failed');
    expect(await savedFor(t, m.company.id)).toEqual({ history: 0, events: 0 });
  });

  it('fails after CALLBACK_TIMEOUT_MS without a callback, giving the unit back', async () => {
    const { m } = await callbackMember();
    const { id } = (await startJob(m)).json();
    const failed = await waitUntil(
      () => jobOf(m, id),
      (r) => r.json().status !== 'running',
    );
    expect(failed.json()).toMatchObject({
      status: 'failed',
      error: 'The Blog Article automation did not send its result back within 1 second.',
    });
  });
});
