import { eq } from 'drizzle-orm';
import {
  PASSWORD_SIGN_IN_ADMINS_ONLY,
  type SsoSettings,
  type SsoSettingsBody,
  type SsoSignInOptions,
} from '@core/api/sso.js';
import type { AuthUser } from '../../../auth/current-user.js';
import type { AuditChanges } from '@core/api/audit-log.js';
import {
  diffFields,
  hasChanges,
  secretChange,
  writeAudit,
  type AuditContext,
  type AuditInput,
} from '../../audit/audit-log.js';
import type { AppContext } from '../../../context.js';
import { ssoSettings } from '../../../db/schema.js';
import { forbidden, invalid } from '../../domain-error.js';
import { isMask, maskSecret } from '../../../operations/secrets.js';
import type { Company } from '../../../tenancy/companies.js';
import { ProviderError, type ProviderSettings } from './oidc-client.js';

export type StoredSso = typeof ssoSettings.$inferSelect;

/** The company's single sign-on settings as stored, or null (kept with the company). */
export function loadSso(ctx: AppContext, company: Company): Promise<StoredSso | null> {
  return ctx.companies.attached(company.slug, 'sso', async () => {
    const [row] = await ctx.db
      .select()
      .from(ssoSettings)
      .where(eq(ssoSettings.companyId, company.id));
    return row ?? null;
  });
}

export const providerOf = (ctx: AppContext, row: StoredSso): ProviderSettings => ({
  issuer: row.issuer,
  clientId: row.clientId,
  clientSecret: ctx.secrets.decrypt(row.clientSecretEncrypted),
});

/** What admins read: the secret as a mask, and the address to give the provider (set up or not). */
export function presentSso(
  ctx: AppContext,
  row: StoredSso | null,
  redirectUri: string,
): SsoSettings {
  if (!row) return { configured: false, redirectUri };
  return {
    configured: true,
    issuer: row.issuer,
    clientId: row.clientId,
    clientSecret: maskSecret(ctx.secrets.decrypt(row.clientSecretEncrypted) || '????'),
    buttonLabel: row.buttonLabel,
    allowedEmailDomains: row.allowedEmailDomains,
    defaultRole: row.defaultRole,
    passwordSignIn: row.passwordSignIn,
    trustProviderEmails: row.trustProviderEmails,
    redirectUri,
  };
}

/** What the sign-in page shows. */
export function signInOptions(row: StoredSso | null): SsoSignInOptions {
  return row
    ? { enabled: true, buttonLabel: row.buttonLabel, passwordSignIn: row.passwordSignIn }
    : { enabled: false, passwordSignIn: 'everyone' };
}

/**
 * Saves after checking the provider's discovery document with these very settings; a missing
 * secret (or the mask sent back) keeps the stored one. Says clearly what is wrong (400).
 */
export async function saveSso(
  ctx: AppContext,
  company: Company,
  body: SsoSettingsBody,
  audit: AuditContext,
): Promise<StoredSso> {
  const stored = await loadSso(ctx, company);
  const keep = body.clientSecret === undefined || isMask(body.clientSecret);
  const storedSecret = stored ? providerOf(ctx, stored).clientSecret : '';
  const secret = keep ? storedSecret : body.clientSecret!;
  if (!secret) throw invalid('Client secret is required');
  // Kept exactly as typed: providers compare it letter for letter (a trailing slash counts).
  const issuer = body.issuer;
  try {
    await ctx.oidc.discover({ issuer, clientId: body.clientId, clientSecret: secret });
  } catch (err) {
    if (err instanceof ProviderError) throw invalid(err.message);
    throw err;
  }
  const values = {
    issuer,
    clientId: body.clientId,
    clientSecretEncrypted: ctx.secrets.encrypt(secret),
    buttonLabel: body.buttonLabel,
    allowedEmailDomains: body.allowedEmailDomains,
    defaultRole: body.defaultRole,
    passwordSignIn: body.passwordSignIn,
    trustProviderEmails: body.trustProviderEmails,
    updatedAt: new Date(),
  };
  const changes = diffFields<Partial<StoredSso>>(stored ?? {}, values, AUDITED_SSO_FIELDS);
  const secretChanged = secretChange(storedSecret, secret);
  if (secretChanged) changes.clientSecret = secretChanged;
  const row = await ctx.db.transaction(async (tx) => {
    const [saved] = await tx
      .insert(ssoSettings)
      .values({ companyId: company.id, ...values })
      .onConflictDoUpdate({ target: ssoSettings.companyId, set: values })
      .returning();
    if (hasChanges(changes)) await writeAudit(tx, audit, ssoEntry(company, changes));
    return saved;
  });
  ctx.companies.forget(company.slug);
  return row;
}

const AUDITED_SSO_FIELDS = [
  'issuer',
  'clientId',
  'buttonLabel',
  'allowedEmailDomains',
  'defaultRole',
  'passwordSignIn',
  'trustProviderEmails',
] as const;

const ssoEntry = (company: Company, changes: AuditChanges): AuditInput => ({
  company,
  action: 'sso.update',
  target: { type: 'sso', id: company.slug, label: company.companyName },
  changes,
});

/** Turns single sign-on off for the company (its users keep their accounts). */
export async function removeSso(
  ctx: AppContext,
  company: Company,
  audit: AuditContext,
): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    const gone = await tx
      .delete(ssoSettings)
      .where(eq(ssoSettings.companyId, company.id))
      .returning({ issuer: ssoSettings.issuer });
    if (gone.length === 0) return;
    await writeAudit(
      tx,
      audit,
      ssoEntry(company, {
        enabled: { from: true, to: false },
        issuer: { from: gone[0].issuer, to: null },
        clientSecret: { from: 'set', to: 'cleared' },
      }),
    );
  });
  ctx.companies.forget(company.slug);
}

/**
 * With `passwordSignIn: "admins-only"`, only admins may still sign in with a password (a way in
 * when the provider is down); asked after the password was checked, so it tells nobody else
 * whether an account exists.
 */
export async function assertPasswordSignInAllowed(
  ctx: AppContext,
  tenant: Company,
  user: Pick<AuthUser, 'role'>,
): Promise<void> {
  const row = await loadSso(ctx, tenant);
  if (row?.passwordSignIn === 'admins-only' && user.role === 'user') {
    throw forbidden(PASSWORD_SIGN_IN_ADMINS_ONLY);
  }
}
