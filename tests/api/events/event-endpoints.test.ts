import { randomUUID } from 'node:crypto';
import { and, eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  auditLog,
  eventDeliveries,
  eventEndpoints,
  events,
} from '../../../src/server/db/schema.js';
import { purgeOldEvents } from '../../../src/server/services/events/purge-events.js';
import { as, reviewWorld } from '../../support/review-world.js';
import { createTestApp } from '../../support/test-app.js';

/**
 * Managing event endpoints (docs/api.md#event-webhooks): a company's admins only; the webhook
 * URL rules; the secret shown once; at most 10; every change audited; nothing of another
 * company's.
 */

const t = await createTestApp({ WEBHOOK_ALLOW_HOSTS: ['127.0.0.1:9'] });
const db = t.database.db;
const BASE = '/api/admin/event-endpoints';
const valid = { url: 'https://hooks.example.com/copydesk', events: ['review.approved'] };

describe('event endpoints', () => {
  it('an admin adds one and sees its secret once; the list never shows it', async () => {
    const w = await reviewWorld(t);
    const res = await as(t, w.admin, 'POST', BASE, { ...valid, description: 'CRM' });
    expect(res.statusCode, res.body).toBe(201);
    const created = res.json();
    expect(created.secret).toMatch(/^whsec_[A-Za-z0-9+/]{43}=$/);
    expect(Buffer.from(created.secret.slice(6), 'base64').length).toBeGreaterThanOrEqual(24);
    expect(created).toMatchObject({
      description: 'CRM',
      events: ['review.approved'],
      enabled: true,
    });
    const list = await as(t, w.admin, 'GET', BASE);
    expect(list.json().items).toHaveLength(1);
    expect(list.body).not.toContain(created.secret);
    expect(list.json().items[0]).not.toHaveProperty('secret');
    const [stored] = await db
      .select()
      .from(eventEndpoints)
      .where(eq(eventEndpoints.id, created.id));
    expect(stored.secretEncrypted).not.toContain(created.secret.slice(6));
    const audited = await db
      .select()
      .from(auditLog)
      .where(
        and(eq(auditLog.companyId, w.company.id), eq(auditLog.action, 'event_endpoint.create')),
      );
    expect(audited).toHaveLength(1);
  });

  it('members, other companies and bad input change nothing', async () => {
    const w = await reviewWorld(t);
    expect((await as(t, w.author, 'GET', BASE)).statusCode).toBe(403);
    expect((await as(t, w.author, 'POST', BASE, valid)).statusCode).toBe(403);
    const mine = (await as(t, w.admin, 'POST', BASE, valid)).json();
    // Another company's admin, on their own company's address, does not find it.
    for (const [method, url] of [
      ['PUT', `${BASE}/${mine.id}`],
      ['DELETE', `${BASE}/${mine.id}`],
      ['POST', `${BASE}/${mine.id}/test`],
      ['POST', `${BASE}/${mine.id}/rotate-secret`],
      ['GET', `${BASE}/${mine.id}/deliveries`],
    ] as const) {
      const res = await as(t, w.outsider, method, url, method === 'PUT' ? valid : undefined);
      expect(res.statusCode, `${method} ${url}`).toBe(404);
      expect(res.json().message).toBe('Endpoint not found');
    }
    const bad = [
      [{ ...valid, url: 'http://10.0.0.5/hook' }, 'url'],
      [{ ...valid, url: 'not a url' }, 'url'],
      [{ ...valid, events: [] }, 'events'],
      [{ ...valid, events: ['review.approved', 'nope'] }, 'events.1'],
      [{ ...valid, description: 'x'.repeat(201) }, 'description'],
    ] as const;
    for (const [body, field] of bad) {
      const res = await as(t, w.admin, 'POST', BASE, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().errors.map((e: { path: string }) => e.path)).toContain(field);
    }
    expect((await as(t, w.admin, 'GET', BASE)).json().items).toHaveLength(1);
  });

  it('a company has at most 10; "*" alone stands for every event', async () => {
    const w = await reviewWorld(t);
    for (let i = 0; i < 10; i++) {
      const res = await as(t, w.admin, 'POST', BASE, { ...valid, events: ['*', 'user.created'] });
      expect(res.statusCode).toBe(201);
      expect(res.json().events).toEqual(['*']);
    }
    const over = await as(t, w.admin, 'POST', BASE, valid);
    expect(over.statusCode).toBe(400);
    expect(over.json().message).toBe('A company can have at most 10 endpoints');
  });

  it('turning an endpoint on again clears why it was turned off', async () => {
    const w = await reviewWorld(t);
    const created = (await as(t, w.admin, 'POST', BASE, valid)).json();
    await db
      .update(eventEndpoints)
      .set({ enabled: false, disabledReason: 'The endpoint answered 410 Gone' })
      .where(eq(eventEndpoints.id, created.id));
    const res = await as(t, w.admin, 'PUT', `${BASE}/${created.id}`, { ...valid, enabled: true });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ enabled: true, disabledReason: null });
    const gone = await as(t, w.admin, 'DELETE', `${BASE}/${created.id}`);
    expect(gone.statusCode).toBe(200);
    expect((await as(t, w.admin, 'GET', BASE)).json().items).toHaveLength(0);
  });
});

describe('the delivery log', () => {
  it('keeps 30 days: older events go with their deliveries, unless still being tried', async () => {
    const w = await reviewWorld(t);
    const created = (await as(t, w.admin, 'POST', BASE, valid)).json();
    const event = (days: number, status: 'succeeded' | 'pending') =>
      db.transaction(async (tx) => {
        const [row] = await tx
          .insert(events)
          .values({
            companyId: w.company.id,
            type: 'review.approved',
            messageId: `msg_${randomUUID().replaceAll('-', '')}`,
            payload: { type: 'review.approved', timestamp: '', data: {} },
            createdAt: new Date(Date.now() - days * 86_400_000),
          })
          .returning();
        await tx
          .insert(eventDeliveries)
          .values({ eventId: row.id, endpointId: created.id, companyId: w.company.id, status });
        return row.id;
      });
    const old = await event(31, 'succeeded');
    const oldPending = await event(31, 'pending');
    const recent = await event(29, 'succeeded');
    await purgeOldEvents(t.app.ctx, new Date());
    const left = await db
      .select({ id: events.id })
      .from(events)
      .where(inArray(events.id, [old, oldPending, recent]));
    expect(left.map((r) => r.id).sort()).toEqual([oldPending, recent].sort());
    const log = await as(t, w.admin, 'GET', `${BASE}/${created.id}/deliveries`);
    expect(log.json().items).toHaveLength(2);
  });
});
