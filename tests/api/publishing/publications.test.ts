import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import {
  companies,
  destinations,
  historyItems,
  notifications,
  publications,
} from '../../../src/server/db/schema.js';
import { as, reviewWorld, type Person } from '../../support/review-world.js';
import { call, createTestApp } from '../../support/test-app.js';
import { waitUntil } from '../../support/wait-until.js';
import { startWebhookServer, type AutomationAnswer } from '../../support/webhook-server.js';

const hook = await startWebhookServer();
// Each instance looks for due publications every 200 ms here; `tick()` looks at once.
const t = await createTestApp({ WEBHOOK_ALLOW_HOSTS: [hook.host], PUBLISH_POLL_MS: 200 });
const db = t.database.db;

async function world(
  answer: AutomationAnswer = { body: { url: 'https://blog.example.com/p/1', externalId: 'wp-1' } },
) {
  const w = await reviewWorld(t);
  const path = `/publish/${w.company.slug}`;
  hook.answerOn(path, answer);
  const [destination] = await db
    .insert(destinations)
    .values({
      companyId: w.company.id,
      name: 'Company blog',
      url: hook.url(path),
      apiKeyEncrypted: t.app.ctx.secrets.encrypt('Bearer wp-secret'),
    })
    .returning();
  return { ...w, path, destination };
}

const publish = (
  who: Person,
  id: number,
  body: Record<string, unknown>,
  headers: Record<string, string> = {},
) =>
  call(t, {
    method: 'POST',
    url: `/api/history/${id}/publications`,
    slug: who.slug,
    cookie: who.cookie,
    payload: body,
    headers,
  });
const rowOf = async (id: number) =>
  (await db.select().from(publications).where(eq(publications.id, id)))[0];
const tick = () => t.app.ctx.publisher.tick();
/** The publication once its attempt number `attempts` (default: any) has ended. */
const settled = (id: number, attempts?: number) =>
  waitUntil(
    async () => {
      await tick();
      return rowOf(id);
    },
    (row) =>
      row.status !== 'scheduled' &&
      row.claimedBy === null &&
      (attempts === undefined || row.attempts === attempts),
  );

