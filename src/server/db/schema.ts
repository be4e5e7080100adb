import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

import type { KnowledgeSource } from '@core/api/knowledge.js';
import { companies, createdAt, users } from './schema-tenants.js';
import { regconfig } from './schema-knowledge.js';

// One schema for Drizzle (drizzle.config.ts, `import * as schema`), in eleven files.
export * from './schema-tenants.js';
export * from './schema-identity.js';
export * from './schema-governance.js';
export * from './schema-rollups.js';
export * from './schema-models.js';
export * from './schema-reviews.js';
export * from './schema-publishing.js';
export * from './schema-api.js';
export * from './schema-events.js';
export * from './schema-knowledge.js';

/** Server-side sessions (the cookie carries only the random id). */
export const sessions = pgTable(
  'sessions',
  {
    sid: text('sid').primaryKey(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    companyId: integer('company_id').references(() => companies.id, { onDelete: 'cascade' }),
    data: jsonb('data').$type<Record<string, unknown>>().notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('sessions_user_idx').on(t.userId), index('sessions_expires_idx').on(t.expiresAt)],
);

/** Failed sign-ins, counted before any password hashing. */
export const loginFailures = pgTable(
  'login_failures',
  {
    id: serial('id').primaryKey(),
    ip: text('ip').notNull(),
    username: text('username').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('login_failures_ip_idx').on(t.ip, t.createdAt),
    index('login_failures_ip_user_idx').on(t.ip, t.username, t.createdAt),
  ],
);

/** Which assistants a company may use (enabled when no row exists). */
export const assistantAccess = pgTable(
  'bot_access',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    assistantType: text('bot_type').notNull(),
    enabled: boolean('enabled').notNull().default(true),
  },
  (t) => [uniqueIndex('bot_access_company_bot_idx').on(t.companyId, t.assistantType)],
);

/**
 * Webhook per (company, assistant). The platform tenant's rows are the platform defaults.
 * API keys are stored encrypted (AES-256-GCM with a key derived from APP_SECRET).
 */
export const webhookSettings = pgTable(
  'webhook_settings',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    assistantType: text('assistant_type').notNull(),
    webhookUrl: text('webhook_url').notNull().default(''),
    apiKeyEncrypted: text('api_key_encrypted').notNull().default(''),
    /** How the automation gives its result: in its response, or later to a callback. */
    responseMode: text('response_mode', { enum: ['response', 'callback'] })
      .notNull()
      .default('response'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('webhook_settings_company_assistant_idx').on(t.companyId, t.assistantType)],
);

export const historyItems = pgTable(
  'history_items',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    assistantType: text('assistant_type').notNull(),
    content: text('content').notNull(),
    formData: jsonb('form_data').$type<Record<string, unknown>>().notNull().default({}),
    revisionRequest: text('revision_request'),
    sessionId: text('session_id').notNull().default('default'),
    isFavorite: boolean('is_favorite').notNull().default(false),
    /** The current text's version: 1 when generated, one more with each edit, rewrite, restore. */
    version: integer('version').notNull().default(1),
    /** The generation was stopped: the text is what had arrived by then. */
    stopped: boolean('stopped').notNull().default(false),
    /** The item a revision was made from (a revision is a new item). */
    revisedFrom: integer('revised_from'),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /** Review (docs/product.md#review): draft, in_review, changes_requested or approved. */
    status: text('status', {
      enum: ['draft', 'in_review', 'changes_requested', 'approved', 'published'],
    })
      .notNull()
      .default('draft'),
    /** `team`: every member of the company reads it (and comments); `private`: as review allows. */
    visibility: text('visibility', { enum: ['private', 'team'] })
      .notNull()
      .default('private'),
    /** When the status last changed: the review inbox's order. */
    statusChangedAt: timestamp('status_changed_at', { withTimezone: true }).notNull().defaultNow(),
    approvedVersion: integer('approved_version'),
    approvedBy: integer('approved_by').references(() => users.id, { onDelete: 'set null' }),
    approvedAt: timestamp('approved_at', { withTimezone: true }),
    /** The address of its latest successful publication. */
    publishedUrl: text('published_url'),
    /** The language it was asked to be written in (a tag); null for items from before. */
    language: text('language'),
    /** The knowledge passages its generation was sent (null: none). */
    sources: jsonb('sources').$type<KnowledgeSource[]>(),
    /** The search configuration of its language (the `search` column, drizzle/0023). */
    searchConfig: regconfig('search_config')
      .notNull()
      .default(sql`'simple'::regconfig`),
  },
  (t) => [
    index('history_company_user_idx').on(t.companyId, t.userId, t.createdAt, t.id),
    index('history_time_idx').on(t.createdAt),
    // The review inbox: a company's items in review (all) and an author's (submitted).
    index('history_company_review_idx')
      .on(t.companyId, t.statusChangedAt, t.id)
      .where(sql`${t.status} <> 'draft'`),
    index('history_user_review_idx')
      .on(t.userId, t.statusChangedAt, t.id)
      .where(sql`${t.status} <> 'draft'`),
    index('history_company_team_idx')
      .on(t.companyId, t.createdAt, t.id)
      .where(sql`${t.visibility} = 'team'`),
  ],
);

