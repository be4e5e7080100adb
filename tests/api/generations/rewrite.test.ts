import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { historyItems, planUsage } from '../../../src/server/db/schema.js';
import { addHistory, newMember, setWebhook, type Member } from '../../support/factories.js';
import { savedFor } from '../../support/generate-fixtures.js';
import { VALID_FORMS } from '../../support/sample-forms.js';
import { openSse } from '../../support/sse.js';
import { call, createTestApp, hostOf } from '../../support/test-app.js';
import { n8nItem, startWebhookServer } from '../../support/webhook-server.js';
import { waitUntil } from '../../support/wait-until.js';

/**
 * Rewriting a passage of a result: a generation job whose automation receives a revise
 * body with the passage and its context, and whose answer replaces the passage in the item as
 * its next version. Revisions are linked to the item they were made from; a job answers the
 * inputs it was started with.
 */
const hook = await startWebhookServer();
const t = await createTestApp({ WEBHOOK_ALLOW_HOSTS: [hook.host], JOB_HEARTBEAT_MS: 200 });
await t.app.listen({ port: 0, host: '127.0.0.1' });
const address = t.app.server.address();
const port = typeof address === 'object' && address ? address.port : 0;

const TEXT = '# Spring\n\nFirst paragraph stays.\n\nSecond paragraph is rather long and slow.';
const PASSAGE = 'Second paragraph is rather long and slow.';
const START = TEXT.indexOf(PASSAGE);

async function setUp(answer: Parameters<typeof hook.answerOn>[1]) {
  const m = await newMember(t, { role: 'admin' });
  const path = `/${m.slug}/blog`;
  hook.answerOn(path, answer);
  await setWebhook(t, m.company, 'blog', hook.url(path));
  const [item] = await addHistory(t, m, {
    assistantType: 'blog',
    content: TEXT,
    formData: VALID_FORMS.blog,
  });
  return { m, path, item };
}

const start = (m: Member, payload: unknown) =>
  call(t, { method: 'POST', url: '/api/generations', slug: m.slug, cookie: m.cookie, payload });
const read = (m: Member, url: string) => call(t, { url, slug: m.slug, cookie: m.cookie });
const rewrite = (historyId: number, extra: Record<string, unknown> = {}) => ({
  action: 'rewrite',
  historyId,
  baseVersion: 1,
  selection: { start: START, end: START + PASSAGE.length },
  instruction: 'Shorter',
  sessionId: 's1',
  ...extra,
});

async function planUsed(companyId: number) {
  const rows = await t.database.db
    .select()
    .from(planUsage)
    .where(eq(planUsage.companyId, companyId));
  return rows.reduce((n, r) => n + r.used, 0);
}

