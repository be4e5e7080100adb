import { and, asc, count, eq, sql } from 'drizzle-orm';
import {
  EVENT_ENDPOINT_NOT_FOUND,
  MAX_EVENT_ENDPOINTS,
  SECRET_OVERLAP_HOURS,
  TOO_MANY_EVENT_ENDPOINTS,
  type EventEndpointInput,
} from '@core/api/event-webhooks.js';
import type { Db } from '../../db/connection.js';
import { companies, eventEndpoints } from '../../db/schema.js';
import { diffFields, hasChanges, writeAudit, type AuditContext } from '../audit/audit-log.js';
import { invalid, invalidFields, notFound } from '../domain-error.js';
import type { WebhookSettingsContext } from '../webhook-settings/stored-webhooks.js';
import { webhookUrlProblem } from '../webhook-settings/validate-webhook.js';
import { newSigningSecret } from './signing.js';

/**
 * A company's event endpoints (docs/api.md#event-webhooks): the webhooks' URL rules (SSRF guard,
 * allow list); the signing secret encrypted at rest and shown only when made or rotated; every
 * change audited.
 */

export type EventEndpointRow = typeof eventEndpoints.$inferSelect;
type Ctx = WebhookSettingsContext;

interface Owner {
  id: number;
  slug: string;
  companyName: string;
}

const AUDITED = ['url', 'description', 'events', 'enabled'] as const;
const targetOf = (row: EventEndpointRow) => ({
  type: 'event_endpoint',
  id: row.id,
  label: row.url,
});

export function listEventEndpoints(db: Db, companyId: number): Promise<EventEndpointRow[]> {
  return db
    .select()
    .from(eventEndpoints)
    .where(eq(eventEndpoints.companyId, companyId))
    .orderBy(asc(eventEndpoints.id));
}

/** One endpoint of the company; 404 when it has none with this id. */
export async function findEventEndpoint(
  db: Db,
  companyId: number,
  id: number,
): Promise<EventEndpointRow> {
  const [row] = await db
    .select()
    .from(eventEndpoints)
    .where(and(eq(eventEndpoints.id, id), eq(eventEndpoints.companyId, companyId)));
  if (!row) throw notFound(EVENT_ENDPOINT_NOT_FOUND);
  return row;
}

/** The values to store, or 400 naming the URL's fault; `*` alone stands for every event. */
function valuesFor(ctx: Ctx, input: EventEndpointInput) {
  const url = input.url.trim();
  const problem = webhookUrlProblem(url, ctx.allowHosts);
  if (problem) throw invalidFields([{ path: 'url', message: problem }]);
  return {
    url,
    description: input.description.trim(),
    events: input.events.includes('*') ? ['*'] : [...input.events],
    enabled: input.enabled,
  };
}

/** Adds an endpoint with a new secret; 400 when the company has the most it may have. */
export async function createEventEndpoint(
  ctx: Ctx,
  { company, input, audit }: { company: Owner; input: EventEndpointInput; audit: AuditContext },
): Promise<{ row: EventEndpointRow; secret: string }> {
  const values = valuesFor(ctx, input);
  const secret = newSigningSecret();
  const row = await ctx.db.transaction(async (tx) => {
    // One company's additions one at a time, so two at once cannot pass the limit together.
    await tx
      .select({ id: companies.id })
      .from(companies)
      .where(eq(companies.id, company.id))
      .for('update');
    const [{ n }] = await tx
      .select({ n: count() })
      .from(eventEndpoints)
      .where(eq(eventEndpoints.companyId, company.id));
    if (n >= MAX_EVENT_ENDPOINTS) throw invalid(TOO_MANY_EVENT_ENDPOINTS);
    const [created] = await tx
      .insert(eventEndpoints)
      .values({ companyId: company.id, ...values, secretEncrypted: ctx.secrets.encrypt(secret) })
      .returning();
    await writeAudit(tx, audit, {
      company,
      action: 'event_endpoint.create',
      target: targetOf(created),
      changes: Object.fromEntries(AUDITED.map((f) => [f, { from: null, to: values[f] }])),
    });
    return created;
  });
  return { row, secret };
}

/** Replaces an endpoint's settings; turning it on again clears why it was turned off. */
export async function updateEventEndpoint(
  ctx: Ctx,
  {
    company,
    id,
    input,
    audit,
  }: { company: Owner; id: number; input: EventEndpointInput; audit: AuditContext },
): Promise<EventEndpointRow> {
  const current = await findEventEndpoint(ctx.db, company.id, id);
  const values = valuesFor(ctx, input);
  return ctx.db.transaction(async (tx) => {
    const [row] = await tx
      .update(eventEndpoints)
      .set({
        ...values,
        ...(values.enabled && !current.enabled ? { disabledReason: null, failingSince: null } : {}),
        updatedAt: sql`now()`,
      })
      .where(and(eq(eventEndpoints.id, id), eq(eventEndpoints.companyId, company.id)))
      .returning();
    if (!row) throw notFound(EVENT_ENDPOINT_NOT_FOUND);
    const changes = diffFields(current, values, AUDITED);
    if (hasChanges(changes)) {
      await writeAudit(tx, audit, {
        company,
        action: 'event_endpoint.update',
        target: targetOf(row),
        changes,
      });
    }
    return row;
  });
}

/** Deletes an endpoint with its deliveries. */
export async function deleteEventEndpoint(
  ctx: Ctx,
  { company, id, audit }: { company: Owner; id: number; audit: AuditContext },
): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    const [row] = await tx
      .delete(eventEndpoints)
      .where(and(eq(eventEndpoints.id, id), eq(eventEndpoints.companyId, company.id)))
      .returning();
    if (!row) throw notFound(EVENT_ENDPOINT_NOT_FOUND);
    await writeAudit(tx, audit, {
      company,
      action: 'event_endpoint.delete',
      target: targetOf(row),
      changes: { url: { from: row.url, to: null } },
    });
  });
}

/**
 * A new signing secret; the one it replaces also signs for SECRET_OVERLAP_HOURS, so receivers
 * can switch without refusing a delivery. Rotating again within the overlap ends the oldest.
 */
export async function rotateEventEndpointSecret(
  ctx: Ctx,
  { company, id, audit }: { company: Owner; id: number; audit: AuditContext },
): Promise<{ row: EventEndpointRow; secret: string }> {
  const secret = newSigningSecret();
  const row = await ctx.db.transaction(async (tx) => {
    const [rotated] = await tx
      .update(eventEndpoints)
      .set({
        previousSecretEncrypted: sql`${eventEndpoints.secretEncrypted}`,
        previousSecretUntil: sql`now() + make_interval(hours => ${SECRET_OVERLAP_HOURS})`,
        secretEncrypted: ctx.secrets.encrypt(secret),
        updatedAt: sql`now()`,
      })
      .where(and(eq(eventEndpoints.id, id), eq(eventEndpoints.companyId, company.id)))
      .returning();
    if (!rotated) throw notFound(EVENT_ENDPOINT_NOT_FOUND);
    await writeAudit(tx, audit, {
      company,
      action: 'event_endpoint.rotate_secret',
      target: targetOf(rotated),
      changes: { secret: { from: null, to: 'changed' } },
    });
    return rotated;
  });
  return { row, secret };
}
