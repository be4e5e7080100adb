import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { historyItems } from './schema.js';
import { companies, createdAt, users } from './schema-tenants.js';

/**
 * Publishing (docs/product.md#publishing): a company's destinations (publish automations) and
 * the publications of its items to them, sent now or at a set time, exactly once.
 */

/** A publish automation of a company: its address and key, like an assistant's webhook. */
export const destinations = pgTable(
  'destinations',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    url: text('url').notNull(),
    /** Encrypted like webhook keys; '' when there is none. */
    apiKeyEncrypted: text('api_key_encrypted').notNull().default(''),
    /** The assistants whose texts it takes; empty: every assistant. */
    assistantTypes: jsonb('assistant_types').$type<string[]>().notNull().default([]),
    enabled: boolean('enabled').notNull().default(true),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('destinations_company_idx').on(t.companyId, t.id)],
);

/**
 * A publication of an item's version to a destination. `status`: scheduled → publishing →
 * published | failed, or cancelled while scheduled. `dueAt`: when the next attempt is due (the
 * scheduler's claim reads it); `claimedBy`/`heartbeatAt`: the instance sending it now, so a
 * send whose instance died is taken up by another after the heartbeat timeout.
 */
export const publications = pgTable(
  'publications',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    historyId: integer('history_id')
      .notNull()
      .references(() => historyItems.id, { onDelete: 'cascade' }),
    version: integer('version').notNull(),
    destinationId: integer('destination_id').references(() => destinations.id, {
      onDelete: 'set null',
    }),
    /** The destination's name when it was published to (kept after it is deleted). */
    destinationName: text('destination_name').notNull(),
    status: text('status', {
      enum: ['scheduled', 'publishing', 'published', 'failed', 'cancelled'],
    }).notNull(),
    publishAt: timestamp('publish_at', { withTimezone: true }).notNull(),
    dueAt: timestamp('due_at', { withTimezone: true }),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    url: text('url'),
    externalId: text('external_id'),
    claimedBy: text('claimed_by'),
    heartbeatAt: timestamp('heartbeat_at', { withTimezone: true }),
    /** SHA-256 of the callback token of the attempt waiting for its automation's callback. */
    callbackTokenHash: text('callback_token_hash'),
    callbackDeadline: timestamp('callback_deadline', { withTimezone: true }),
    idempotencyKey: text('idempotency_key'),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    publishedAt: timestamp('published_at', { withTimezone: true }),
  },
  (t) => [
    // The scheduler's claim: what is due, soonest first.
    index('publications_due_idx')
      .on(t.dueAt)
      .where(sql`${t.dueAt} is not null`),
    // The calendar: a company's publications by time.
    index('publications_company_time_idx').on(t.companyId, t.publishAt, t.id),
    index('publications_item_idx').on(t.historyId, t.id),
    uniqueIndex('publications_idempotency_idx')
      .on(t.companyId, t.createdBy, t.idempotencyKey)
      .where(sql`${t.idempotencyKey} is not null`),
  ],
);

/** A user's calendar feed token (its SHA-256): the `.ics` address works until it is revoked. */
export const calendarFeeds = pgTable('calendar_feeds', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  companyId: integer('company_id')
    .notNull()
    .references(() => companies.id, { onDelete: 'cascade' }),
  tokenHash: text('token_hash').notNull().unique(),
  createdAt: createdAt(),
});