describe('POST /api/generations with action "rewrite"', () => {
  it('sends a revise body with the passage and its context, streams the replacement, keeps a version', async () => {
    const { m, path, item } = await setUp({
      stream: [n8nItem('Second paragraph, '), n8nItem('short.')],
    });
    const res = await start(m, rewrite(item.id));
    expect(res.statusCode, res.body).toBe(202);
    const events = await openSse(
      `http://127.0.0.1:${port}/api/generations/${res.json().id}/events`,
      {
        host: hostOf(m.slug),
        cookie: m.cookie,
      },
    );
    const all = await events.rest();
    const deltas = all.filter((e) => e.event === 'delta').map((e) => JSON.parse(e.data).text);
    expect(deltas.join('')).toBe('Second paragraph, short.');
    const done = JSON.parse(all.find((e) => e.event === 'done')!.data);
    const expected = TEXT.slice(0, START) + 'Second paragraph, short.';
    expect(done).toEqual({ historyId: item.id, content: expected, version: 2 });

    const [received] = hook.requestsTo(path);
    const body = received.body as Record<string, unknown>;
    expect(body).toMatchObject({
      action: 'revise',
      assistantType: 'blog',
      sessionId: 's1',
      originalContent: PASSAGE,
      revisionRequest: 'Shorter',
      context: { fullContent: TEXT, selectionStart: START, selectionEnd: START + PASSAGE.length },
      company: { id: m.slug },
      user: { id: m.user.id, username: m.user.username },
    });
    expect(body.originalFormData).toEqual(expect.objectContaining({}));

    const items = (await read(m, '/api/history')).json().items;
    expect(items).toHaveLength(1);
    expect(items[0]).toMatchObject({ id: item.id, content: expected, version: 2 });
    const versions = (await read(m, `/api/history/${item.id}/versions`)).json().versions;
    expect(versions.map((v: { kind: string }) => v.kind)).toEqual(['rewritten', 'generated']);
    // One unit of the plan, one generation recorded, no new item.
    expect(await planUsed(m.company.id)).toBe(1);
    expect(await savedFor(t, m.company.id)).toEqual({ history: 1, events: 1 });
  });

  it('undoing the rewrite takes the step back: its version is gone, not a new one', async () => {
    const { m, item } = await setUp({ body: { output: 'Short.' } });
    const res = await start(m, rewrite(item.id));
    expect(res.statusCode, res.body).toBe(202);
    await waitUntil(
      async () => (await read(m, `/api/generations/${res.json().id}`)).json().status,
      (status) => status === 'succeeded',
    );
    const undo = (payload: unknown) =>
      call(t, {
        method: 'POST',
        url: `/api/history/${item.id}/undo`,
        slug: m.slug,
        cookie: m.cookie,
        payload,
      });
    // Only the current version can be undone.
    const stale = await undo({ version: 3 });
    expect(stale.statusCode).toBe(409);
    const undone = await undo({ version: 2 });
    expect(undone.statusCode, undone.body).toBe(200);
    expect(undone.json()).toMatchObject({ id: item.id, content: TEXT, version: 1 });
    const versions = (await read(m, `/api/history/${item.id}/versions`)).json().versions;
    expect(versions.map((v: { version: number; kind: string }) => [v.version, v.kind])).toEqual([
      [1, 'generated'],
    ]);
    // An edit is not a rewrite: undone by restoring a version, never removed.
    const edited = await call(t, {
      method: 'PATCH',
      url: `/api/history/${item.id}`,
      slug: m.slug,
      cookie: m.cookie,
      payload: { content: 'Edited.', baseVersion: 1 },
    });
    expect(edited.json().version).toBe(2);
    const refused = await undo({ version: 2 });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      message:
        'The rewrite can no longer be undone: the text changed since. Restore a version instead.',
      item: { content: 'Edited.', version: 2 },
    });
    // Nobody else's item.
    const other = await newMember(t);
    const foreign = await call(t, {
      method: 'POST',
      url: `/api/history/${item.id}/undo`,
      slug: other.slug,
      cookie: other.cookie,
      payload: { version: 2 },
    });
    expect(foreign.statusCode).toBe(404);
  });

  it('a stale baseVersion answers 409 with the item, and reserves nothing', async () => {
    const { m, path, item } = await setUp({ body: { output: 'x' } });
    await call(t, {
      method: 'PATCH',
      url: `/api/history/${item.id}`,
      slug: m.slug,
      cookie: m.cookie,
      payload: { content: `${TEXT} Edited.`, baseVersion: 1 },
    });
    const res = await start(m, rewrite(item.id));
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ item: { id: item.id, version: 2 } });
    expect(await planUsed(m.company.id)).toBe(0);
    expect(hook.requestsTo(path)).toHaveLength(0);
  });

  it('refuses a bad selection, a blank instruction, leads and anybody else’s item', async () => {
    const { m, item } = await setUp({ body: { output: 'x' } });
    const other = await newMember(t);
    const [leads] = await addHistory(t, m, { assistantType: 'lead-generator', content: '{}' });
    const cases: [Member, unknown, number, string][] = [
      [
        m,
        rewrite(item.id, { selection: { start: 5, end: 5 } }),
        400,
        'The selection must be a passage of the text: start before end, both inside it.',
      ],
      [
        m,
        rewrite(item.id, { selection: { start: 0, end: TEXT.length + 1 } }),
        400,
        'The selection must be a passage of the text',
      ],
      [
        m,
        rewrite(item.id, { instruction: '   ' }),
        400,
        'Please describe how to rewrite the passage.',
      ],
      [
        m,
        rewrite(item.id, { instruction: 'x'.repeat(2001) }),
        400,
        'The instruction is too long (2000 characters at most)',
      ],
      [m, rewrite(leads.id), 400, 'Lead Generator results cannot be edited as text.'],
      [other, rewrite(item.id), 404, 'History item not found'],
    ];
    for (const [who, payload, status, message] of cases) {
      const res = await start(who, payload);
      expect(res.statusCode, res.body).toBe(status);
      expect(res.json().message).toContain(message);
    }
    expect(await planUsed(m.company.id)).toBe(0);
  });

  it('a passage changed while the rewrite ran: the job fails clearly and replaces nothing', async () => {
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const { m, item } = await setUp({ stream: [n8nItem('Short.'), held] });
    const { id } = (await start(m, rewrite(item.id))).json();
    await waitUntil(
      () => read(m, `/api/generations/${id}`),
      (r) => r.json().content === 'Short.',
    );
    const edited = TEXT.replace('rather long', 'quite long');
    const patch = await call(t, {
      method: 'PATCH',
      url: `/api/history/${item.id}`,
      slug: m.slug,
      cookie: m.cookie,
      payload: { content: edited, baseVersion: 1 },
    });
    expect(patch.statusCode).toBe(200);
    release();
    const failed = await waitUntil(
      () => read(m, `/api/generations/${id}`),
      (r) => r.json().status !== 'running',
    );
    expect(failed.json()).toMatchObject({
      status: 'failed',
      error:
        'The passage was changed while it was being rewritten, so the rewrite was not applied. ' +
        'Select it again and retry.',
    });
    const [row] = await t.database.db
      .select()
      .from(historyItems)
      .where(eq(historyItems.id, item.id));
    expect(row).toMatchObject({ content: edited, version: 2 });
    expect(await planUsed(m.company.id)).toBe(0);
  });
});

describe('revisions and inputs', () => {
  it('a revision of an item is a new item linked to it; a job answers its inputs', async () => {
    const { m, item } = await setUp({ body: { output: 'Revised text' } });
    const revise = {
      action: 'revise',
      assistantType: 'blog',
      originalContent: TEXT,
      originalFormData: VALID_FORMS.blog,
      revisionRequest: 'Make it friendlier',
      sessionId: 's1',
      historyId: item.id,
    };
    const { id } = (await start(m, revise)).json();
    const ended = await waitUntil(
      () => read(m, `/api/generations/${id}`),
      (r) => r.json().status !== 'running',
    );
    expect(ended.json()).toMatchObject({ status: 'succeeded', formData: VALID_FORMS.blog });
    const items = (await read(m, '/api/history')).json().items;
    expect(items[0]).toMatchObject({ content: 'Revised text', revisedFrom: item.id });
    // Naming somebody else's item is refused.
    const other = await newMember(t);
    const refused = await start(m, { ...revise, historyId: item.id + 100_000 });
    expect(refused.statusCode).toBe(404);
    expect(other.slug).not.toBe(m.slug);
  });
});
