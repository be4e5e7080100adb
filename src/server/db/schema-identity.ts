import {
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
import { companies, createdAt, users } from './schema-tenants.js';

/** Sign-in beyond the password: mailed links, two-factor, sign-ins under way, single sign-on. */

/**
 * Single-use links mailed to a user: an invitation (`invite`, 7 days) or a password reset
 * (`reset`, 60 minutes). Only the token's SHA-256 is stored; a new one of a kind ends the old.
 */
export const authTokens = pgTable(
  'auth_tokens',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['invite', 'reset'] }).notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('auth_tokens_user_idx').on(t.userId, t.kind)],
);

/** Two-factor recovery codes (SHA-256 of each), single use. */
export const recoveryCodes = pgTable(
  'recovery_codes',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('recovery_codes_user_idx').on(t.userId)],
);

/**
 * A sign-in under way: a correct password waiting for its second factor (`two-factor`, five
 * tries), or a single sign-on redirect waiting for its callback (`oidc`: PKCE verifier, nonce).
 * The browser holds the random token in a cookie; only its SHA-256 is stored. Single use.
 */
export const loginChallenges = pgTable(
  'login_challenges',
  {
    id: serial('id').primaryKey(),
    tokenHash: text('token_hash').notNull().unique(),
    kind: text('kind', { enum: ['two-factor', 'oidc'] }).notNull(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    data: jsonb('data').$type<Record<string, unknown>>().notNull().default({}),
    attempts: integer('attempts').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('login_challenges_expires_idx').on(t.expiresAt)],
);

/** A company's single sign-on (OpenID Connect); the client secret encrypted like webhook keys. */
export const ssoSettings = pgTable('sso_settings', {
  companyId: integer('company_id')
    .primaryKey()
    .references(() => companies.id, { onDelete: 'cascade' }),
  issuer: text('issuer').notNull(),
  clientId: text('client_id').notNull(),
  clientSecretEncrypted: text('client_secret_encrypted').notNull(),
  buttonLabel: text('button_label').notNull(),
  allowedEmailDomains: jsonb('allowed_email_domains').$type<string[]>().notNull().default([]),
  defaultRole: text('default_role', { enum: ['user', 'admin'] })
    .notNull()
    .default('user'),
  passwordSignIn: text('password_sign_in', { enum: ['everyone', 'admins-only'] })
    .notNull()
    .default('everyone'),
  /** Link existing accounts by an email the provider did not mark verified (admins' choice). */
  trustProviderEmails: boolean('trust_provider_emails').notNull().default(false),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Requests counted per key in fixed windows, shared by every instance (the forgot-password
 * limits, decision 044): one row per key and window, taken with one atomic upsert.
 */
export const rateLimitCounters = pgTable(
  'rate_limit_counters',
  {
    key: text('key').notNull(),
    windowStart: timestamp('window_start', { withTimezone: true }).notNull(),
    hits: integer('hits').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.key, t.windowStart] }),
    index('rate_limit_counters_window_idx').on(t.windowStart),
  ],
);
