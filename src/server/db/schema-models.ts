import { sql } from 'drizzle-orm';
import {
  bigint,
  date,
  index,
  integer,
  numeric,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { companies, users } from './schema-tenants.js';

/** Model connections (decision 058): where text assistants run, and the tokens they used. */

/**
 * A company's model connection, or with `company_id` null the platform's default, which
 * companies without their own use (MODEL_API_KEY, when set, stands in for it). One per company
 * and one platform row: the unique index is on `coalesce(company_id, 0)`, since a plain unique
 * index lets any number of nulls through. The key is encrypted like webhook keys.
 */
export const modelConnections = pgTable(
  'model_connections',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id').references(() => companies.id, { onDelete: 'cascade' }),
    provider: text('provider', { enum: ['openai-compatible'] })
      .notNull()
      .default('openai-compatible'),
    baseUrl: text('base_url').notNull(),
    apiKeyEncrypted: text('api_key_encrypted').notNull().default(''),
    model: text('model').notNull(),
    label: text('label').notNull().default(''),
    /** Prices per million tokens (the billing currency, USD by default); null: not known. */
    inputPricePerMillion: numeric('input_price_per_million', {
      precision: 14,
      scale: 6,
      mode: 'number',
    }),
    outputPricePerMillion: numeric('output_price_per_million', {
      precision: 14,
      scale: 6,
      mode: 'number',
    }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    updatedBy: integer('updated_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [uniqueIndex('model_connections_scope_idx').on(sql`coalesce(${t.companyId}, 0)`)],
);

/**
 * Which way a company's assistant runs, where an admin chose it; an assistant without a row
 * follows the default (services/model-connections/runs-on.ts).
 */
export const assistantRunsOn = pgTable(
  'assistant_runs_on',
  {
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    assistantType: text('assistant_type').notNull(),
    runsOn: text('runs_on', { enum: ['model', 'automation'] }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.companyId, t.assistantType] })],
);

/**
 * Tokens used on model connections per company, UTC day, user and assistant, added to by the
 * statement that records a job's usage. Reports read this, not the jobs: jobs are deleted after
 * 30 days (and sooner with content retention), reports cover up to 90. The cost is worked out
 * with the connection's prices when the tokens were used.
 */
export const modelUsageDaily = pgTable(
  'model_usage_daily',
  {
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    day: date('day', { mode: 'string' }).notNull(),
    /** The user's name as activity keeps it ("erased user #id" once erased). */
    username: text('username').notNull(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    assistantType: text('assistant_type').notNull(),
    /** Model calls counted. */
    runs: integer('runs').notNull().default(0),
    promptTokens: bigint('prompt_tokens', { mode: 'number' }).notNull().default(0),
    completionTokens: bigint('completion_tokens', { mode: 'number' }).notNull().default(0),
    /** Runs whose tokens were counted here because the endpoint reported none. */
    estimatedRuns: integer('estimated_runs').notNull().default(0),
    /** Runs whose connection had both prices, and what they cost together. */
    pricedRuns: integer('priced_runs').notNull().default(0),
    cost: numeric('cost', { precision: 20, scale: 8, mode: 'number' }).notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.companyId, t.day, t.username, t.assistantType] }),
    index('model_usage_daily_user_idx').on(t.userId),
  ],
);
