import { eq, isNull, or } from 'drizzle-orm';
import type { ModelConnectionSource } from '@core/api/model-connection.js';
import { PLATFORM_COMPANY_ID } from '@core/roles.js';
import type { AppContext } from '../../context.js';
import type { Db } from '../../db/connection.js';
import { modelConnections } from '../../db/schema.js';

/** What the model-connection services need from the app context. */
export type ModelConnectionContext = Pick<
  AppContext,
  'db' | 'secrets' | 'allowHosts' | 'log' | 'config' | 'companies'
>;

/**
 * Where a connection is set: a company's own, or the platform's default (`company_id` null),
 * which the platform company's settings address, as its webhooks are the platform defaults.
 */
export type ConnectionLevel = { kind: 'company'; companyId: number } | { kind: 'platform' };

export const PLATFORM_LEVEL: ConnectionLevel = { kind: 'platform' };

export function levelOf(company: { id: number; slug: string }): ConnectionLevel {
  return company.slug === PLATFORM_COMPANY_ID
    ? PLATFORM_LEVEL
    : { kind: 'company', companyId: company.id };
}

export type ConnectionRow = typeof modelConnections.$inferSelect;

/** A connection as the services give it: the key still encrypted, or the environment's own. */
export interface ModelConnectionRecord {
  source: ModelConnectionSource;
  provider: ConnectionRow['provider'];
  baseUrl: string;
  model: string;
  label: string;
  inputPricePerMillion: number | null;
  outputPricePerMillion: number | null;
  /** Null for the environment's connection. */
  updatedAt: Date | null;
  key: { encrypted: string } | { environment: string };
}

/** A company's own and the one that applies (its own, else the platform's). */
export interface ModelConnections {
  own: ModelConnectionRecord | null;
  effective: ModelConnectionRecord | null;
}

const ENVIRONMENT_LABEL = "Set by the server's environment";

/** MODEL_API_KEY with MODEL_BASE_URL and MODEL_NAME, or null when the key is not set. */
function environmentConnection(config: AppContext['config']): ModelConnectionRecord | null {
  if (!config.MODEL_API_KEY) return null;
  return {
    source: 'environment',
    provider: 'openai-compatible',
    baseUrl: config.MODEL_BASE_URL,
    model: config.MODEL_NAME,
    label: ENVIRONMENT_LABEL,
    inputPricePerMillion: null,
    outputPricePerMillion: null,
    updatedAt: null,
    key: { environment: config.MODEL_API_KEY },
  };
}

function recordOf(row: ConnectionRow): ModelConnectionRecord {
  return {
    source: row.companyId === null ? 'platform' : 'company',
    provider: row.provider,
    baseUrl: row.baseUrl,
    model: row.model,
    label: row.label,
    inputPricePerMillion: row.inputPricePerMillion,
    outputPricePerMillion: row.outputPricePerMillion,
    updatedAt: row.updatedAt,
    key: { encrypted: row.apiKeyEncrypted },
  };
}

const atLevel = (level: ConnectionLevel) =>
  level.kind === 'platform'
    ? isNull(modelConnections.companyId)
    : eq(modelConnections.companyId, level.companyId);

/** The row stored at this level, if any. */
export async function loadConnectionRow(
  db: Db,
  level: ConnectionLevel,
): Promise<ConnectionRow | undefined> {
  const [row] = await db.select().from(modelConnections).where(atLevel(level));
  return row;
}

/**
 * The one rule: a company's own connection, else the platform's default, for which
 * MODEL_API_KEY (when set) stands in for the stored row. `rows`: the company's and the
 * platform's rows, in any order.
 */
export function chooseConnection(
  config: AppContext['config'],
  level: ConnectionLevel,
  rows: readonly ConnectionRow[],
): ModelConnections {
  const platformRow = rows.find((row) => row.companyId === null);
  const platform = environmentConnection(config) ?? (platformRow ? recordOf(platformRow) : null);
  if (level.kind === 'platform') return { own: platform, effective: platform };
  const ownRow = rows.find((row) => row.companyId === level.companyId);
  const own = ownRow ? recordOf(ownRow) : null;
  return { own, effective: own ?? platform };
}

/** The connection set at this level and the one that applies (one query). */
export async function readModelConnections(
  ctx: Pick<ModelConnectionContext, 'db' | 'config'>,
  level: ConnectionLevel,
): Promise<ModelConnections> {
  const rows = await ctx.db
    .select()
    .from(modelConnections)
    .where(or(isNull(modelConnections.companyId), atLevel(level)));
  return chooseConnection(ctx.config, level, rows);
}

/** The key of a connection in clear, or '' when it cannot be read (APP_SECRET changed). */
export function readKey(
  ctx: Pick<ModelConnectionContext, 'secrets' | 'log'>,
  record: ModelConnectionRecord,
): string {
  if ('environment' in record.key) return record.key.environment;
  try {
    return ctx.secrets.decrypt(record.key.encrypted);
  } catch (err) {
    ctx.log.warn({ err }, 'a stored model API key could not be decrypted');
    return '';
  }
}
