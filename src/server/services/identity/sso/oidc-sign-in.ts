import { randomBytes } from 'node:crypto';
import { sha256Hex } from '../../../auth/secret-token.js';
import { and, eq, gt, sql } from 'drizzle-orm';
import { recordEvent } from '../../events/record-event.js';
import * as oidc from 'openid-client';
import type { SsoErrorCode } from '@core/api/sso.js';
import { authUserColumns, type AuthUser } from '../../../auth/current-user.js';
import type { AppContext } from '../../../context.js';
import { companies, loginChallenges, users } from '../../../db/schema.js';
import type { Company } from '../../../tenancy/companies.js';
import { loadSso, providerOf, type StoredSso } from './sso-settings.js';

/** How long a redirect to the provider may take to come back. */
const CHALLENGE_LIFETIME_MS = 10 * 60_000;

/** A sign-in that cannot go on: the code says which message the sign-in page shows. */
export class SsoSignInError extends Error {
  constructor(
    readonly code: SsoErrorCode,
    detail?: string,
  ) {
    super(detail ?? code);
    this.name = 'SsoSignInError';
  }
}

/** A page of this app to return to: a path on the same site, never another address. */
export function safeReturnPath(value: unknown): string {
  if (typeof value !== 'string' || !value.startsWith('/') || value.startsWith('//')) return '/';
  if (value.startsWith('/api/') || /[\\\s]/.test(value)) return '/';
  return value.slice(0, 1000);
}

async function configured(ctx: AppContext, tenant: Company) {
  const row = await loadSso(ctx, tenant);
  if (!row) throw new SsoSignInError('not-configured');
  try {
    return { row, config: await ctx.oidc.configuration(providerOf(ctx, row)) };
  } catch (err) {
    throw new SsoSignInError('unavailable', err instanceof Error ? err.message : String(err));
  }
}

/**
 * The redirect to the provider: authorization code flow with PKCE, `state` and `nonce`, kept as
 * a login challenge of this company (only the state's hash stored) that the callback uses once.
 * Answers the provider's address and the state the browser keeps in a cookie.
 */
export async function startOidcSignIn(
  ctx: AppContext,
  opts: { tenant: Company; redirectUri: string; returnTo: string },
): Promise<{ url: string; state: string }> {
  const { config } = await configured(ctx, opts.tenant);
  const state = randomBytes(32).toString('base64url');
  const nonce = oidc.randomNonce();
  const codeVerifier = oidc.randomPKCECodeVerifier();
  await ctx.db.insert(loginChallenges).values({
    tokenHash: sha256Hex(state),
    kind: 'oidc',
    companyId: opts.tenant.id,
    data: { codeVerifier, nonce, returnTo: opts.returnTo, redirectUri: opts.redirectUri },
    expiresAt: new Date(Date.now() + CHALLENGE_LIFETIME_MS),
  });
  const url = oidc.buildAuthorizationUrl(config, {
    redirect_uri: opts.redirectUri,
    scope: 'openid email profile',
    response_type: 'code',
    state,
    nonce,
    code_challenge: await oidc.calculatePKCECodeChallenge(codeVerifier),
    code_challenge_method: 'S256',
  });
  return { url: url.href, state };
}

interface ChallengeData {
  codeVerifier: string;
  nonce: string;
  returnTo: string;
  redirectUri: string;
}

/**
 * The provider's answer: the state must be this browser's (its cookie) and a challenge of this
 * company not yet used (taken in one statement, so a replayed callback finds nothing); the code
 * is exchanged and the ID token verified by openid-client (signature from the provider's keys,
 * issuer, audience, expiry, nonce). Answers the user to sign in and where to go next.
 */
export async function finishOidcSignIn(
  ctx: AppContext,
  opts: { tenant: Company; callbackUrl: URL; cookieState: string | undefined },
): Promise<{ user: AuthUser; returnTo: string; typed: string }> {
  const state = opts.callbackUrl.searchParams.get('state') ?? '';
  if (!state || !opts.cookieState || state !== opts.cookieState) {
    throw new SsoSignInError('state');
  }
  const [challenge] = await ctx.db
    .delete(loginChallenges)
    .where(
      and(
        eq(loginChallenges.tokenHash, sha256Hex(state)),
        eq(loginChallenges.kind, 'oidc'),
        eq(loginChallenges.companyId, opts.tenant.id),
        gt(loginChallenges.expiresAt, sql`now()`),
      ),
    )
    .returning();
  if (!challenge) throw new SsoSignInError('expired');
  const data = challenge.data as unknown as ChallengeData;
  if (opts.callbackUrl.searchParams.has('error')) {
    throw new SsoSignInError('provider', opts.callbackUrl.searchParams.get('error') ?? undefined);
  }
  const { row, config } = await configured(ctx, opts.tenant);
  let claims: oidc.IDToken | undefined;
  try {
    // The address the provider was given, with the answer's parameters.
    const current = new URL(data.redirectUri);
    current.search = opts.callbackUrl.search;
    const tokens = await oidc.authorizationCodeGrant(config, current, {
      pkceCodeVerifier: data.codeVerifier,
      expectedState: state,
      expectedNonce: data.nonce,
      idTokenExpected: true,
    });
    claims = tokens.claims();
  } catch (err) {
    throw new SsoSignInError('token', err instanceof Error ? err.message : String(err));
  }
  if (!claims) throw new SsoSignInError('token', 'no ID token');
  const user = await findOrCreateUser(ctx, opts.tenant, row, claims);
  return { user, returnTo: safeReturnPath(data.returnTo), typed: user.username };
}

