import { eq, sql } from 'drizzle-orm';
import type { AuditChanges } from '@core/api/audit-log.js';
import type { ModelConnectionBody } from '@core/api/model-connection.js';
import { modelConnections } from '../../db/schema.js';
import { isMask } from '../../operations/secrets.js';
import {
  diffFields,
  hasChanges,
  secretChange,
  writeAudit,
  type AuditContext,
} from '../audit/audit-log.js';
import { conflict, invalidFields, type FieldProblem } from '../domain-error.js';
import {
  apiKeyProblem,
  REENTER_KEY_MESSAGE,
  sameOrigin,
} from '../webhook-settings/validate-webhook.js';
import { modelBaseUrlProblem } from './base-url.js';
import {
  loadConnectionRow,
  readModelConnections,
  type ConnectionLevel,
  type ConnectionRow,
  type ModelConnectionContext,
  type ModelConnections,
} from './stored-connection.js';

const ENVIRONMENT_READ_ONLY =
  "The platform's model connection is set by the server's environment (MODEL_API_KEY): " +
  'change it there, or unset MODEL_API_KEY to manage it here.';
export const KEY_REQUIRED =
  'Enter the API key (any text for an endpoint that needs none, such as a local Ollama)';

/** Whose connection it is, for the audit log: the company, or the platform company. */
export interface ConnectionOwner {
  level: ConnectionLevel;
  company: { id: number; slug: string; companyName: string };
}

const AUDITED_FIELDS = [
  'provider',
  'baseUrl',
  'model',
  'label',
  'inputPricePerMillion',
  'outputPricePerMillion',
] as const;

/** The platform's connection cannot be changed while the environment sets it. */
function refuseEnvironment(ctx: ModelConnectionContext, level: ConnectionLevel) {
  if (level.kind === 'platform' && ctx.config.MODEL_API_KEY) throw conflict(ENVIRONMENT_READ_ONLY);
}

/** The key to store: a new one encrypted, or the stored one while the address keeps its origin. */
function keyToStore(
  ctx: ModelConnectionContext,
  stored: ConnectionRow | undefined,
  body: ModelConnectionBody,
  baseUrl: string,
  problems: FieldProblem[],
): string {
  const given = body.apiKey ?? '';
  if (given !== '' && !isMask(given)) {
    const problem = apiKeyProblem(given);
    if (problem) problems.push({ path: 'apiKey', message: problem });
    return ctx.secrets.encrypt(given);
  }
  const kept = stored?.apiKeyEncrypted ?? '';
  if (!kept) problems.push({ path: 'apiKey', message: KEY_REQUIRED });
  else if (!sameOrigin(stored!.baseUrl, baseUrl)) {
    problems.push({ path: 'apiKey', message: REENTER_KEY_MESSAGE });
  }
  return kept;
}

/**
 * Saves the connection at a level (a company's own, or the platform's default): every field is
 * checked first, and one bad field changes nothing. The key is stored encrypted; left out, empty
 * or the mask, the stored key is kept, but only while the address keeps its scheme, host and
 * port. Audited without the key's value. Returns the connections as they are now.
 */
