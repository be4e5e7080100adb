import { sql } from 'drizzle-orm';
import { index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { companies, createdAt, users } from './schema-tenants.js';

/**
 * The public API (docs/api.md): personal access tokens. Only a token's SHA-256 is kept; a
 * revoked one keeps its row (its refusals are audited against its company) until it expires.
 */
export const apiTokens = pgTable(
  'api_tokens',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    /** Deleting or erasing the user deletes their tokens: they stop at once. */
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    scopes: text('scopes').array().notNull(),
    /** The token's first characters, shown in lists. */
    start: text('start').notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
    /** When a refusal of this token was last audited (at most one entry a minute). */
    lastRefusedAt: timestamp('last_refused_at', { withTimezone: true }),
  },
  (t) => [
    index('api_tokens_user_idx').on(t.userId, t.createdAt),
    index('api_tokens_company_idx').on(t.companyId, t.createdAt),
    index('api_tokens_live_idx')
      .on(t.expiresAt)
      .where(sql`${t.revokedAt} is null`),
  ],
);
