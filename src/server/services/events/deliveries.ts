import { and, desc, eq, inArray, lt, sql } from 'drizzle-orm';
import {
  EVENT_DELIVERY_NOT_FOUND,
  TEST_EVENT_TYPE,
  type EventDelivery,
  type EventEndpointTest,
} from '@core/api/event-webhooks.js';
import type { Db } from '../../db/connection.js';
import { eventDeliveries, eventDeliveryAttempts, events } from '../../db/schema.js';
import { notFound } from '../domain-error.js';
import { signingSecrets } from './endpoint-secrets.js';
import type { EventEndpointRow } from './endpoints.js';
import { postEvent } from './post-event.js';
import { signedHeaders } from './signing.js';
import type { Dispatcher } from 'undici';
import type { EventDeps } from './dispatcher.js';
import { randomUUID } from 'node:crypto';

/** An endpoint's delivery log, newest first, `limit` a page, each with every attempt. */
export async function listDeliveries(
  db: Db,
  endpoint: EventEndpointRow,
  query: { status?: EventDelivery['status']; cursor?: number; limit: number },
): Promise<{ items: EventDelivery[]; nextCursor: number | null }> {
  const rows = await db
    .select({
      id: eventDeliveries.id,
      status: eventDeliveries.status,
      dueAt: eventDeliveries.dueAt,
      createdAt: eventDeliveries.createdAt,
      eventType: events.type,
      messageId: events.messageId,
    })
    .from(eventDeliveries)
    .innerJoin(events, eq(events.id, eventDeliveries.eventId))
    .where(
      and(
        eq(eventDeliveries.endpointId, endpoint.id),
        query.status ? eq(eventDeliveries.status, query.status) : undefined,
        query.cursor ? lt(eventDeliveries.id, query.cursor) : undefined,
      ),
    )
    .orderBy(desc(eventDeliveries.id))
    .limit(query.limit + 1);
  const page = rows.slice(0, query.limit);
  const attempts =
    page.length === 0
      ? []
      : await db
          .select()
          .from(eventDeliveryAttempts)
          .where(
            inArray(
              eventDeliveryAttempts.deliveryId,
              page.map((r) => r.id),
            ),
          )
          .orderBy(eventDeliveryAttempts.id);
  return {
    items: page.map((row) => ({
      id: row.id,
      eventType: row.eventType,
      messageId: row.messageId,
      status: row.status,
      nextAttemptAt: row.status === 'pending' && row.dueAt ? row.dueAt.toISOString() : null,
      createdAt: row.createdAt.toISOString(),
      attempts: attempts
        .filter((a) => a.deliveryId === row.id)
        .map((a) => ({
          at: a.at.toISOString(),
          statusCode: a.statusCode,
          durationMs: a.durationMs,
          response: a.response,
          error: a.error,
        })),
    })),
    nextCursor: rows.length > query.limit ? page[page.length - 1].id : null,
  };
}

/** Sends a delivery again now, with the same `webhook-id`, and a full round of retries. */
export async function resendDelivery(
  db: Db,
  endpoint: EventEndpointRow,
  deliveryId: number,
): Promise<void> {
  const [row] = await db
    .update(eventDeliveries)
    .set({ status: 'pending', attempts: 0, dueAt: sql`now()`, finishedAt: null, claimedBy: null })
    .where(and(eq(eventDeliveries.id, deliveryId), eq(eventDeliveries.endpointId, endpoint.id)))
    .returning({ id: eventDeliveries.id });
  if (!row) throw notFound(EVENT_DELIVERY_NOT_FOUND);
}

/**
 * Sends a signed `webhook.test` event to the endpoint now (enabled or not) and answers what came
 * back; it is not kept in the delivery log.
 */
export async function testEndpoint(
  deps: Pick<EventDeps, 'secrets' | 'allowHosts' | 'config'>,
  agent: Dispatcher,
  endpoint: EventEndpointRow,
  company: { slug: string; companyName: string },
): Promise<EventEndpointTest> {
  const id = `msg_${randomUUID().replaceAll('-', '')}`;
  const body = JSON.stringify({
    type: TEST_EVENT_TYPE,
    timestamp: new Date().toISOString(),
    data: { company: { id: company.slug, name: company.companyName }, endpointId: endpoint.id },
  });
  const result = await postEvent(agent, {
    url: endpoint.url,
    headers: signedHeaders(signingSecrets(deps.secrets, endpoint), id, body),
    body,
    timeoutMs: deps.config.EVENT_DELIVERY_TIMEOUT_MS,
    allowHosts: deps.allowHosts,
  });
  const ok = result.statusCode !== null && result.statusCode >= 200 && result.statusCode < 300;
  return { ok, ...result };
}
