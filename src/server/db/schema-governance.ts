import {
  bigserial,
  customType,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import type { AuditChanges } from '@core/api/audit-log.js';
import { companies, createdAt, users } from './schema-tenants.js';

/** Accountability and data rights (decision 050): the audit log and a company's exports. */

/**
 * Every change made through an admin or operator route, written in the change's transaction.
 * No foreign keys: an entry outlives its actor and target. The database refuses `UPDATE` and
 * `DELETE` on it (trigger `audit_log_protect`, migration 0012) unless the transaction has set
 * `copydesk.audit_maintenance` (the retention purge and erasures: services/audit/maintenance.ts).
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    /** Whose data changed (internal id, and the public id as it was then). */
    companyId: integer('company_id').notNull(),
    companySlug: text('company_slug').notNull(),
    actorUserId: integer('actor_user_id'),
    actorUsername: text('actor_username').notNull(),
    actorCompanyId: integer('actor_company_id'),
    actorCompanySlug: text('actor_company_slug').notNull(),
    action: text('action').notNull(),
    targetType: text('target_type').notNull(),
    targetId: text('target_id').notNull(),
    targetLabel: text('target_label').notNull().default(''),
    changes: jsonb('changes').$type<AuditChanges>().notNull().default({}),
    ip: text('ip').notNull().default(''),
    userAgent: text('user_agent').notNull().default(''),
    requestId: text('request_id').notNull().default(''),
  },
  (t) => [
    index('audit_log_company_at_idx').on(t.companyId, t.at, t.id),
    index('audit_log_at_idx').on(t.at, t.id),
    index('audit_log_actor_idx').on(t.actorUserId),
  ],
);

/** Binary data (an export's pieces, a knowledge document's source file). */
export const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

/**
 * A company's data export: built once as a zip into `company_export_chunks` (any instance can
 * serve it; never whole in memory), downloadable for 24 hours, then purged.
 */
export const companyExports = pgTable(
  'company_exports',
  {
    id: uuid('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    requestedBy: integer('requested_by').references(() => users.id, { onDelete: 'set null' }),
    status: text('status', { enum: ['running', 'ready', 'failed'] })
      .notNull()
      .default('running'),
    /** Bytes of the finished zip. */
    size: integer('size'),
    error: text('error'),
    /** The instance building it writes this every few seconds; a stale one has died. */
    heartbeatAt: timestamp('heartbeat_at', { withTimezone: true }).notNull().defaultNow(),
    createdAt: createdAt(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('company_exports_company_idx').on(t.companyId, t.createdAt),
    index('company_exports_expires_idx').on(t.expiresAt),
  ],
);

/** The zip of an export, in pieces of about 1 MB, read back in order. */
export const companyExportChunks = pgTable(
  'company_export_chunks',
  {
    exportId: uuid('export_id')
      .notNull()
      .references(() => companyExports.id, { onDelete: 'cascade' }),
    seq: integer('seq').notNull(),
    data: bytea('data').notNull(),
  },
  (t) => [primaryKey({ columns: [t.exportId, t.seq] })],
);
