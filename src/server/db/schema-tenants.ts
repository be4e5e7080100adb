import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type { BrandVoice } from '@core/api/brand-voice.js';

/** The tables every other one hangs off: companies and their users (schema.ts re-exports them). */

export const createdAt = () =>
  timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

/** A tenant. `slug` is the public id (subdomain, `company_id` in SQL, `companyId` in the API); `id` is the internal key. */
export const companies = pgTable('companies', {
  id: serial('id').primaryKey(),
  slug: text('company_id').notNull().unique(),
  companyName: text('company_name').notNull(),
  logoUrl: text('logo_url').notNull().default(''),
  primaryColor: text('primary_color').notNull().default('#0066CC'),
  secondaryColor: text('secondary_color').notNull().default('#4A90E2'),
  faviconUrl: text('favicon_url').notNull().default(''),
  customCss: text('custom_css').notNull().default(''),
  assistantCustomization: jsonb('assistant_customization')
    .$type<Record<string, Record<string, string>>>()
    .notNull()
    .default({}),
  planName: text('plan_name').notNull().default('Free'),
  planMonthlyPrice: numeric('plan_monthly_price', { precision: 10, scale: 2, mode: 'number' })
    .notNull()
    .default(0),
  /** Generations a month; null means unlimited. */
  planGenerationLimit: integer('plan_generation_limit'),
  /** Admins without two-factor are sent to set it up at sign-in. */
  requireTwoFactorForAdmins: boolean('require_two_factor_for_admins').notNull().default(false),
  /** The company's brand voice (src/core/api/brand-voice.ts): sent to automations as `brand`. */
  brandVoice: jsonb('brand_voice').$type<BrandVoice>().notNull().default({}),
  /** "Keep generated content for N days": older history items and jobs are purged; null keeps all. */
  contentRetentionDays: integer('content_retention_days'),
  /** Publishing needs the approved version of a text. */
  requireApproval: boolean('require_approval').notNull().default(false),
  /** The company's time zone (IANA name): the calendar and the publish dialog use it. */
  timeZone: text('time_zone').notNull().default('UTC'),
  /** The public API (`/api/v1`) answers this company's tokens; off, every one is refused. */
  apiAccess: boolean('api_access').notNull().default(true),
  /** The language texts are written in (a tag of src/core/api/languages.ts). */
  contentLanguage: text('content_language').notNull().default('en'),
  createdAt: createdAt(),
});

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    username: text('username').notNull(),
    /** Null: no password yet (invited, or created by single sign-on); password sign-in fails. */
    passwordHash: text('password_hash'),
    role: text('role', { enum: ['user', 'admin', 'platform_admin'] }).notNull(),
    mustChangePassword: boolean('must_change_password').notNull().default(false),
    /** Optional; unique per company, case-insensitive. */
    email: text('email'),
    /** The identity provider's `sub` for this user (single sign-on). */
    oidcSubject: text('oidc_subject'),
    /** The TOTP secret, encrypted like webhook keys; set up before it is enabled. */
    totpSecretEncrypted: text('totp_secret_encrypted'),
    totpEnabled: boolean('totp_enabled').notNull().default(false),
    /** The last TOTP time step accepted: a code is never accepted twice. */
    totpLastStep: integer('totp_last_step'),
    lastLogin: timestamp('last_login', { withTimezone: true }),
    lastViewedUsageReports: timestamp('last_viewed_usage_reports', { withTimezone: true }),
    /** Review notifications also come by email (when SMTP is configured). */
    reviewEmails: boolean('review_emails').notNull().default(true),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('users_username_lower_idx').on(sql`lower(${t.username})`),
    index('users_company_idx').on(t.companyId, t.createdAt),
    uniqueIndex('users_company_email_idx').on(t.companyId, sql`lower(${t.email})`),
    uniqueIndex('users_company_oidc_subject_idx').on(t.companyId, t.oidcSubject),
    // User Management's keyset pages across every company: sort by created, last login.
    index('users_created_idx').on(t.createdAt, t.id),
    index('users_last_login_idx').on(
      sql`coalesce(${t.lastLogin}, '1970-01-01T00:00:00Z'::timestamptz)`,
      t.id,
    ),
  ],
);
