import { randomUUID } from 'node:crypto';
import { inArray, sql } from 'drizzle-orm';
import { Agent, type Dispatcher } from 'undici';
import { createGuardedConnector } from '../../automation-client/guarded-connector.js';
import type { AppContext } from '../../context.js';
import { rowsOf } from '../../db/rows.js';
import { eventEndpoints, events } from '../../db/schema.js';
import { eventBodies } from './event-body.js';
import { signingSecrets } from './endpoint-secrets.js';
import { postEvent, type AttemptResult } from './post-event.js';
import { recordAttempt, type ClaimedDelivery } from './record-attempt.js';
import { signedHeaders } from './signing.js';

/** What delivering events needs of the app. */
export type EventDeps = Pick<
  AppContext,
  'db' | 'config' | 'secrets' | 'log' | 'allowHosts' | 'notifications' | 'mail'
>;

/** Deliveries claimed in one pass, at most. */
const CLAIM_BATCH = 200;
/** Attempts sent at once by one instance. */
const SENDING_AT_ONCE = 64;

export interface EventDispatcher {
  /** The SSRF-guarded agent deliveries go out through (an endpoint's test uses it too). */
  readonly agent: Dispatcher;
  /** Claims and sends what is due now (the loop calls it; tests too). Resolves when sent. */
  tick(): Promise<number>;
  stop(): Promise<void>;
}

/**
 * Every instance runs a dispatcher (decision 062): each pass claims due deliveries in the
 * database (`FOR UPDATE SKIP LOCKED`, so an attempt is sent by one instance) and sends them. A
 * claimed delivery falls due again a while after its attempt's deadline: when its instance dies
 * mid-send, another sends it, with the same `webhook-id` (at least once).
 */
export function startEventDispatcher(deps: EventDeps): EventDispatcher {
  const instance = randomUUID();
  const timeoutMs = deps.config.EVENT_DELIVERY_TIMEOUT_MS;
  // Claimed for the attempt's deadline and as long again: past that its instance is gone.
  const claimSeconds = Math.ceil((timeoutMs * 2 + 5_000) / 1000);
  const agent = new Agent({
    connect: createGuardedConnector(() => deps.allowHosts),
    keepAliveTimeout: 4_000,
  });
  let stopped = false;
  let running: Promise<number> | null = null;

  async function claim(): Promise<ClaimedDelivery[]> {
    const rows = await deps.db.execute(sql`
      update event_deliveries d set claimed_by = ${instance}, attempts = d.attempts + 1,
        due_at = now() + make_interval(secs => ${claimSeconds})
      where d.id in (
        select id from event_deliveries where due_at <= now()
        order by due_at limit ${CLAIM_BATCH} for update skip locked)
      returning d.id, d.event_id as "eventId", d.endpoint_id as "endpointId",
        d.company_id as "companyId", d.attempts`);
    const list = rowsOf<ClaimedDelivery>(rows);
    // bigint columns come back as strings from PostgreSQL.
    return list.map((d) => ({ ...d, id: Number(d.id), eventId: Number(d.eventId) }));
  }

  async function send(claimed: ClaimedDelivery[]): Promise<void> {
    const eventIds = [...new Set(claimed.map((d) => d.eventId))];
    const endpointIds = [...new Set(claimed.map((d) => d.endpointId))];
    const [eventRows, endpointRows] = await Promise.all([
      deps.db.select().from(events).where(inArray(events.id, eventIds)),
      deps.db.select().from(eventEndpoints).where(inArray(eventEndpoints.id, endpointIds)),
    ]);
    const bodies = await eventBodies(deps.db, deps.config, eventRows);
    const bodyOf = new Map(eventRows.map((e, i) => [e.id, { event: e, body: bodies[i] }]));
    const endpointOf = new Map(endpointRows.map((e) => [e.id, e]));
    const queue = [...claimed];
    const worker = async () => {
      for (let delivery = queue.shift(); delivery; delivery = queue.shift()) {
        const sent = bodyOf.get(delivery.eventId);
        const endpoint = endpointOf.get(delivery.endpointId);
        let result: AttemptResult;
        if (!sent || !endpoint) continue;
        if (!endpoint.enabled) {
          result = {
            statusCode: null,
            durationMs: 0,
            response: '',
            error: 'The endpoint is turned off',
          };
        } else {
          const headers = signedHeaders(
            signingSecrets(deps.secrets, endpoint),
            sent.event.messageId,
            sent.body,
          );
          result = await postEvent(agent, {
            url: endpoint.url,
            headers,
            body: sent.body,
            timeoutMs,
            allowHosts: deps.allowHosts,
          });
        }
        await recordAttempt(deps, delivery, endpoint, result).catch((err: unknown) =>
          deps.log.warn({ err, deliveryId: delivery.id }, 'an event delivery was not recorded'),
        );
      }
    };
    await Promise.all(Array.from({ length: Math.min(SENDING_AT_ONCE, queue.length) }, worker));
  }

  async function pass(): Promise<number> {
    let total = 0;
    // Whole batches in a row: a backlog is worked through without waiting for the next poll.
    for (;;) {
      const claimed = await claim();
      if (claimed.length > 0) await send(claimed);
      total += claimed.length;
      if (claimed.length < CLAIM_BATCH || stopped) return total;
    }
  }

  /** One pass at a time; a pass asked for while one runs waits for it. */
  function tick(): Promise<number> {
    if (stopped) return Promise.resolve(0);
    running ??= pass()
      .catch((err: unknown) => {
        deps.log.warn({ err }, 'the event dispatcher could not claim');
        return 0;
      })
      .finally(() => (running = null));
    return running;
  }

  const poll = setInterval(() => void tick(), deps.config.EVENT_POLL_MS);
  poll.unref();

  return {
    agent,
    tick,
    async stop() {
      stopped = true;
      clearInterval(poll);
      await running;
      await agent.close();
    },
  };
}