describe('publishing now', () => {
  it('sends the pinned version with the publish body and marks the item published', async () => {
    const w = await world();
    const res = await publish(w.author, w.item.id, {
      destinationId: w.destination.id,
      baseVersion: 1,
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({
      status: 'scheduled',
      version: 1,
      destination: { id: w.destination.id, name: 'Company blog' },
    });
    const row = await settled(res.json().id);
    expect(row).toMatchObject({
      status: 'published',
      url: 'https://blog.example.com/p/1',
      externalId: 'wp-1',
      attempts: 1,
    });
    const [sent] = hook.requestsTo(w.path);
    expect(sent.headers.authorization).toBe('Bearer wp-secret');
    expect(sent.body).toMatchObject({
      event: 'publish',
      publicationId: row.id,
      test: false,
      company: { id: w.company.slug, name: w.company.companyName },
      item: {
        id: w.item.id,
        assistantType: 'blog',
        title: 'Spring planting',
        content: w.item.content,
        version: 1,
        formData: { topic: 'Spring planting' },
      },
      callbackUrl: expect.stringMatching(new RegExp(`/api/publications/${row.id}/callback$`)),
      callbackToken: expect.any(String),
    });
    expect((sent.body as { item: { html: string } }).item.html).toContain('Plant tomatoes early.');
    const item = (await as(t, w.author, 'GET', `/api/history/${w.item.id}`)).json();
    expect(item.status).toBe('published');
    const told = await db.select().from(notifications).where(eq(notifications.userId, w.author.id));
    expect(told.map((n) => n.kind)).toEqual(['published']);
  });

  it('honours Idempotency-Key: the same key answers the same publication', async () => {
    const w = await world();
    const body = { destinationId: w.destination.id, baseVersion: 1 };
    const first = await publish(w.author, w.item.id, body, { 'idempotency-key': 'pub-1' });
    const again = await publish(w.author, w.item.id, body, { 'idempotency-key': 'pub-1' });
    expect(first.statusCode).toBe(201);
    expect(again.statusCode).toBe(200);
    expect(again.json().id).toBe(first.json().id);
    expect(
      await db.select().from(publications).where(eq(publications.historyId, w.item.id)),
    ).toHaveLength(1);
  });
});

describe('who publishes what', () => {
  it('refuses others, other assistants, stale versions and bad times, changing nothing', async () => {
    const w = await world();
    const body = { destinationId: w.destination.id, baseVersion: 1 };
    expect((await publish(w.bystander, w.item.id, body)).statusCode).toBe(404);
    expect((await publish(w.outsider, w.item.id, body)).statusCode).toBe(404);
    const stale = await publish(w.author, w.item.id, { ...body, baseVersion: 2 });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().item).toMatchObject({ id: w.item.id, version: 1 });
    const past = await publish(w.author, w.item.id, { ...body, publishAt: '2020-01-01T09:00:00Z' });
    expect(past.statusCode).toBe(400);
    expect(past.json().message).toBe('publishAt must be in the future');
    const noOffset = await publish(w.author, w.item.id, {
      ...body,
      publishAt: '2030-01-01T09:00:00',
    });
    expect(noOffset.statusCode).toBe(400);
    const far = new Date(Date.now() + 400 * 86_400_000).toISOString();
    expect((await publish(w.author, w.item.id, { ...body, publishAt: far })).json().message).toBe(
      'publishAt must be at most a year ahead',
    );
    await db
      .update(destinations)
      .set({ assistantTypes: ['linkedin2'] })
      .where(eq(destinations.id, w.destination.id));
    const other = await publish(w.author, w.item.id, body);
    expect(other.statusCode).toBe(400);
    expect(other.json().message).toBe('This destination does not take texts of this assistant');
    expect(
      await db.select().from(publications).where(eq(publications.historyId, w.item.id)),
    ).toEqual([]);
  });

  it('needs the approved version when the company asks for approval', async () => {
    const w = await world();
    await db.update(companies).set({ requireApproval: true }).where(eq(companies.id, w.company.id));
    const body = { destinationId: w.destination.id, baseVersion: 1 };
    const refused = await publish(w.author, w.item.id, body);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe('This text needs approval before it is published');
    await as(t, w.author, 'POST', `/api/history/${w.item.id}/review`, {
      reviewerIds: [w.reviewer.id],
      baseVersion: 1,
    });
    await as(t, w.reviewer, 'POST', `/api/history/${w.item.id}/decision`, {
      decision: 'approve',
      version: 1,
    });
    expect((await publish(w.author, w.item.id, body)).statusCode).toBe(201);
    // An admin publishes it too; an edit after approval needs approval again.
    expect((await publish(w.admin, w.item.id, body)).statusCode).toBe(201);
    await as(t, w.author, 'PATCH', `/api/history/${w.item.id}`, {
      content: 'New text',
      baseVersion: 1,
    });
    expect((await publish(w.author, w.item.id, { ...body, baseVersion: 2 })).statusCode).toBe(409);
  });
});

describe('what the destination answers', () => {
  it('fails at once on a 4xx with its message', async () => {
    const w = await world({ status: 400, body: { message: 'Title is required' } });
    const res = await publish(w.author, w.item.id, {
      destinationId: w.destination.id,
      baseVersion: 1,
    });
    const row = await settled(res.json().id);
    expect(row.status).toBe('failed');
    expect(row.lastError).toContain('Title is required');
    expect(row.attempts).toBe(1);
    const told = await db.select().from(notifications).where(eq(notifications.userId, w.author.id));
    expect(told.map((n) => n.kind)).toEqual(['publish_failed']);
  });

  it('tries a 5xx or a reset again after 1, 5 and 30 minutes, then fails', async () => {
    const w = await world({ destroy: true });
    const res = await publish(w.author, w.item.id, {
      destinationId: w.destination.id,
      baseVersion: 1,
    });
    const id = res.json().id;
    const delays: number[] = [];
    for (let attempt = 1; attempt <= 4; attempt++) {
      const before = Date.now();
      const row = await settled(id, attempt);
      if (row.status === 'failed') break;
      expect(row.status).toBe('publishing');
      delays.push(Math.round((row.dueAt!.getTime() - before) / 60_000));
      await db.update(publications).set({ dueAt: new Date() }).where(eq(publications.id, id));
    }
    expect(delays).toEqual([1, 5, 30]);
    expect((await rowOf(id)).status).toBe('failed');
    expect(hook.requestsTo(w.path)).toHaveLength(4);
  });

  it('waits for the callback after an acknowledgement; the token works once', async () => {
    const w = await world({ status: 202, body: { accepted: true } });
    const res = await publish(w.author, w.item.id, {
      destinationId: w.destination.id,
      baseVersion: 1,
    });
    const row = await settled(res.json().id);
    expect(row.status).toBe('publishing');
    const { callbackToken } = hook.requestsTo(w.path)[0].body as { callbackToken: string };
    const callback = (token: string, payload: unknown) =>
      t.app.inject({
        method: 'POST',
        url: `/api/publications/${row.id}/callback`,
        headers: { authorization: `Bearer ${token}` },
        payload: payload as object,
      });
    expect((await callback('x'.repeat(43), { status: 'published' })).statusCode).toBe(401);
    const ok = await callback(callbackToken, {
      status: 'published',
      url: 'https://in.example.com/post/9',
    });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json()).toEqual({ received: true, status: 'published' });
    expect((await rowOf(row.id)).url).toBe('https://in.example.com/post/9');
    expect((await callback(callbackToken, { status: 'failed', message: 'no' })).statusCode).toBe(
      401,
    );
  });

  it('fails a publication whose callback never came, at the deadline', async () => {
    const w = await world({ status: 202 });
    const res = await publish(w.author, w.item.id, {
      destinationId: w.destination.id,
      baseVersion: 1,
    });
    const row = await settled(res.json().id);
    await db
      .update(publications)
      .set({ dueAt: new Date(), callbackDeadline: new Date() })
      .where(eq(publications.id, row.id));
    await tick();
    const failed = await waitUntil(
      () => rowOf(row.id),
      (r) => r.status === 'failed',
    );
    expect(failed.lastError).toBe(
      'The destination did not say whether it published the text in time',
    );
  });
});

