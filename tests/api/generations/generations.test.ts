import { and, count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { generationJobs, historyItems, planUsage } from '../../../src/server/db/schema.js';
import { createUser, newMember, setWebhook, type Member } from '../../support/factories.js';
import { call, createTestApp, signIn } from '../../support/test-app.js';
import { n8nItem, startWebhookServer } from '../../support/webhook-server.js';
import { savedFor } from '../../support/generate-fixtures.js';
import { VALID_FORMS } from '../../support/sample-forms.js';
import { waitUntil } from '../../support/wait-until.js';

/** Generations as jobs: POST /api/generations and its companions, on PGlite. */

const hook = await startWebhookServer();
const t = await createTestApp({
  WEBHOOK_ALLOW_HOSTS: [hook.host],
  MAX_RUNNING_PER_COMPANY: 2,
  JOB_HEARTBEAT_MS: 200,
});

/** A stream the test releases when it wants (the automation "still writing"). */
function heldStream(first: string, rest: string) {
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  return { stream: [n8nItem(first), held, n8nItem(rest)], release };
}

async function memberWith(answer: Parameters<typeof hook.answerOn>[1], company = {}) {
  const m = await newMember(t, { role: 'admin', company });
  const path = `/${m.slug}/blog`;
  hook.answerOn(path, answer);
  await setWebhook(t, m.company, 'blog', hook.url(path));
  return { m, path };
}

const start = (m: Pick<Member, 'slug' | 'cookie'>, payload: unknown) =>
  call(t, { method: 'POST', url: '/api/generations', slug: m.slug, cookie: m.cookie, payload });
const read = (m: Pick<Member, 'slug' | 'cookie'>, url: string) =>
  call(t, { url, slug: m.slug, cookie: m.cookie });

const blog = { assistantType: 'blog', formData: VALID_FORMS.blog, sessionId: 's1' };

async function planUsed(companyId: number) {
  const rows = await t.database.db
    .select()
    .from(planUsage)
    .where(eq(planUsage.companyId, companyId));
  return rows.reduce((n, r) => n + r.used, 0);
}

describe('POST /api/generations', () => {
  it('answers 202 at once, shows the text so far while running, then the result', async () => {
    const held = heldStream('First words', ' and the rest.');
    const { m } = await memberWith({ stream: held.stream });
    const res = await start(m, blog);
    expect(res.statusCode, res.body).toBe(202);
    const { id, status } = res.json();
    expect(status).toBe('running');
    const running = await waitUntil(
      () => read(m, `/api/generations/${id}`),
      (r) => r.json().content === 'First words',
    );
    expect(running.json()).toMatchObject({
      id,
      status: 'running',
      assistantType: 'blog',
      historyId: null,
    });
    const list = await read(m, '/api/generations?status=running');
    expect(list.json().map((j: { id: string }) => j.id)).toEqual([id]);

    held.release();
    const done = await waitUntil(
      () => read(m, `/api/generations/${id}`),
      (r) => r.json().status !== 'running',
    );
    expect(done.json()).toMatchObject({
      status: 'succeeded',
      content: 'First words and the rest.',
      error: null,
    });
    expect(done.json().finishedAt).not.toBeNull();
    const [saved] = await t.database.db
      .select()
      .from(historyItems)
      .where(eq(historyItems.id, done.json().historyId));
    expect(saved.content).toBe('First words and the rest.');
    expect((await read(m, '/api/generations?status=running')).json()).toEqual([]);
  });

  it('bad input: 400 with field messages, no job created, nothing reserved', async () => {
    const { m } = await memberWith({ body: { output: 'never called' } });
    const res = await start(m, { ...blog, formData: { ...VALID_FORMS.blog, articleTopic: '' } });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[0].path).toBe('formData.articleTopic');
    const bad = await start(m, { ...blog, action: 'rewrite' });
    expect(bad.statusCode).toBe(400);
    const [jobs] = await t.database.db
      .select({ n: count() })
      .from(generationJobs)
      .where(eq(generationJobs.companyId, m.company.id));
    expect(jobs.n).toBe(0);
    expect(await planUsed(m.company.id)).toBe(0);
  });

  it('starts a revision with "action":"revise", kept with its request', async () => {
    const { m } = await memberWith({ body: { output: 'Revised text' } });
    const res = await start(m, {
      action: 'revise',
      assistantType: 'blog',
      originalContent: 'Old text',
      originalFormData: VALID_FORMS.blog,
      revisionRequest: 'Shorter',
      sessionId: 's1',
    });
    expect(res.statusCode, res.body).toBe(202);
    const done = await waitUntil(
      () => read(m, `/api/generations/${res.json().id}`),
      (r) => r.json().status !== 'running',
    );
    expect(done.json()).toMatchObject({
      status: 'succeeded',
      action: 'revise',
      content: 'Revised text',
    });
    const [row] = await t.database.db
      .select()
      .from(historyItems)
      .where(eq(historyItems.id, done.json().historyId));
    expect(row.revisionRequest).toBe('Shorter');
  });

  it('is visible only to its own user in its own company', async () => {
    const { m } = await memberWith({ body: { output: 'Mine' } });
    const { id } = (await start(m, blog)).json();
    const colleague = await createUser(t, m.company, 'admin');
    const other = { slug: m.slug, cookie: await signIn(t, m.slug, colleague.username) };
    expect((await read(other, `/api/generations/${id}`)).statusCode).toBe(404);
    expect((await read(other, `/api/generations/${id}/events`)).statusCode).toBe(404);
    const cancel = await call(t, {
      method: 'POST',
      url: `/api/generations/${id}/cancel`,
      slug: m.slug,
      cookie: other.cookie,
    });
    expect(cancel.statusCode).toBe(404);
    const stranger = await newMember(t);
    expect((await read(stranger, `/api/generations/${id}`)).statusCode).toBe(404);
    expect((await read(m, '/api/generations/not-a-uuid')).statusCode).toBe(404);
    expect((await call(t, { url: `/api/generations/${id}`, slug: m.slug })).statusCode).toBe(401);
  });

  it('Stop after text keeps it: a stopped item of its own, the plan unit used', async () => {
    const held = heldStream('Half an article', ' never sent');
    const { m, path } = await memberWith({ stream: held.stream });
    const { id } = (await start(m, blog)).json();
    await waitUntil(
      () => read(m, `/api/generations/${id}`),
      (r) => r.json().content === 'Half an article',
    );
    expect(await planUsed(m.company.id)).toBe(1);
    const res = await call(t, {
      method: 'POST',
      url: `/api/generations/${id}/cancel`,
      slug: m.slug,
      cookie: m.cookie,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ status: 'cancelled', content: 'Half an article' });
    const historyId = res.json().historyId;
    expect(historyId).toEqual(expect.any(Number));
    // The automation ran: its unit stays used, and the generation counts.
    expect(await planUsed(m.company.id)).toBe(1);
    held.release();
    expect(hook.requestsTo(path)).toHaveLength(1);
    const after = await read(m, `/api/generations/${id}`);
    expect(after.json()).toMatchObject({ status: 'cancelled', content: 'Half an article' });
    expect(await savedFor(t, m.company.id)).toEqual({ history: 1, events: 1 });
    const items = (await read(m, '/api/history')).json().items;
    expect(items).toMatchObject([
      { id: historyId, content: 'Half an article', stopped: true, version: 1 },
    ]);
    const versions = (await read(m, `/api/history/${historyId}/versions`)).json().versions;
    expect(versions).toMatchObject([{ version: 1, kind: 'stopped', content: 'Half an article' }]);
  });

  it('Stop before any text gives the plan unit back and saves nothing', async () => {
    const { m, path } = await memberWith({ delayMs: 30_000, body: { output: 'Too late' } });
    const { id } = (await start(m, blog)).json();
    await waitUntil(
      async () => hook.requestsTo(path).length,
      (n) => n === 1,
    );
    expect(await planUsed(m.company.id)).toBe(1);
    const res = await call(t, {
      method: 'POST',
      url: `/api/generations/${id}/cancel`,
      slug: m.slug,
      cookie: m.cookie,
    });
    expect(res.json()).toMatchObject({ status: 'cancelled', content: '', historyId: null });
    expect(await planUsed(m.company.id)).toBe(0);
    expect(await savedFor(t, m.company.id)).toEqual({ history: 0, events: 0 });
  });

  it('answers 429 beyond MAX_RUNNING_PER_COMPANY running generations', async () => {
    const held = heldStream('a', 'b');
    const { m } = await memberWith({ stream: held.stream });
    expect((await start(m, blog)).statusCode).toBe(202);
    expect((await start(m, blog)).statusCode).toBe(202);
    const third = await start(m, blog);
    expect(third.statusCode).toBe(429);
    expect(third.json().message).toBe(
      'Your company already has 2 generations running, the most allowed at once. ' +
        'Wait for one to finish, then try again.',
    );
    expect(await planUsed(m.company.id)).toBe(2);
    held.release();
    const generate = await waitUntil(
      () =>
        call(t, {
          method: 'POST',
          url: '/api/generate',
          slug: m.slug,
          cookie: m.cookie,
          payload: blog,
        }),
      (r) => r.statusCode !== 429,
    );
    expect(generate.statusCode).toBe(200);
  });
});