const emailDomain = (email: string) => email.slice(email.lastIndexOf('@') + 1).toLowerCase();

/**
 * The user the provider vouches for: found by its `sub` stored with them; else, when its email's
 * domain is allowed, the company's user with that email (linked from now on) or a new one with
 * the default role (just in time). An existing account is linked only when the provider says
 * `email_verified: true` (or the admins trust its addresses): otherwise anyone who can set an
 * address at the provider would take over that account. A user of another company is never used.
 */
async function findOrCreateUser(
  ctx: AppContext,
  tenant: Company,
  row: StoredSso,
  claims: oidc.IDToken,
): Promise<AuthUser> {
  const bySubject = await loadUser(
    ctx,
    and(eq(users.companyId, tenant.id), eq(users.oidcSubject, claims.sub))!,
  );
  if (bySubject) return bySubject;
  const email = typeof claims.email === 'string' ? claims.email.trim().toLowerCase() : '';
  if (!email || claims.email_verified === false) throw new SsoSignInError('email');
  if (!row.allowedEmailDomains.includes(emailDomain(email))) throw new SsoSignInError('domain');
  const byEmail = await loadUser(
    ctx,
    and(eq(users.companyId, tenant.id), sql`lower(${users.email}) = ${email}`)!,
  );
  if (byEmail) {
    if (claims.email_verified !== true && !row.trustProviderEmails) {
      throw new SsoSignInError('email', 'the email is not verified: no existing account linked');
    }
    await ctx.db.update(users).set({ oidcSubject: claims.sub }).where(eq(users.id, byEmail.id));
    return byEmail;
  }
  const username = await freeUsername(ctx, usernameFrom(claims, email));
  const created = await ctx.db.transaction(async (tx) => {
    const [inserted] = await tx
      .insert(users)
      .values({
        companyId: tenant.id,
        username,
        passwordHash: null,
        role: row.defaultRole,
        email,
        oidcSubject: claims.sub,
      })
      .returning({ id: users.id });
    await recordEvent(tx, {
      companyId: tenant.id,
      type: 'user.created',
      data: { user: { id: inserted.id, username, role: row.defaultRole } },
    });
    return inserted;
  });
  const user = await loadUser(ctx, eq(users.id, created.id));
  return user!;
}

async function loadUser(ctx: AppContext, where: ReturnType<typeof eq>): Promise<AuthUser | null> {
  const [user] = await ctx.db
    .select(authUserColumns)
    .from(users)
    .innerJoin(companies, eq(companies.id, users.companyId))
    .where(where)
    .limit(1);
  return user ?? null;
}

/** `preferred_username`, else the email's local part, as a username may be written. */
function usernameFrom(claims: oidc.IDToken, email: string): string {
  const preferred = typeof claims.preferred_username === 'string' ? claims.preferred_username : '';
  const base =
    (preferred.includes('@') ? preferred.split('@')[0] : preferred) || email.split('@')[0];
  const cleaned = base.replace(/[^A-Za-z0-9._-]/g, '').slice(0, 40);
  return cleaned.length >= 3 ? cleaned : `user-${cleaned}`.slice(0, 40);
}

/** Usernames are unique across companies: the first of name, name-2, name-3... not taken. */
async function freeUsername(ctx: AppContext, base: string): Promise<string> {
  for (let n = 1; n < 50; n++) {
    const candidate = n === 1 ? base : `${base}-${n}`;
    const [taken] = await ctx.db
      .select({ id: users.id })
      .from(users)
      .where(sql`lower(${users.username}) = ${candidate.toLowerCase()}`)
      .limit(1);
    if (!taken) return candidate;
  }
  return `${base}-${randomBytes(3).toString('hex')}`;
}
