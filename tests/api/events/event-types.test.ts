import { eq } from 'drizzle-orm';
import { Webhook } from 'standardwebhooks';
import { describe, expect, it } from 'vitest';
import { EVENT_TYPES } from '../../../src/core/api/event-webhooks.js';
import { destinations, eventDeliveries } from '../../../src/server/db/schema.js';
import { setWebhook } from '../../support/factories.js';
import { generate } from '../../support/generate-fixtures.js';
import { as, reviewWorld } from '../../support/review-world.js';
import { VALID_FORMS } from '../../support/sample-forms.js';
import { createTestApp } from '../../support/test-app.js';
import { waitUntil } from '../../support/wait-until.js';
import { n8nItem, startWebhookServer } from '../../support/webhook-server.js';

/**
 * Every event type an endpoint can take (docs/api.md#event-webhooks) is sent when what it reports
 * happens through the app, each verified as Standard Webhooks sign it; and a redirect is a
 * failed attempt, never followed.
 */

const hook = await startWebhookServer();
const t = await createTestApp({
  WEBHOOK_ALLOW_HOSTS: [hook.host],
  EVENT_POLL_MS: 50,
  PUBLISH_POLL_MS: 100,
});
const db = t.database.db;

const NEW_PASSWORD = 'Another-Horse-7-Staple';

describe('event types', () => {
  it('each of the ten is sent, signed, when it happens', async () => {
    const w = await reviewWorld(t);
    const path = `/events/${w.company.slug}`;
    const endpoint = (
      await as(t, w.admin, 'POST', '/api/admin/event-endpoints', {
        url: hook.url(path),
        events: ['*'],
      })
    ).json() as { id: number; secret: string };
    const item = `/api/history/${w.item.id}`;

    // A generation that succeeds, then one whose automation fails.
    const gen = `/gen/${w.company.slug}`;
    await setWebhook(t, w.company, 'blog', hook.url(gen));
    hook.answerOn(gen, { body: n8nItem('## Spring\n\nPlant early.') });
    const form = { assistantType: 'blog', formData: VALID_FORMS.blog, sessionId: 's1' };
    expect((await generate(t, w.author, form)).statusCode).toBe(200);
    hook.answerOn(gen, { status: 500, body: { message: 'Workflow could not be started!' } });
    expect((await generate(t, w.author, form)).statusCode).toBeGreaterThanOrEqual(400);

    // Review: submitted, changes asked for, submitted again, approved; a comment.
    const submit = { reviewerIds: [w.reviewer.id], baseVersion: 1 };
    expect((await as(t, w.author, 'POST', `${item}/review`, submit)).statusCode).toBe(200);
    await as(t, w.reviewer, 'POST', `${item}/decision`, {
      decision: 'request_changes',
      note: 'Shorter, please',
      version: 1,
    });
    await as(t, w.reviewer, 'POST', `${item}/comments`, { body: 'See the second line' });
    await as(t, w.author, 'POST', `${item}/review`, submit);
    const approved = await as(t, w.reviewer, 'POST', `${item}/decision`, {
      decision: 'approve',
      version: 1,
    });
    expect(approved.statusCode, approved.body).toBe(200);

    // Published to one destination, failed at another (a 4xx fails at once).
    const [good, bad] = await db
      .insert(destinations)
      .values([
        { companyId: w.company.id, name: 'Blog', url: hook.url(`/pub-ok/${w.company.slug}`) },
        { companyId: w.company.id, name: 'Broken', url: hook.url(`/pub-bad/${w.company.slug}`) },
      ])
      .returning();
    hook.answerOn(`/pub-ok/${w.company.slug}`, { body: { url: 'https://blog.example.com/p/1' } });
    hook.answerOn(`/pub-bad/${w.company.slug}`, { status: 422, body: 'no' });
    for (const destination of [good, bad]) {
      const res = await as(t, w.author, 'POST', `${item}/publications`, {
        destinationId: destination.id,
        baseVersion: 1,
      });
      expect(res.statusCode, res.body).toBe(201);
    }

    // A user added, then deleted.
    const created = await as(t, w.admin, 'POST', '/api/admin/users', {
      username: `ev-${w.company.slug}`,
      password: NEW_PASSWORD,
      role: 'user',
    });
    expect(created.statusCode, created.body).toBe(201);
    const deleted = await as(t, w.admin, 'DELETE', `/api/admin/users/${created.json().id}`);
    expect(deleted.statusCode, deleted.body).toBe(200);

    const requests = await waitUntil(
      async () => {
        await t.app.ctx.publisher.tick();
        await t.app.ctx.eventDispatcher.tick();
        return hook.requestsTo(path);
      },
      (list) => new Set(list.map((r) => JSON.parse(r.text).type)).size >= EVENT_TYPES.length,
    );
    const seen = requests.map((req) => {
      const body = new Webhook(endpoint.secret).verify(req.text, {
        'webhook-id': String(req.headers['webhook-id']),
        'webhook-timestamp': String(req.headers['webhook-timestamp']),
        'webhook-signature': String(req.headers['webhook-signature']),
      }) as { type: string; data: Record<string, unknown> };
      return body;
    });
    expect(new Set(seen.map((b) => b.type))).toEqual(new Set(EVENT_TYPES));
    const one = (type: string) => seen.find((b) => b.type === type)!.data;
    expect(one('generation.failed')).toMatchObject({
      generation: { assistantType: 'blog' },
      user: { id: w.author.id },
    });
    expect(one('review.approved')).toMatchObject({
      item: { id: w.item.id, version: 1 },
      actor: { id: w.reviewer.id },
    });
    expect(one('publication.published')).toMatchObject({
      publication: {
        destination: { id: good.id, name: 'Blog' },
        url: 'https://blog.example.com/p/1',
      },
    });
    expect(one('publication.failed')).toMatchObject({
      publication: { destination: { id: bad.id, name: 'Broken' } },
    });
    expect(one('user.deleted')).toMatchObject({ user: { id: created.json().id } });
  });

  it('a redirect is not followed: the attempt fails and is tried again later', async () => {
    const w = await reviewWorld(t);
    const path = `/moved/${w.company.slug}`;
    hook.answerOn(path, { status: 308, headers: { location: hook.url('/elsewhere') } });
    const endpoint = (
      await as(t, w.admin, 'POST', '/api/admin/event-endpoints', {
        url: hook.url(path),
        events: ['*'],
      })
    ).json() as { id: number };
    await as(t, w.author, 'POST', `/api/history/${w.item.id}/comments`, { body: 'Hello' });
    const delivery = await waitUntil(
      async () => {
        await t.app.ctx.eventDispatcher.tick();
        return (
          await db.select().from(eventDeliveries).where(eq(eventDeliveries.endpointId, endpoint.id))
        )[0];
      },
      (d) => d?.attempts === 1 && d.claimedBy === null,
    );
    expect(delivery).toMatchObject({ status: 'pending', lastStatusCode: 308 });
    expect(hook.requestsTo('/elsewhere')).toHaveLength(0);
  });
});
