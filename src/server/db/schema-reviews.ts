import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { historyItems } from './schema.js';
import { companies, createdAt, users } from './schema-tenants.js';

/**
 * Review (docs/product.md#review): who was asked to review an item, what was said on it, what
 * happened to it, and who was told. An item's status and approval are columns of the item.
 */

/**
 * A reviewer of an item. `current`: named in the latest submission (the item lists them);
 * `decision`: what they decided in that round, reset when the item is submitted again;
 * `reviewedAt`: they decided at least once, so they keep reading the item afterwards.
 */
export const historyReviewers = pgTable(
  'history_reviewers',
  {
    historyId: integer('history_id')
      .notNull()
      .references(() => historyItems.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    current: boolean('current').notNull().default(true),
    decision: text('decision', { enum: ['approve', 'request_changes'] }),
    requestedAt: timestamp('requested_at', { withTimezone: true }).notNull().defaultNow(),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.historyId, t.userId] }),
    // The inbox's "to review": what waits for a user, newest request first.
    index('history_reviewers_waiting_idx')
      .on(t.userId, t.requestedAt, t.historyId)
      .where(sql`${t.current} and ${t.decision} is null`),
  ],
);

/**
 * A comment on an item, anchored on a passage (`anchorStart`..`anchorEnd` of the current text,
 * holding `anchorQuote`) or on the whole item. Replies (`parentId`) are one level deep. An
 * author's deletion or erasure keeps the thread readable: `userId` null shows "Deleted user".
 */
export const reviewComments = pgTable(
  'review_comments',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    historyId: integer('history_id')
      .notNull()
      .references(() => historyItems.id, { onDelete: 'cascade' }),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    parentId: integer('parent_id').references((): AnyPgColumn => reviewComments.id, {
      onDelete: 'cascade',
    }),
    body: text('body').notNull(),
    anchorStart: integer('anchor_start'),
    anchorEnd: integer('anchor_end'),
    anchorQuote: text('anchor_quote'),
    /** The quoted passage is no longer in the text. */
    anchorOutdated: boolean('anchor_outdated').notNull().default(false),
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
    resolvedBy: integer('resolved_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('review_comments_item_idx').on(t.historyId, t.id)],
);

/**
 * What happened to an item in review, for its timeline: `submitted` (reviewers, note),
 * `changes_requested` (note), `approved` (version), `back_to_draft` (version). Generation,
 * versions and comments come from their own tables.
 */
export const reviewEvents = pgTable(
  'review_events',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    historyId: integer('history_id')
      .notNull()
      .references(() => historyItems.id, { onDelete: 'cascade' }),
    actorId: integer('actor_id').references(() => users.id, { onDelete: 'set null' }),
    kind: text('kind', {
      enum: ['submitted', 'changes_requested', 'approved', 'back_to_draft'],
    }).notNull(),
    details: jsonb('details').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: createdAt(),
  },
  (t) => [index('review_events_item_idx').on(t.historyId, t.id)],
);

/**
 * A notification to a user about an item. `emailedAt`: it went out in a review email (or none
 * was to be sent); null while it waits for the next one (at most one per item and person every
 * 10 minutes).
 */
export const notifications = pgTable(
  'notifications',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind', {
      enum: [
        'review_requested',
        'changes_requested',
        'approved',
        'comment',
        'reply',
        'mention',
        'published',
        'publish_failed',
        'endpoint_turned_off',
      ],
    }).notNull(),
    /** Null for what is not about an item (an event endpoint turned off). */
    historyId: integer('history_id').references(() => historyItems.id, { onDelete: 'cascade' }),
    commentId: integer('comment_id').references(() => reviewComments.id, { onDelete: 'cascade' }),
    actorId: integer('actor_id').references(() => users.id, { onDelete: 'set null' }),
    /** A line of what happened (the note or the comment's start), as plain text. */
    excerpt: text('excerpt').notNull().default(''),
    readAt: timestamp('read_at', { withTimezone: true }),
    emailedAt: timestamp('emailed_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index('notifications_user_idx').on(t.userId, t.id),
    index('notifications_unread_idx')
      .on(t.userId)
      .where(sql`${t.readAt} is null`),
    index('notifications_unmailed_idx')
      .on(t.userId, t.historyId)
      .where(sql`${t.emailedAt} is null`),
  ],
);

/** When a review email about an item last went to a user (the 10-minute batching). */
export const notificationMails = pgTable(
  'notification_mails',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    historyId: integer('history_id')
      .notNull()
      .references(() => historyItems.id, { onDelete: 'cascade' }),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.historyId] })],
);