/** Every text a history item has had, newest kept (at least the last 50 of an item). */
export const historyVersions = pgTable(
  'history_versions',
  {
    id: serial('id').primaryKey(),
    historyId: integer('history_id')
      .notNull()
      .references(() => historyItems.id, { onDelete: 'cascade' }),
    version: integer('version').notNull(),
    /** What made it: generated, edited, rewritten, restored or stopped. */
    kind: text('kind').notNull(),
    content: text('content').notNull(),
    /** The knowledge passages the rewrite that made it was sent (null: none). */
    sources: jsonb('sources').$type<KnowledgeSource[]>(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('history_versions_item_version_idx').on(t.historyId, t.version)],
);

export const activityEvents = pgTable(
  'activity_events',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    username: text('username').notNull().default('Anonymous'),
    action: text('action').notNull(),
    details: jsonb('details').$type<Record<string, unknown>>().notNull().default({}),
    /** A generation's assistant, kept from `details` so an index can hold it. */
    assistantType: text('assistant_type').generatedAlwaysAs(sql`details->>'assistantType'`),
    createdAt: createdAt(),
  },
  (t) => [
    // The dashboard's roll-ups are corrected at a window's edge from the events of that day:
    // both indexes cover what a correction reads, so it never visits the table (decision 051).
    index('activity_time_idx').on(t.createdAt, t.companyId),
    index('activity_generation_time_idx')
      .on(t.createdAt, t.companyId, t.assistantType)
      .where(sql`${t.action} = 'content_generation'`),
    index('activity_company_time_idx').on(t.companyId, t.createdAt),
    index('activity_company_action_idx').on(t.companyId, t.action, t.createdAt),
  ],
);

/** Request accounting, one row per (minute, company); every app instance adds to it. */
export const requestStats = pgTable(
  'request_stats',
  {
    bucket: timestamp('bucket', { withTimezone: true }).notNull(),
    /** 0 when the request had no resolvable company. */
    companyId: integer('company_id').notNull(),
    requests: integer('requests').notNull().default(0),
    errors: integer('errors').notNull().default(0),
    durationMsTotal: numeric('duration_ms_total', { mode: 'number' }).notNull().default(0),
  },
  (t) => [uniqueIndex('request_stats_bucket_company_idx').on(t.bucket, t.companyId)],
);

/**
 * Generations (generate and revise) a company has used in a calendar month (UTC), counted by
 * reservation: a unit is taken atomically before the automation is called and given back when
 * the call fails, so the plan limit holds under concurrency and across app instances.
 */
export const planUsage = pgTable(
  'plan_usage',
  {
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    /** The first instant of the month, UTC. */
    month: timestamp('month', { withTimezone: true }).notNull(),
    used: integer('used').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.companyId, t.month] })],
);

/**
 * Generations and revisions as jobs (docs/decisions/009): created after validation, access and
 * the plan reservation, run by the instance that accepted them, read from any instance. What a
 * history item needs is kept on the job, so a callback arriving at any instance can finish it.
 */
