import { describe, expect, it } from 'vitest';
import { callbackOf, startCallbackApp, type Callback } from '../../support/callback-app.js';
import { call } from '../../support/test-app.js';
import { newMember, setWebhook, type Member } from '../../support/factories.js';
import { VALID_FORMS } from '../../support/sample-forms.js';
import { waitUntil } from '../../support/wait-until.js';

/**
 * Callbacks the app must refuse without keeping anything: one that comes after
 * CALLBACK_TIMEOUT_MS but before the sweep has run, and one whose JSON is nested too deeply for
 * any reader. The sweep is kept far away (a heartbeat of a minute), so only the callback route
 * can notice the deadline.
 */

const { hook, t } = await startCallbackApp(60_000);

/** A member whose blog assistant is in callback mode; its automation acknowledges at once. */
async function startCallbackJob() {
  const m = await newMember(t, { role: 'admin' });
  const path = `/${m.slug}/blog`;
  hook.answerOn(path, { status: 200, body: { status: 'accepted' } });
  await setWebhook(t, m.company, 'blog', hook.url(path));
  const saved = await call(t, {
    method: 'POST',
    url: '/api/settings',
    slug: m.slug,
    cookie: m.cookie,
    payload: { blog: { webhookUrl: hook.url(path), responseMode: 'callback' } },
  });
  expect(saved.statusCode, saved.body).toBe(200);
  const started = await call(t, {
    method: 'POST',
    url: '/api/generations',
    slug: m.slug,
    cookie: m.cookie,
    payload: { assistantType: 'blog', formData: VALID_FORMS.blog, sessionId: 's1' },
  });
  expect(started.statusCode, started.body).toBe(202);
  const id = (started.json() as { id: string }).id;
  // Acknowledged: the deadline is set once the automation's answer is in.
  await waitUntil(
    () =>
      t.database.db.query.generationJobs.findFirst({ where: (jobs, { eq }) => eq(jobs.id, id) }),
    (job) => !!job?.callbackDeadline,
    { everyMs: 20 },
  );
  return { m, id, cb: callbackOf(hook.requestsTo(path)[0]) };
}

const jobOf = (m: Member, id: string) =>
  call(t, { url: `/api/generations/${id}`, slug: m.slug, cookie: m.cookie });

const sendBack = (cb: Callback, body: string) =>
  fetch(cb.url, {
    method: 'POST',
    headers: { authorization: `Bearer ${cb.token}`, 'content-type': 'application/json' },
    body,
  });

describe('a callback after CALLBACK_TIMEOUT_MS, before the sweep has run', () => {
  it('is refused with 410 and a clear message; the job ends as timed out, nothing kept', async () => {
    const { m, id, cb } = await startCallbackJob();
    await new Promise((r) => setTimeout(r, 1200));
    const late = await sendBack(cb, JSON.stringify({ output: 'Too late' }));
    expect(late.status).toBe(410);
    expect(((await late.json()) as { message: string }).message).toBe(
      'This callback came too late: the generation ended because the automation did not send ' +
        'its result back within 1 second.',
    );
    const job = (await jobOf(m, id)).json();
    expect(job).toMatchObject({
      status: 'failed',
      error: 'The Blog Article automation did not send its result back within 1 second.',
    });
    expect(job.content).toBe('');
    const history = await call(t, { url: '/api/history', slug: m.slug, cookie: m.cookie });
    expect(history.json().items).toEqual([]);
    // Sent again: the job has ended, so the usual refusal.
    expect((await sendBack(cb, JSON.stringify({ output: 'Again' }))).status).toBe(401);
  });
});

describe('over-deep JSON', () => {
  const deep = (levels: number) => `${'['.repeat(levels)}${']'.repeat(levels)}`;
  const DEEP_MESSAGE = 'The request body is nested too deeply (at most 64 levels).';

  it('a callback body of 100,000 nested arrays: 400, and the job keeps waiting for a proper one', async () => {
    const { m, id, cb } = await startCallbackJob();
    const res = await sendBack(cb, deep(100_000));
    expect(res.status).toBe(400);
    expect(((await res.json()) as { message: string }).message).toBe(DEEP_MESSAGE);
    expect((await jobOf(m, id)).json()).toMatchObject({ status: 'running', content: '' });
    const proper = await sendBack(cb, JSON.stringify({ output: 'Written in time' }));
    expect(proper.status).toBe(200);
    expect((await jobOf(m, id)).json()).toMatchObject({
      status: 'succeeded',
      content: 'Written in time',
    });
  });

  it('every route that takes JSON answers 400 with the same message, signed in or not', async () => {
    const m = await newMember(t, { role: 'admin' });
    for (const [url, cookie] of [
      ['/api/auth/login', undefined],
      ['/api/generate', m.cookie],
      ['/api/settings', m.cookie],
      ['/api/admin/company-settings', m.cookie],
    ] as const) {
      const res = await call(t, {
        method: 'POST',
        url,
        slug: m.slug,
        cookie,
        headers: { 'content-type': 'application/json' },
        payload: `{"a":${deep(100_000)}}`,
      });
      expect(res.statusCode, `${url}: ${res.body}`).toBe(400);
      expect(res.json().message, url).toBe(DEEP_MESSAGE);
    }
    // 64 levels are still read as JSON (and then judged by the route as usual).
    const ok = await call(t, {
      method: 'POST',
      url: '/api/auth/login',
      slug: m.slug,
      headers: { 'content-type': 'application/json' },
      payload: `{"username":"x","password":"y","a":${deep(63)}}`,
    });
    expect(ok.json().message).not.toBe(DEEP_MESSAGE);
  });
});
