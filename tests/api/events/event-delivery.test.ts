import { eq, sql } from 'drizzle-orm';
import { Webhook } from 'standardwebhooks';
import { describe, expect, it } from 'vitest';
import { eventDeliveries, eventEndpoints, historyItems } from '../../../src/server/db/schema.js';
import { itemTitle } from '../../../src/server/services/reviews/item-title.js';
import { setWebhook } from '../../support/factories.js';
import { VALID_FORMS } from '../../support/sample-forms.js';
import { generate } from '../../support/generate-fixtures.js';
import { as, reviewWorld } from '../../support/review-world.js';
import { createTestApp } from '../../support/test-app.js';
import { waitUntil } from '../../support/wait-until.js';
import { n8nItem, startWebhookServer, type RecordedRequest } from '../../support/webhook-server.js';

/**
 * Event webhooks end to end (docs/api.md#event-webhooks): what happens in a company reaches its
 * endpoints on a real local receiver, signed as Standard Webhooks sign (the `standardwebhooks`
 * package verifies every delivery), retried with the same `webhook-id`, turned off by 410.
 */

const hook = await startWebhookServer();
const t = await createTestApp({
  WEBHOOK_ALLOW_HOSTS: [hook.host],
  EVENT_POLL_MS: 50,
  EVENT_DELIVERY_TIMEOUT_MS: 400,
});
const db = t.database.db;
const tick = () => t.app.ctx.eventDispatcher.tick();

/** A review world with an endpoint on its own path of the receiver. */
async function world(events: string[] = ['*']) {
  const w = await reviewWorld(t);
  const path = `/events/${w.company.slug}`;
  const res = await as(t, w.admin, 'POST', '/api/admin/event-endpoints', {
    url: hook.url(path),
    description: 'Chat channel',
    events,
  });
  expect(res.statusCode, res.body).toBe(201);
  const endpoint = res.json() as { id: number; secret: string };
  return { ...w, path, endpoint };
}

/** The deliveries the receiver got on `path`, once there are `n`. */
const received = (path: string, n: number) =>
  waitUntil(
    async () => {
      await tick();
      return hook.requestsTo(path);
    },
    (list) => list.length >= n,
  );

/** Verifies one delivery with the Standard Webhooks library and answers its body. */
function verified(secret: string, req: RecordedRequest) {
  const headers = {
    'webhook-id': String(req.headers['webhook-id']),
    'webhook-timestamp': String(req.headers['webhook-timestamp']),
    'webhook-signature': String(req.headers['webhook-signature']),
  };
  return new Webhook(secret).verify(req.text, headers) as Delivered;
}

/** An event body as these tests read it (each event fills the parts it has). */
interface Delivered {
  type: string;
  timestamp: string;
  data: {
    item: { id: number; title: string; assistantType: string; links: { app: string; api: string } };
    reviewerIds: number[];
    generation: { id: string; assistantType: string };
    user: { id: number };
  };
}

const deliveryOf = async (endpointId: number) =>
  (await db.select().from(eventDeliveries).where(eq(eventDeliveries.endpointId, endpointId)))[0];
/** Time passes for a pending delivery: it is due now. */
const dueNow = (id: number) =>
  db
    .update(eventDeliveries)
    .set({ dueAt: sql`now()` })
    .where(eq(eventDeliveries.id, id));