export const generationJobs = pgTable(
  'generation_jobs',
  {
    id: uuid('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    username: text('username').notNull(),
    assistantType: text('assistant_type').notNull(),
    action: text('action', { enum: ['generate', 'revise', 'rewrite'] }).notNull(),
    status: text('status', { enum: ['running', 'succeeded', 'failed', 'cancelled'] })
      .notNull()
      .default('running'),
    /** The text so far (saved every second or so while running), then the final text. */
    content: text('content').notNull().default(''),
    /** The lead generator's `{summary, leads}`. */
    result: jsonb('result').$type<Record<string, unknown>>(),
    historyId: integer('history_id'),
    error: text('error'),
    /** The HTTP status `POST /api/generate` answers for this failure. */
    errorStatus: integer('error_status'),
    /**
     * Why it failed, for automation health (decision 049): a `AutomationErrorKind`, `http-auth`
     * (the automation answered 401/403), `callback-timeout`, `interrupted` or `internal`.
     */
    errorKind: text('error_kind'),
    formData: jsonb('form_data').$type<Record<string, unknown>>().notNull().default({}),
    sessionId: text('session_id').notNull().default('default'),
    revisionRequest: text('revision_request'),
    /** The month of the plan unit reserved for it (given back on failure or cancel). */
    planMonth: timestamp('plan_month', { withTimezone: true }).notNull(),
    heartbeatAt: timestamp('heartbeat_at', { withTimezone: true }).notNull().defaultNow(),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    /** sha256 of the callback token (callback mode), cleared once used. */
    callbackTokenHash: text('callback_token_hash'),
    /** The client's `Idempotency-Key`: the same key from the same user answers this job. */
    idempotencyKey: text('idempotency_key'),
    /** Set once the automation acknowledged: the result must come back before it. */
    callbackDeadline: timestamp('callback_deadline', { withTimezone: true }),
    /** A revision: the item it was made from (its new item is linked to it). */
    revisedFrom: integer('revised_from'),
    /**
     * A rewrite of a passage of an item: the item, the version it was started on, the passage's
     * place (UTF-16 offsets) and text. The answer replaces that passage.
     */
    rewrite: jsonb('rewrite').$type<{
      historyId: number;
      baseVersion: number;
      start: number;
      end: number;
      passage: string;
    }>(),
    /** How it ran (decision 058): 'model' or 'automation'; null for jobs from before. */
    runsOn: text('runs_on', { enum: ['model', 'automation'] }),
    /** On a model: the model, and the tokens used (estimated when the endpoint sent none). */
    model: text('model'),
    promptTokens: integer('prompt_tokens'),
    completionTokens: integer('completion_tokens'),
    tokensEstimated: boolean('tokens_estimated'),
    /** The knowledge passages sent with it (null: none), kept with what it produces. */
    knowledge: jsonb('knowledge').$type<KnowledgeSource[]>(),
    /** The language it was asked to be written in (a tag), and that language's search config. */
    language: text('language'),
    searchConfig: text('search_config'),
  },
  (t) => [
    index('generation_jobs_owner_idx').on(t.companyId, t.userId, t.status),
    index('generation_jobs_running_idx').on(t.status, t.heartbeatAt),
    index('generation_jobs_started_idx').on(t.startedAt),
    index('generation_jobs_company_started_idx').on(t.companyId, t.startedAt),
    uniqueIndex('generation_jobs_idempotency_idx').on(t.companyId, t.userId, t.idempotencyKey),
  ],
);

/** Saved form inputs: a user's own, or shared with the whole company by an admin. */
export const presets = pgTable(
  'presets',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    assistantType: text('assistant_type').notNull(),
    name: text('name').notNull(),
    formData: jsonb('form_data').$type<Record<string, unknown>>().notNull(),
    /** The form's language choice (a tag); null: the company's. */
    language: text('language'),
    shared: boolean('shared').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('presets_owner_name_idx').on(
      t.companyId,
      t.userId,
      t.assistantType,
      sql`lower(${t.name})`,
    ),
    index('presets_company_assistant_idx').on(t.companyId, t.assistantType),
  ],
);
