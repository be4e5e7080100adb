import { randomBytes, randomUUID } from 'node:crypto';
import { hash } from '@node-rs/argon2';
import { eq, sql } from 'drizzle-orm';
import type { AssistantId } from '../../src/core/assistants/ids.js';
import {
  activityEvents,
  companies,
  generationJobs,
  historyItems,
  users,
  webhookSettings,
} from '../../src/server/db/schema.js';
import { PASSWORD, signIn, type TestApp } from './test-app.js';

/**
 * The tests' builders, in one place: rows stored as the app would have left them. Each call
 * makes its own company (or works in the one it is given), so tests never collide. API and unit
 * tests take their builders from here; test-app.ts starts the app and signs in.
 */

export const uniqueSlug = (prefix = 'co') => `${prefix}-${randomBytes(5).toString('hex')}`;

export async function createCompany(
  t: TestApp,
  values: Partial<typeof companies.$inferInsert> = {},
) {
  const slug = values.slug ?? uniqueSlug();
  const [row] = await t.database.db
    .insert(companies)
    .values({ companyName: `Company ${slug}`, ...values, slug })
    .returning();
  return row;
}

/** The platform company (created once per database, whichever test file comes first). */
export async function platformCompany(t: TestApp) {
  await t.database.db
    .insert(companies)
    .values({ slug: 'platform-admin', companyName: 'Platform' })
    .onConflictDoNothing();
  const [row] = await t.database.db
    .select()
    .from(companies)
    .where(eq(companies.slug, 'platform-admin'));
  return row;
}

let passwordHash: Promise<string> | undefined;
/** Argon2id (2) with the least memory and time it accepts. */
const CHEAP_ARGON2ID = { algorithm: 2, memoryCost: 1024, timeCost: 1, parallelism: 1 };

/** A user of the company whose password is PASSWORD. */
export async function createUser(
  t: TestApp,
  company: { id: number },
  role: 'user' | 'admin' | 'platform_admin' = 'user',
  values: Partial<typeof users.$inferInsert> = {},
) {
  // Hashed once, with argon2id at its smallest cost: sign-in verifies with the parameters stored
  // in the hash, so every test sign-in still runs the real check, in a fraction of a millisecond
  // instead of OWASP's 19 MiB and two passes (which every password the app hashes still gets).
  passwordHash ??= hash(PASSWORD, CHEAP_ARGON2ID);
  const [row] = await t.database.db
    .insert(users)
    .values({
      companyId: company.id,
      username: `${role}-${randomBytes(5).toString('hex')}`,
      role,
      passwordHash: await passwordHash,
      ...values,
    })
    .returning();
  return row;
}

export type Company = Awaited<ReturnType<typeof createCompany>>;
type User = Awaited<ReturnType<typeof createUser>>;

export interface Member {
  company: Company;
  user: User;
  cookie: string;
  slug: string;
}

/** A new company with one signed-in member. */
export async function newMember(
  t: TestApp,
  opts: { role?: 'user' | 'admin'; company?: Partial<Company> } = {},
): Promise<Member> {
  const company = await createCompany(t, opts.company);
  const user = await createUser(t, company, opts.role ?? 'user');
  const cookie = await signIn(t, company.slug, user.username);
  return { company, user, cookie, slug: company.slug };
}

/** Sets a company's webhook for an assistant, as the settings page would store it. */
export async function setWebhook(
  t: TestApp,
  company: { id: number },
  assistantType: AssistantId,
  url: string,
  apiKey = '',
) {
  const values = {
    companyId: company.id,
    assistantType,
    webhookUrl: url,
    apiKeyEncrypted: t.app.ctx.secrets.encrypt(apiKey),
  };
  await t.database.db
    .insert(webhookSettings)
    .values(values)
    .onConflictDoUpdate({
      target: [webhookSettings.companyId, webhookSettings.assistantType],
      set: { webhookUrl: url, apiKeyEncrypted: values.apiKeyEncrypted },
    });
  // Written behind the app's back (not through the settings API, which forgets what the tenant
  // cache kept): forget here as an announcement from another instance would.
  t.app.ctx.companies.drop('*');
}

/** What a test chooses of a model connection; the rest as the settings page would store it. */
export interface ConnectionValues {
  baseUrl: string;
  apiKey?: string;
  model?: string;
  label?: string;
  inputPricePerMillion?: number | null;
  outputPricePerMillion?: number | null;
}

/**
 * Stores a company's model connection (`null`: the platform's default), the key encrypted, as
 * the settings API would; written behind the app's back, so the tenant cache is told.
 */