describe('events reach the endpoint, signed', () => {
  it('a review submitted is a signed review.requested with the item title and links', async () => {
    const w = await world();
    const res = await as(t, w.author, 'POST', `/api/history/${w.item.id}/review`, {
      reviewerIds: [w.reviewer.id],
      baseVersion: 1,
    });
    expect(res.statusCode, res.body).toBe(200);
    const [req] = await received(w.path, 1);
    const body = verified(w.endpoint.secret, req);
    expect(body.type).toBe('review.requested');
    expect(Date.parse(body.timestamp)).not.toBeNaN();
    expect(body.data.item).toMatchObject({
      id: w.item.id,
      title: 'Spring planting',
      assistantType: 'blog',
    });
    expect(body.data.item.links.app).toContain(`item=${w.item.id}`);
    expect(body.data.item.links.api).toMatch(new RegExp(`/api/v1/history/${w.item.id}$`));
    expect(body.data.reviewerIds).toEqual([w.reviewer.id]);
    expect(String(req.headers['webhook-id'])).toMatch(/^msg_[0-9a-f]{32}$/);
    // Nothing of the text itself goes out.
    expect(req.text).not.toContain('tomatoes');
  });

  it('a finished generation and a comment are events too; a filtered endpoint gets only its own', async () => {
    const w = await world(['generation.succeeded']);
    await setWebhook(t, w.company, 'blog', hook.url(`/gen/${w.company.slug}`));
    hook.answerOn(`/gen/${w.company.slug}`, { body: n8nItem('## Spring\n\nPlant early.') });
    const formData = VALID_FORMS.blog;
    const gen = await generate(t, w.author, { assistantType: 'blog', formData, sessionId: 's1' });
    expect(gen.statusCode, gen.body).toBe(200);
    await as(t, w.author, 'POST', `/api/history/${w.item.id}/comments`, { body: 'Looks good' });
    const [req] = await received(w.path, 1);
    const body = verified(w.endpoint.secret, req);
    expect(body.type).toBe('generation.succeeded');
    expect(body.data.generation.assistantType).toBe('blog');
    expect(body.data.user.id).toBe(w.author.id);
    expect(body.data.item.id).toBe(gen.json().historyId);
    const [saved] = await db
      .select()
      .from(historyItems)
      .where(eq(historyItems.id, gen.json().historyId));
    expect(body.data.item.title).toBe(itemTitle(saved));
    expect(body.data.item.title).not.toBe('');
    await tick();
    expect(hook.requestsTo(w.path)).toHaveLength(1);
  });
});

describe('retries and failures', () => {
  it('a 500 is tried again after about 5 s with the same webhook-id, then succeeds', async () => {
    const w = await world();
    let calls = 0;
    hook.answerOn(w.path, () => (++calls === 1 ? { status: 500, body: 'busy' } : { body: 'ok' }));
    await as(t, w.author, 'POST', `/api/history/${w.item.id}/comments`, { body: 'First' });
    await received(w.path, 1);
    const pending = await waitUntil(
      () => deliveryOf(w.endpoint.id),
      (d) => d.claimedBy === null,
    );
    expect(pending.status).toBe('pending');
    const wait = pending.dueAt!.getTime() - Date.now();
    expect(wait).toBeGreaterThan(3_000);
    expect(wait).toBeLessThan(6_000);
    await dueNow(pending.id);
    const [first, second] = await received(w.path, 2);
    expect(second.headers['webhook-id']).toBe(first.headers['webhook-id']);
    verified(w.endpoint.secret, second);
    const done = await waitUntil(
      () => deliveryOf(w.endpoint.id),
      (d) => d.status !== 'pending',
    );
    expect(done.status).toBe('succeeded');

    const log = await as(
      t,
      w.admin,
      'GET',
      `/api/admin/event-endpoints/${w.endpoint.id}/deliveries`,
    );
    expect(log.statusCode).toBe(200);
    const [entry] = log.json().items;
    expect(entry).toMatchObject({ eventType: 'comment.created', status: 'succeeded' });
    expect(entry.attempts.map((a: { statusCode: number }) => a.statusCode)).toEqual([500, 200]);
    expect(entry.attempts[0].response).toBe('busy');
  });

  it('an endpoint that hangs past the deadline is tried again with the same id', async () => {
    const w = await world();
    let calls = 0;
    hook.answerOn(w.path, () =>
      ++calls === 1 ? { delayMs: 5_000, body: 'late' } : { body: 'ok' },
    );
    await as(t, w.author, 'POST', `/api/history/${w.item.id}/comments`, { body: 'Hang' });
    const pending = await waitUntil(
      async () => {
        await tick();
        return deliveryOf(w.endpoint.id);
      },
      (d) => d.attempts === 1 && d.claimedBy === null,
    );
    expect(pending.lastError).toMatch(/did not answer within/);
    await dueNow(pending.id);
    const list = await received(w.path, 2);
    expect(list[1].headers['webhook-id']).toBe(list[0].headers['webhook-id']);
  });

  it('410 Gone turns the endpoint off and later events are not sent to it', async () => {
    const w = await world();
    hook.answerOn(w.path, { status: 410, body: 'gone' });
    await as(t, w.author, 'POST', `/api/history/${w.item.id}/comments`, { body: 'One' });
    await received(w.path, 1);
    const endpoint = await waitUntil(
      async () =>
        (await db.select().from(eventEndpoints).where(eq(eventEndpoints.id, w.endpoint.id)))[0],
      (e) => !e.enabled,
    );
    expect(endpoint.disabledReason).toBe('The endpoint answered 410 Gone');
    expect((await deliveryOf(w.endpoint.id)).status).toBe('failed');
    await as(t, w.author, 'POST', `/api/history/${w.item.id}/comments`, { body: 'Two' });
    await tick();
    expect(hook.requestsTo(w.path)).toHaveLength(1);
  });

  it('an endpoint failing for a day is turned off', async () => {
    const w = await world();
    hook.answerOn(w.path, { status: 503 });
    await db
      .update(eventEndpoints)
      .set({ failingSince: sql`now() - interval '25 hours'` })
      .where(eq(eventEndpoints.id, w.endpoint.id));
    await as(t, w.author, 'POST', `/api/history/${w.item.id}/comments`, { body: 'Again' });
    await received(w.path, 1);
    const list = await waitUntil(
      () => as(t, w.admin, 'GET', '/api/admin/event-endpoints'),
      (res) => res.json().items[0].enabled === false,
    );
    expect(list.json().items[0].disabledReason).toBe('Every delivery failed for 24 hours');
    // The company's admins are told in the app; the bell leads to the API & Events page.
    const told = await waitUntil(
      () => as(t, w.admin, 'GET', '/api/notifications'),
      (res) => res.json().items.length > 0,
    );
    expect(told.json().items[0]).toMatchObject({
      kind: 'endpoint_turned_off',
      historyId: null,
      excerpt: `${hook.url(w.path)}: Every delivery failed for 24 hours`,
    });
    expect((await as(t, w.author, 'GET', '/api/notifications')).json().items).toEqual([]);
  });
});