export async function saveModelConnection(
  ctx: ModelConnectionContext,
  opts: ConnectionOwner & { body: ModelConnectionBody; actorUserId: number; audit: AuditContext },
): Promise<ModelConnections> {
  refuseEnvironment(ctx, opts.level);
  const { body } = opts;
  const stored = await loadConnectionRow(ctx.db, opts.level);
  const problems: FieldProblem[] = [];
  const baseUrl = body.baseUrl.trim();
  const urlProblem = modelBaseUrlProblem(baseUrl, ctx.allowHosts);
  if (urlProblem) problems.push({ path: 'baseUrl', message: urlProblem });
  const apiKeyEncrypted = keyToStore(ctx, stored, body, baseUrl, problems);
  if (problems.length > 0) throw invalidFields(problems);

  const next = {
    provider: body.provider,
    baseUrl,
    model: body.model.trim(),
    label: body.label?.trim() ?? '',
    inputPricePerMillion: body.inputPricePerMillion ?? null,
    outputPricePerMillion: body.outputPricePerMillion ?? null,
  };
  const companyId = opts.level.kind === 'company' ? opts.level.companyId : null;
  await ctx.db.transaction(async (tx) => {
    // One row per company and one platform row: the unique index is on coalesce(company_id, 0).
    await tx.execute(sql`
      insert into model_connections (company_id, provider, base_url, api_key_encrypted, model,
        label, input_price_per_million, output_price_per_million, updated_at, updated_by)
      values (${companyId}, ${next.provider}, ${next.baseUrl}, ${apiKeyEncrypted}, ${next.model},
        ${next.label}, ${next.inputPricePerMillion}, ${next.outputPricePerMillion}, now(),
        ${opts.actorUserId})
      on conflict (coalesce(company_id, 0)) do update set provider = excluded.provider,
        base_url = excluded.base_url, api_key_encrypted = excluded.api_key_encrypted,
        model = excluded.model, label = excluded.label,
        input_price_per_million = excluded.input_price_per_million,
        output_price_per_million = excluded.output_price_per_million,
        updated_at = now(), updated_by = excluded.updated_by`);
    const changes = connectionChanges(stored, next, apiKeyEncrypted);
    if (!hasChanges(changes)) return;
    await writeAudit(tx, opts.audit, {
      company: opts.company,
      action: 'model_connection.update',
      target: targetOf(opts),
      changes,
    });
  });
  forgetCached(ctx, opts);
  return readModelConnections(ctx, opts.level);
}

/**
 * Removes the connection at a level (a company then uses the platform's, if any). Removing none
 * changes nothing and is not audited. Returns the connections as they are now.
 */
export async function deleteModelConnection(
  ctx: ModelConnectionContext,
  opts: ConnectionOwner & { audit: AuditContext },
): Promise<ModelConnections> {
  refuseEnvironment(ctx, opts.level);
  await ctx.db.transaction(async (tx) => {
    const stored = await loadConnectionRow(tx, opts.level);
    if (!stored) return;
    await tx.delete(modelConnections).where(eq(modelConnections.id, stored.id));
    await writeAudit(tx, opts.audit, {
      company: opts.company,
      action: 'model_connection.delete',
      target: targetOf(opts),
      changes: connectionChanges(stored, null, ''),
    });
  });
  forgetCached(ctx, opts);
  return readModelConnections(ctx, opts.level);
}

function targetOf(opts: ConnectionOwner) {
  return opts.level.kind === 'platform'
    ? { type: 'model_connection', id: 'platform', label: 'Platform default' }
    : { type: 'model_connection', id: opts.company.slug, label: opts.company.companyName };
}

/** What changed, field by field; the key only as "set", "changed" or "cleared". */
function connectionChanges(
  before: ConnectionRow | undefined,
  after: Pick<ConnectionRow, (typeof AUDITED_FIELDS)[number]> | null,
  keyAfter: string,
): AuditChanges {
  const empty = Object.fromEntries(AUDITED_FIELDS.map((field) => [field, null]));
  const from = before ?? empty;
  const to = after ?? empty;
  const changes = diffFields(from as Record<string, unknown>, to, AUDITED_FIELDS);
  const key = secretChange(before?.apiKeyEncrypted, keyAfter);
  if (key) changes.apiKey = key;
  return changes;
}

/**
 * What a generation read about a company's way to run is kept with the company (decision 028):
 * forgotten on every instance; the platform's connection is every company's default.
 */
function forgetCached(ctx: ModelConnectionContext, opts: ConnectionOwner) {
  ctx.companies.forget(opts.level.kind === 'platform' ? '*' : opts.company.slug);
}
