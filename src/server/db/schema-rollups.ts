import { bigint, date, integer, pgTable, primaryKey, smallint, text } from 'drizzle-orm/pg-core';
import { companies } from './schema-tenants.js';

/**
 * Roll-ups the operator dashboard reads instead of every event (decision 051). Kept by
 * statement triggers on `activity_events` and `history_items` (migration 0013), so they change in
 * the same transaction as the rows they count, whoever writes them.
 */

/**
 * A company's events per UTC day, and `cumulative`: its events up to and including that day.
 * Events in (a, b] are cumulative(b) - cumulative(a): three index probes per company, whatever
 * the window's length.
 */
export const activityDaily = pgTable(
  'activity_daily',
  {
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    day: date('day', { mode: 'string' }).notNull(),
    events: integer('events').notNull().default(0),
    cumulative: bigint('cumulative', { mode: 'number' }).notNull().default(0),
    /** The same for `content_generation` events: a month's usage, sorted over every company. */
    generations: integer('generations').notNull().default(0),
    cumulativeGenerations: bigint('cumulative_generations', { mode: 'number' })
      .notNull()
      .default(0),
  },
  (t) => [primaryKey({ columns: [t.companyId, t.day] })],
);

/**
 * Generations per UTC day and assistant of customer companies (not the operator's own). Split
 * into shards by company, so two companies' generations rarely wait on one row's lock.
 */
export const assistantDaily = pgTable(
  'assistant_daily',
  {
    day: date('day', { mode: 'string' }).notNull(),
    assistantType: text('assistant_type').notNull(),
    shard: smallint('shard').notNull(),
    generations: integer('generations').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.day, t.assistantType, t.shard] })],
);

/** Saved history items per company (the dashboard's total content). */
export const companyContent = pgTable('company_content', {
  companyId: integer('company_id')
    .primaryKey()
    .references(() => companies.id, { onDelete: 'cascade' }),
  items: bigint('items', { mode: 'number' }).notNull().default(0),
});