describe('scheduling', () => {
  it('schedules, lists by time, reschedules and cancels; only while scheduled', async () => {
    const w = await world();
    const at = new Date(Date.now() + 3 * 86_400_000);
    const res = await publish(w.author, w.item.id, {
      destinationId: w.destination.id,
      baseVersion: 1,
      publishAt: at.toISOString(),
    });
    const id = res.json().id;
    expect(res.json().publishAt).toBe(at.toISOString());
    await tick();
    expect((await rowOf(id)).status).toBe('scheduled');
    const listed = await as(
      t,
      w.author,
      'GET',
      `/api/publications?from=${encodeURIComponent(new Date().toISOString())}`,
    );
    expect(listed.json().items.map((p: { id: number }) => p.id)).toEqual([id]);
    expect(listed.json().items[0]).toMatchObject({
      title: 'Spring planting',
      assistantType: 'blog',
      createdBy: { id: w.author.id },
    });
    expect((await as(t, w.bystander, 'GET', '/api/publications')).json().items).toEqual([]);
    expect((await as(t, w.admin, 'GET', '/api/publications')).json().items).toHaveLength(1);
    const later = new Date(at.getTime() + 86_400_000).toISOString();
    expect(
      (await as(t, w.bystander, 'PATCH', `/api/publications/${id}`, { publishAt: later }))
        .statusCode,
    ).toBe(404);
    const moved = await as(t, w.author, 'PATCH', `/api/publications/${id}`, { publishAt: later });
    expect(moved.json().publishAt).toBe(later);
    const cancelled = await as(t, w.admin, 'DELETE', `/api/publications/${id}`);
    expect(cancelled.json().status).toBe('cancelled');
    expect((await as(t, w.author, 'DELETE', `/api/publications/${id}`)).statusCode).toBe(409);
    expect((await as(t, w.author, 'POST', `/api/publications/${id}/retry`)).statusCode).toBe(409);
    expect(hook.requestsTo(w.path)).toEqual([]);
  });

  it('sends a publication that fell due on its own, and retries a failed one', async () => {
    const w = await world({ status: 500, body: 'down' });
    const due = Date.now() + 1500;
    const res = await publish(w.author, w.item.id, {
      destinationId: w.destination.id,
      baseVersion: 1,
      publishAt: new Date(due).toISOString(),
    });
    expect(res.statusCode, res.body).toBe(201);
    const first = await waitUntil(
      () => rowOf(res.json().id),
      (r) => r.attempts === 1 && r.claimedBy === null,
    );
    expect(first.status).toBe('publishing');
    expect(Date.now()).toBeGreaterThanOrEqual(due);
    await db
      .update(publications)
      .set({ status: 'failed', dueAt: null })
      .where(eq(publications.id, first.id));
    hook.answerOn(w.path, { body: { url: 'https://blog.example.com/p/2' } });
    const retried = await as(t, w.author, 'POST', `/api/publications/${first.id}/retry`);
    expect(retried.json().status).toBe('scheduled');
    const done = await waitUntil(
      () => rowOf(first.id),
      (r) => r.status === 'published',
    );
    expect(done.url).toBe('https://blog.example.com/p/2');
  });
});

describe('the item after publishing', () => {
  it('carries the link, and an edit of a published text makes it a draft again', async () => {
    const w = await world();
    const res = await publish(w.author, w.item.id, {
      destinationId: w.destination.id,
      baseVersion: 1,
    });
    await settled(res.json().id);
    const [item] = await db.select().from(historyItems).where(eq(historyItems.id, w.item.id));
    expect(item).toMatchObject({
      status: 'published',
      publishedUrl: 'https://blog.example.com/p/1',
    });
    const edited = await as(t, w.author, 'PATCH', `/api/history/${w.item.id}`, {
      content: 'Changed',
      baseVersion: 1,
    });
    expect(edited.json().status).toBe('draft');
  });
});
