import { and, eq, isNull, sql } from 'drizzle-orm';
import { RESET_LINK_INVALID, RESET_NOT_AVAILABLE } from '@core/api/email-links.js';
import { addressKey } from '../../../auth/address-key.js';
import { assertStrongPassword, hashPassword } from '../../../auth/passwords.js';
import { endUserSessions } from '../../../auth/session-store.js';
import type { AppContext } from '../../../context.js';
import { authTokens, users } from '../../../db/schema.js';
import { invalid, tooMany } from '../../domain-error.js';
import { passwordResetMail } from '../../../mail/templates.js';
import type { Company } from '../../../tenancy/companies.js';
import { writeActivity } from '../../activity.js';
import { linkIsLive } from './invitations.js';
import { takeRequest } from './rate-limit.js';
import { consumeLinkToken, issueLinkToken, newToken } from './tokens.js';

/** Forgot-password requests: per address 5 in 15 minutes, per login 3 an hour (decision 044). */
const FORGOT_LIMITS = {
  perAddress: { max: 5, windowMs: 15 * 60 * 1000 },
  perLogin: { max: 3, windowMs: 60 * 60 * 1000 },
};
const TOO_MANY_RESET_REQUESTS =
  'Too many password reset requests. Please wait a while and try again.';

/**
 * A forgot-password request on a company: counted first (per address and per login, in the
 * database, so every instance shares the limits), then the same work whether or not the login
 * names an account of this company with an email: one lookup, one token made and one write.
 * Only when it does is a reset link (60 minutes) queued to be mailed: the answer never waits on
 * the mail server, so its time says nothing about the account.
 */
export async function requestPasswordReset(
  ctx: AppContext,
  opts: { tenant: Company; login: string; ip: string; address: (path: string) => string },
) {
  if (!ctx.mail.enabled) throw invalid(RESET_NOT_AVAILABLE);
  const login = opts.login.trim().toLowerCase();
  // An IPv6 client counts by its /64, as the sign-in limits count it.
  const perAddress = {
    key: `forgot-password:address:${addressKey(opts.ip)}`,
    ...FORGOT_LIMITS.perAddress,
  };
  if (!(await takeRequest(ctx.db, perAddress))) throw tooMany(TOO_MANY_RESET_REQUESTS);
  // One write transaction either way (its commit is most of the time): the login's count, the
  // lookup, and the token written, or for nobody a decoy token's hash looked up.
  const found = await ctx.db.transaction(async (tx) => {
    const perLogin = {
      key: `forgot-password:login:${opts.tenant.id}:${login}`,
      ...FORGOT_LIMITS.perLogin,
    };
    if (!(await takeRequest(tx, perLogin))) return 'limited' as const;
    const [user] = await tx
      .select({ id: users.id, username: users.username, email: users.email })
      .from(users)
      .where(
        and(
          eq(users.companyId, opts.tenant.id),
          sql`(lower(${users.username}) = ${login} or lower(${users.email}) = ${login})`,
        ),
      )
      // A name that is one user's username and another's email: the username wins.
      .orderBy(sql`lower(${users.username}) = ${login} desc`)
      .limit(1);
    if (!user?.email) {
      const decoy = newToken();
      await tx
        .delete(authTokens)
        .where(
          and(eq(authTokens.userId, 0), eq(authTokens.kind, 'reset'), isNull(authTokens.usedAt)),
        );
      await tx
        .select({ id: authTokens.id })
        .from(authTokens)
        .where(eq(authTokens.tokenHash, decoy.tokenHash));
      return null;
    }
    const token = await issueLinkToken(tx, {
      companyId: opts.tenant.id,
      userId: user.id,
      kind: 'reset',
    });
    return { user, to: user.email, token };
  });
  if (found === 'limited') throw tooMany(TOO_MANY_RESET_REQUESTS);
  if (!found) return;
  const { user, to, token } = found;
  ctx.mail.queue(
    passwordResetMail({
      company: opts.tenant,
      to,
      username: user.username,
      url: opts.address(`/reset-password/${token}`),
    }),
  );
}

/**
 * Sets a new password from a reset link: the link is used once (atomically, on its company),
 * the password set (a forced change cleared), every session of the user ended and a
 * `password_reset` event written, together. The user is not signed in (decision 044).
 */
export async function resetPasswordWithLink(
  ctx: AppContext,
  opts: { companyId: number; token: string; password: string },
) {
  const link = { token: opts.token, kind: 'reset' as const, companyId: opts.companyId };
  if (!(await linkIsLive(ctx, link))) throw invalid(RESET_LINK_INVALID);
  assertStrongPassword(opts.password);
  const passwordHash = await hashPassword(opts.password);
  const done = await ctx.db.transaction(async (tx) => {
    const used = await consumeLinkToken(tx, link);
    if (!used) return false;
    const [user] = await tx
      .update(users)
      .set({ passwordHash, mustChangePassword: false })
      .where(eq(users.id, used.userId))
      .returning({ id: users.id, username: users.username });
    await endUserSessions(tx, user.id);
    await writeActivity(tx, {
      companyId: opts.companyId,
      userId: user.id,
      username: user.username,
      action: 'password_reset',
      details: { method: 'email', targetUsername: user.username },
    });
    return true;
  });
  if (!done) throw invalid(RESET_LINK_INVALID);
}