describe('secrets and resend', () => {
  it('after a rotation both secrets sign, each verifying alone', async () => {
    const w = await world();
    const rotated = await as(
      t,
      w.admin,
      'POST',
      `/api/admin/event-endpoints/${w.endpoint.id}/rotate-secret`,
    );
    expect(rotated.statusCode, rotated.body).toBe(200);
    const { secret, previousSecretUntil } = rotated.json();
    expect(secret).toMatch(/^whsec_/);
    expect(secret).not.toBe(w.endpoint.secret);
    expect(Date.parse(previousSecretUntil) - Date.now()).toBeGreaterThan(23.9 * 3_600_000);
    await as(t, w.author, 'POST', `/api/history/${w.item.id}/comments`, { body: 'Rotated' });
    const [req] = await received(w.path, 1);
    expect(String(req.headers['webhook-signature']).split(' ')).toHaveLength(2);
    expect(verified(secret, req).type).toBe('comment.created');
    expect(verified(w.endpoint.secret, req).type).toBe('comment.created');
  });

  it('resend sends a delivery again with the same id', async () => {
    const w = await world();
    await as(t, w.author, 'POST', `/api/history/${w.item.id}/comments`, { body: 'Once' });
    await received(w.path, 1);
    const done = await waitUntil(
      () => deliveryOf(w.endpoint.id),
      (d) => d.status === 'succeeded',
    );
    const res = await as(
      t,
      w.admin,
      'POST',
      `/api/admin/event-endpoints/${w.endpoint.id}/deliveries/${done.id}/resend`,
    );
    expect(res.statusCode, res.body).toBe(200);
    const [first, again] = await received(w.path, 2);
    expect(again.headers['webhook-id']).toBe(first.headers['webhook-id']);
    verified(w.endpoint.secret, again);
  });

  it('the test sends a signed webhook.test and answers what came back', async () => {
    const w = await world();
    hook.answerOn(w.path, { status: 202, body: { received: true } });
    const res = await as(t, w.admin, 'POST', `/api/admin/event-endpoints/${w.endpoint.id}/test`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ ok: true, statusCode: 202, response: '{"received":true}' });
    const [req] = hook.requestsTo(w.path);
    expect(verified(w.endpoint.secret, req).type).toBe('webhook.test');
  });
});
