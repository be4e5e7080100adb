import { and, asc, count, eq, sql } from 'drizzle-orm';
import type { AuditChanges } from '@core/api/audit-log.js';
import {
  DESTINATION_NOT_FOUND,
  MAX_DESTINATIONS,
  TOO_MANY_DESTINATIONS,
  type DestinationInput,
} from '@core/api/publishing.js';
import type { Db } from '../../db/connection.js';
import { companies, destinations } from '../../db/schema.js';
import { isMask } from '../../operations/secrets.js';
import {
  diffFields,
  hasChanges,
  secretChange,
  writeAudit,
  type AuditContext,
} from '../audit/audit-log.js';
import { invalid, invalidFields, notFound, type FieldProblem } from '../domain-error.js';
import type { WebhookSettingsContext } from '../webhook-settings/stored-webhooks.js';
import {
  apiKeyProblem,
  REENTER_KEY_MESSAGE,
  sameOrigin,
  webhookUrlProblem,
} from '../webhook-settings/validate-webhook.js';

/**
 * A company's destinations (docs/product.md#publishing): its publish automations, kept like an
 * assistant's webhook. The same URL rules (SSRF guard, allow list), keys encrypted at rest and
 * only ever sent to the origin they were saved for; every change is audited.
 */

export type DestinationRow = typeof destinations.$inferSelect;

/** What the destination services need from the app context (the webhook settings' own). */
export type DestinationContext = WebhookSettingsContext;

/** The company a destination belongs to, as the audit log names it. */
interface Owner {
  id: number;
  slug: string;
  companyName: string;
}

interface Change {
  company: Owner;
  input: DestinationInput;
  audit: AuditContext;
}

const AUDITED = ['name', 'url', 'assistantTypes', 'enabled'] as const;

/** A company's destinations, oldest first. */
export function listDestinations(db: Db, companyId: number): Promise<DestinationRow[]> {
  return db
    .select()
    .from(destinations)
    .where(eq(destinations.companyId, companyId))
    .orderBy(asc(destinations.id));
}

/** One destination of the company; 404 when it has none with this id. */
export async function findDestination(
  db: Db,
  companyId: number,
  id: number,
): Promise<DestinationRow> {
  const [row] = await db
    .select()
    .from(destinations)
    .where(and(eq(destinations.id, id), eq(destinations.companyId, companyId)));
  if (!row) throw notFound(DESTINATION_NOT_FOUND);
  return row;
}

/**
 * The values to store for `input`, or 400 naming every field at fault. `apiKey`: a new key is
 * encrypted, '' removes it, absent or the mask keeps the stored one, but only while the URL
 * keeps its scheme, host and port (else "enter the key again").
 */
function valuesFor(ctx: DestinationContext, input: DestinationInput, current?: DestinationRow) {
  const errors: FieldProblem[] = [];
  const url = input.url.trim();
  const urlProblem = webhookUrlProblem(url, ctx.allowHosts);
  if (urlProblem) errors.push({ path: 'url', message: urlProblem });
  let apiKeyEncrypted = '';
  if (input.apiKey === undefined || isMask(input.apiKey)) {
    apiKeyEncrypted = current?.apiKeyEncrypted ?? '';
    if (apiKeyEncrypted && !urlProblem && !sameOrigin(current?.url ?? '', url)) {
      errors.push({ path: 'apiKey', message: REENTER_KEY_MESSAGE });
    }
  } else {
    const keyProblem = apiKeyProblem(input.apiKey);
    if (keyProblem) errors.push({ path: 'apiKey', message: keyProblem });
    apiKeyEncrypted = ctx.secrets.encrypt(input.apiKey);
  }
  if (errors.length > 0) throw invalidFields(errors);
  return {
    name: input.name.trim(),
    url,
    apiKeyEncrypted,
    assistantTypes: [...new Set(input.assistantTypes)],
    enabled: input.enabled,
  };
}

/** What a change did, field by field; the key only as "set", "changed" or "cleared". */
function changesOf(
  before: Partial<DestinationRow>,
  after: ReturnType<typeof valuesFor>,
): AuditChanges {
  const changes = diffFields({ ...emptyValues, ...before }, after, AUDITED);
  const key = secretChange(before.apiKeyEncrypted, after.apiKeyEncrypted);
  if (key) changes.apiKey = key;
  return changes;
}

const emptyValues = { name: null, url: null, assistantTypes: null, enabled: null };

const targetOf = (row: DestinationRow) => ({ type: 'destination', id: row.id, label: row.name });

/** Adds a destination; 400 when the company has MAX_DESTINATIONS already. */
export async function createDestination(
  ctx: DestinationContext,
  { company, input, audit }: Change,
): Promise<DestinationRow> {
  const values = valuesFor(ctx, input);
  return ctx.db.transaction(async (tx) => {
    // One company's additions one at a time, so two at once cannot pass the limit together.
    await tx
      .select({ id: companies.id })
      .from(companies)
      .where(eq(companies.id, company.id))
      .for('update');
    const [{ n }] = await tx
      .select({ n: count() })
      .from(destinations)
      .where(eq(destinations.companyId, company.id));
    if (n >= MAX_DESTINATIONS) throw invalid(TOO_MANY_DESTINATIONS);
    const [row] = await tx
      .insert(destinations)
      .values({ companyId: company.id, ...values })
      .returning();
    await writeAudit(tx, audit, {
      company,
      action: 'destination.create',
      target: targetOf(row),
      changes: changesOf({}, values),
    });
    return row;
  });
}

/** Replaces a destination's settings (a PUT without `apiKey` keeps the key). */
export async function updateDestination(
  ctx: DestinationContext,
  { company, id, input, audit }: Change & { id: number },
): Promise<DestinationRow> {
  const current = await findDestination(ctx.db, company.id, id);
  const values = valuesFor(ctx, input, current);
  return ctx.db.transaction(async (tx) => {
    const [row] = await tx
      .update(destinations)
      .set({ ...values, updatedAt: sql`now()` })
      .where(and(eq(destinations.id, id), eq(destinations.companyId, company.id)))
      .returning();
    if (!row) throw notFound(DESTINATION_NOT_FOUND);
    const changes = changesOf(current, values);
    if (hasChanges(changes)) {
      await writeAudit(tx, audit, {
        company,
        action: 'destination.update',
        target: targetOf(row),
        changes,
      });
    }
    return row;
  });
}

/** Deletes a destination; its publications keep its name (`destinationName`). */
export async function deleteDestination(
  ctx: DestinationContext,
  { company, id, audit }: { company: Owner; id: number; audit: AuditContext },
): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    const [row] = await tx
      .delete(destinations)
      .where(and(eq(destinations.id, id), eq(destinations.companyId, company.id)))
      .returning();
    if (!row) throw notFound(DESTINATION_NOT_FOUND);
    await writeAudit(tx, audit, {
      company,
      action: 'destination.delete',
      target: targetOf(row),
      changes: { name: { from: row.name, to: null }, url: { from: row.url, to: null } },
    });
  });
}