describe('the sweep', () => {
  it('deletes jobs older than 30 days and keeps their history', async () => {
    const { m } = await memberWith({ body: { output: 'Old news' } });
    const res = await call(t, {
      method: 'POST',
      url: '/api/generate',
      slug: m.slug,
      cookie: m.cookie,
      payload: blog,
    });
    expect(res.statusCode).toBe(200);
    const old = new Date(Date.now() - 31 * 24 * 3600 * 1000);
    await t.database.db
      .update(generationJobs)
      .set({ startedAt: old })
      .where(eq(generationJobs.companyId, m.company.id));
    await waitUntil(
      async () =>
        (
          await t.database.db
            .select({ n: count() })
            .from(generationJobs)
            .where(eq(generationJobs.companyId, m.company.id))
        )[0].n,
      (n) => n === 0,
    );
    const [kept] = await t.database.db
      .select({ n: count() })
      .from(historyItems)
      .where(
        and(eq(historyItems.companyId, m.company.id), eq(historyItems.id, res.json().historyId)),
      );
    expect(kept.n).toBe(1);
  });
});

describe('the OpenAPI description', () => {
  it('documents every generation job route with its responses', async () => {
    const res = await t.app.inject({ url: '/api/openapi.json', headers: { host: 'localhost' } });
    const paths = res.json().paths as Record<string, Record<string, { responses: object }>>;
    const routes: [string, string][] = [
      ['post', '/api/generations'],
      ['get', '/api/generations'],
      ['get', '/api/generations/{id}'],
      ['get', '/api/generations/{id}/events'],
      ['post', '/api/generations/{id}/cancel'],
      ['post', '/api/automation-callbacks/{id}'],
    ];
    for (const [method, path] of routes) {
      expect(Object.keys(paths[path]?.[method]?.responses ?? {}), `${method} ${path}`).not.toEqual(
        [],
      );
    }
  });
});
