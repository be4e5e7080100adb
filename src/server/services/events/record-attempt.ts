import { and, eq, isNotNull, sql } from 'drizzle-orm';
import { escapeHtml } from '@core/formatting/entities.js';
import type { eventEndpoints } from '../../db/schema.js';
import {
  companies,
  eventDeliveries,
  eventDeliveryAttempts,
  eventEndpoints as endpoints,
  users,
} from '../../db/schema.js';
import { companyAddress } from '../../tenancy/company-address.js';
import type { EventDeps } from './dispatcher.js';
import type { AttemptResult } from './post-event.js';

/** A delivery as its instance claimed it; `attempts` counts this one. */
export interface ClaimedDelivery {
  id: number;
  eventId: number;
  endpointId: number;
  companyId: number;
  attempts: number;
}

type EndpointRow = typeof eventEndpoints.$inferSelect;

/** Pauses before the second to eighth attempt of a delivery that failed. */
const RETRY_DELAYS_MS = [
  5_000,
  5 * 60_000,
  30 * 60_000,
  2 * 3_600_000,
  5 * 3_600_000,
  10 * 3_600_000,
  10 * 3_600_000,
];
/** An endpoint whose deliveries have all failed this long is turned off. */
const FAILING_FOR = sql`interval '24 hours'`;
const GONE_REASON = 'The endpoint answered 410 Gone';
const FAILING_REASON = 'Every delivery failed for 24 hours';

/**
 * Records one attempt and what follows from it, in one transaction: a 2xx ends the delivery
 * and the endpoint's failing streak; anything else is tried again later, up to eight attempts;
 * 410 Gone turns the endpoint off, as does a day of nothing but failures (its admins are told).
 */
export async function recordAttempt(
  deps: EventDeps,
  delivery: ClaimedDelivery,
  endpoint: EndpointRow,
  result: AttemptResult,
): Promise<void> {
  const ok = result.statusCode !== null && result.statusCode >= 200 && result.statusCode < 300;
  const gone = result.statusCode === 410;
  const final = ok || gone || !endpoint.enabled || delivery.attempts > RETRY_DELAYS_MS.length;
  const turnedOff = await deps.db.transaction(async (tx) => {
    await tx.insert(eventDeliveryAttempts).values({
      deliveryId: delivery.id,
      statusCode: result.statusCode,
      durationMs: result.durationMs,
      response: result.response,
      error: result.error,
    });
    await tx
      .update(eventDeliveries)
      .set({
        status: ok ? 'succeeded' : final ? 'failed' : 'pending',
        dueAt: final
          ? null
          : sql`now() + make_interval(secs => ${RETRY_DELAYS_MS[delivery.attempts - 1] / 1000})`,
        claimedBy: null,
        lastStatusCode: result.statusCode,
        lastError: result.error,
        finishedAt: final ? sql`now()` : null,
      })
      .where(eq(eventDeliveries.id, delivery.id));
    if (ok) {
      if (endpoint.failingSince) {
        await tx
          .update(endpoints)
          .set({ failingSince: null })
          .where(and(eq(endpoints.id, endpoint.id), isNotNull(endpoints.failingSince)));
      }
      return null;
    }
    if (!endpoint.enabled) return null;
    const [after] = await tx
      .update(endpoints)
      .set({
        failingSince: sql`coalesce(${endpoints.failingSince}, now())`,
        ...(gone
          ? { enabled: false, disabledReason: GONE_REASON }
          : {
              enabled: sql`not (coalesce(${endpoints.failingSince}, now()) <= now() - ${FAILING_FOR})`,
              disabledReason: sql`case when coalesce(${endpoints.failingSince}, now()) <= now() - ${FAILING_FOR} then ${FAILING_REASON} else ${endpoints.disabledReason} end`,
            }),
      })
      .where(and(eq(endpoints.id, endpoint.id), eq(endpoints.enabled, true)))
      .returning();
    return after && !after.enabled ? after : null;
  });
  if (turnedOff) await tellAdmins(deps, turnedOff);
}

/** The company's admins are told that an endpoint was turned off: in the app, and by email. */
async function tellAdmins(deps: EventDeps, endpoint: EndpointRow): Promise<void> {
  deps.log.warn(
    { endpointId: endpoint.id, companyId: endpoint.companyId, reason: endpoint.disabledReason },
    'an event endpoint was turned off',
  );
  const admins = await deps.db
    .select({ id: users.id, email: users.email, username: users.username })
    .from(users)
    .where(and(eq(users.companyId, endpoint.companyId), eq(users.role, 'admin')));
  await deps.notifications
    .send(
      admins.map((admin) => ({
        companyId: endpoint.companyId,
        userId: admin.id,
        kind: 'endpoint_turned_off' as const,
        historyId: null,
        actorId: null,
        excerpt: `${endpoint.url}: ${endpoint.disabledReason ?? 'it failed'}`,
      })),
    )
    .catch((err: unknown) => deps.log.warn({ err }, 'an endpoint notification was not sent'));
  if (!deps.mail.enabled) return;
  const [company] = await deps.db
    .select({ slug: companies.slug, name: companies.companyName })
    .from(companies)
    .where(eq(companies.id, endpoint.companyId));
  if (!company) return;
  const link = companyAddress(deps.config, company.slug)('/admin/api');
  const subject = `An event endpoint of ${company.name} was turned off`;
  const lines = [
    `Copydesk stopped sending events to ${endpoint.url}: ${endpoint.disabledReason ?? 'it failed'}.`,
    'Events that happen while it is off are not sent to it. Turn it on again on the API & Events page once it answers.',
  ];
  for (const admin of admins) {
    if (!admin.email) continue;
    deps.mail.queue({
      to: admin.email,
      fromName: company.name,
      subject,
      text: [`Hello ${admin.username},`, '', ...lines, '', link, ''].join('\n'),
      html: `<p>Hello ${escapeHtml(admin.username)},</p>${lines
        .map((line) => `<p>${escapeHtml(line)}</p>`)
        .join('')}<p><a href="${escapeHtml(link)}">API &amp; Events</a></p>`,
    });
  }
}
