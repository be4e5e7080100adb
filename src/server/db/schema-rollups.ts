import { bigint, date, integer, pgTable, primaryKey, smallint, text } from 'drizzle-orm/pg-core';
import { companies } from './schema-tenants.js';

/**
 * Roll-ups the operator dashboard reads instead of every event (decision 051). Statement
 * triggers on `activity_events` and `history_items` record every change in `rollup_pending`, in
 * the same transaction as the rows they count, whoever writes them; each instance folds the
 * pending changes into the roll-ups every second, and a figure read adds what is still pending
 * (decision 064), so the figures stay exact.
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

/**
 * Changes to the roll-ups not folded into them yet, appended without a key by the statement
 * triggers, so a company's generations never wait on one another's roll-up row (decision 064);
 * `fold_rollups()` moves them into the roll-ups. Three kinds of row: a company's events of a
 * day (`company_id`, `day`), customer generations of a day per assistant and shard (no
 * company: erasing a company takes its counts off, as `assistant_daily` holds none of its data),
 * and a company's saved items (`company_id`, no day).
 */
export const rollupPending = pgTable('rollup_pending', {
  companyId: integer('company_id'),
  day: date('day', { mode: 'string' }),
  assistantType: text('assistant_type'),
  shard: smallint('shard'),
  events: integer('events').notNull().default(0),
  generations: integer('generations').notNull().default(0),
  items: integer('items').notNull().default(0),
});
