import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { companies, createdAt } from './schema-tenants.js';

/** An event as recorded: what is sent, before its item's title and links are added. */
export interface EventPayload {
  type: string;
  timestamp: string;
  data: Record<string, unknown>;
}

/**
 * Event webhooks (docs/api.md#event-webhooks, decision 062): a company's endpoints, the outbox of
 * events written in the transaction of what they report, and each endpoint's deliveries with
 * every attempt. Events and their deliveries are kept 30 days.
 */

/** An address a company's events are sent to, signed with its secret (Standard Webhooks). */
export const eventEndpoints = pgTable(
  'event_endpoints',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    url: text('url').notNull(),
    description: text('description').notNull().default(''),
    /** Event types, or ['*'] for every one. */
    events: text('events').array().notNull(),
    enabled: boolean('enabled').notNull().default(true),
    /** Why Copydesk turned it off (410 Gone, a day of failures); null when a person did. */
    disabledReason: text('disabled_reason'),
    /** The signing secret (`whsec_...`), encrypted like webhook keys. */
    secretEncrypted: text('secret_encrypted').notNull(),
    /** The secret before the last rotation, which also signs until `previousSecretUntil`. */
    previousSecretEncrypted: text('previous_secret_encrypted'),
    previousSecretUntil: timestamp('previous_secret_until', { withTimezone: true }),
    /** Since when every delivery has failed; null after a success. */
    failingSince: timestamp('failing_since', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('event_endpoints_company_idx').on(t.companyId, t.id)],
);

/**
 * The outbox: an event (`{type, timestamp, data}`), with the `webhook-id` of every attempt. `data`
 * holds ids; the item's title and links are added when it is sent.
 */
export const events = pgTable(
  'events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    type: text('type').notNull(),
    messageId: text('message_id').notNull().unique(),
    payload: jsonb('payload').$type<EventPayload>().notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('events_created_idx').on(t.createdAt)],
);

/**
 * An event for one endpoint. `status`: pending → succeeded | failed. `dueAt`: when the next
 * attempt is due (the dispatchers' claim reads it); a claimed delivery is due again a while
 * later, so that one whose instance died is sent by another, with the same `webhook-id`.
 */
export const eventDeliveries = pgTable(
  'event_deliveries',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    eventId: bigint('event_id', { mode: 'number' })
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    endpointId: integer('endpoint_id')
      .notNull()
      .references(() => eventEndpoints.id, { onDelete: 'cascade' }),
    companyId: integer('company_id').notNull(),
    status: text('status', { enum: ['pending', 'succeeded', 'failed'] }).notNull(),
    attempts: integer('attempts').notNull().default(0),
    dueAt: timestamp('due_at', { withTimezone: true }),
    claimedBy: text('claimed_by'),
    lastStatusCode: integer('last_status_code'),
    lastError: text('last_error'),
    createdAt: createdAt(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [
    index('event_deliveries_due_idx')
      .on(t.dueAt)
      .where(sql`${t.dueAt} is not null`),
    index('event_deliveries_endpoint_idx').on(t.endpointId, t.id),
  ],
);

/** One attempt of a delivery: when, what came back (the first 2 kB) and how long it took. */
export const eventDeliveryAttempts = pgTable(
  'event_delivery_attempts',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    deliveryId: bigint('delivery_id', { mode: 'number' })
      .notNull()
      .references(() => eventDeliveries.id, { onDelete: 'cascade' }),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    statusCode: integer('status_code'),
    durationMs: integer('duration_ms').notNull(),
    response: text('response').notNull().default(''),
    error: text('error'),
  },
  (t) => [index('event_delivery_attempts_delivery_idx').on(t.deliveryId, t.id)],
);