export async function setModelConnection(
  t: TestApp,
  company: { id: number } | null,
  values: ConnectionValues,
) {
  const key = t.app.ctx.secrets.encrypt(values.apiKey ?? 'sk-test-key-1234');
  await t.database.db.execute(sql`
    insert into model_connections (company_id, base_url, api_key_encrypted, model, label,
      input_price_per_million, output_price_per_million)
    values (${company?.id ?? null}, ${values.baseUrl}, ${key}, ${values.model ?? 'gpt-test'},
      ${values.label ?? ''}, ${values.inputPricePerMillion ?? null},
      ${values.outputPricePerMillion ?? null})
    on conflict (coalesce(company_id, 0)) do update set base_url = excluded.base_url,
      api_key_encrypted = excluded.api_key_encrypted, model = excluded.model,
      label = excluded.label, input_price_per_million = excluded.input_price_per_million,
      output_price_per_million = excluded.output_price_per_million`);
  t.app.ctx.companies.drop('*');
}

/** Columns of a history item a test may choose; the rest take the defaults below. */
export type HistoryValues = Partial<typeof historyItems.$inferInsert>;
/** Columns of an activity event a test may choose. */
export type ActivityValues = Partial<typeof activityEvents.$inferInsert>;

/** Whose items they are (a row may still name another user of the company, or another company). */
export interface Owner {
  company: { id: number };
  user: { id: number };
}

/**
 * History items stored as a finished generation stores them, in one statement: each row belongs
 * to `owner` and is a short blog article unless it says otherwise. Returns the stored rows.
 */
export function addHistory(t: TestApp, owner: Owner, rows: HistoryValues | HistoryValues[] = {}) {
  const list = Array.isArray(rows) ? rows : [rows];
  return t.database.db
    .insert(historyItems)
    .values(
      list.map((values) => ({
        companyId: owner.company.id,
        userId: owner.user.id,
        assistantType: 'blog',
        content: 'An article',
        ...values,
      })),
    )
    .returning();
}

/**
 * Activity events of a company, in one statement, as if recorded earlier (tests choose
 * `createdAt`); a row is a generation unless it names another action. Returns the stored rows.
 */
export function addActivity(
  t: TestApp,
  company: { id: number },
  rows: ActivityValues | ActivityValues[],
) {
  const list = Array.isArray(rows) ? rows : [rows];
  return t.database.db
    .insert(activityEvents)
    .values(
      list.map((values) => ({ companyId: company.id, action: 'content_generation', ...values })),
    )
    .returning();
}

/** The event a finished generation records (what plan limits and usage reports count). */
export function generationEvent(assistantType: string, createdAt?: Date): ActivityValues {
  return {
    action: 'content_generation',
    details: { assistantType },
    ...(createdAt ? { createdAt } : {}),
  };
}

/** A generation job as a test chooses it; the rest as the runner would have left it. */
export interface JobValues {
  assistantType?: string;
  status: 'running' | 'succeeded' | 'failed' | 'cancelled';
  errorKind?: string | null;
  error?: string | null;
  /** When the run started (default: `startedMinutesAgo` before now). */
  startedAt?: Date;
  /** Minutes before now the run started (default 60). */
  startedMinutesAgo?: number;
  /** How long it ran, ms (default 1000). */
  durationMs?: number;
  /** Whose name the job carries (default "someone"). */
  username?: string;
}

/**
 * Jobs as the runner would have left them, with chosen times and failures, in one statement.
 * Returns their ids, in order.
 */
export async function addJobs(
  t: TestApp,
  owner: { companyId: number; userId: number },
  rows: JobValues[],
): Promise<string[]> {
  const now = Date.now();
  const stored = await t.database.db
    .insert(generationJobs)
    .values(
      rows.map((row) => {
        const startedAt = row.startedAt ?? new Date(now - (row.startedMinutesAgo ?? 60) * 60_000);
        return {
          id: randomUUID(),
          companyId: owner.companyId,
          userId: owner.userId,
          username: row.username ?? 'someone',
          assistantType: row.assistantType ?? 'facebook',
          action: 'generate' as const,
          status: row.status,
          error: row.error ?? (row.status === 'failed' ? 'It failed.' : null),
          errorStatus: row.status === 'failed' ? 502 : null,
          errorKind: row.errorKind ?? null,
          planMonth: new Date(Date.UTC(2026, 0, 1)),
          startedAt,
          heartbeatAt: startedAt,
          finishedAt:
            row.status === 'running'
              ? null
              : new Date(startedAt.getTime() + (row.durationMs ?? 1000)),
        };
      }),
    )
    .returning({ id: generationJobs.id });
  return stored.map((row) => row.id);
}
