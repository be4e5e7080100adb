import type { FastifyRequest } from 'fastify';
import type { User } from '@core/api/auth.js';
import type { AuthUser } from '../../auth/current-user.js';
import type { AppContext } from '../../context.js';
import { presentUser } from '../../presenters/user.js';
import { recordSignIn, type SignInMethod } from '../../services/identity/login.js';
import type { Company } from '../../tenancy/companies.js';

/**
 * Signs `user` in on `tenant`, whichever way they proved who they are (password, two-factor,
 * single sign-on, an invitation): a new random session id (the old session ends), then the
 * sign-in recorded with how it happened. Not recorded means not signed in: the session goes.
 */
export async function startSession(
  ctx: AppContext,
  request: FastifyRequest,
  opts: { tenant: Company; user: AuthUser; typed: string; method: SignInMethod },
): Promise<User> {
  await request.session.regenerate();
  request.session.set('userId', opts.user.id);
  request.session.set('companyId', opts.tenant.id);
  await request.session.save();
  try {
    const signedIn = await recordSignIn(ctx, {
      tenant: opts.tenant,
      user: opts.user,
      username: opts.typed,
      ip: request.ip,
      method: opts.method,
    });
    return presentUser(signedIn);
  } catch (err) {
    await request.session.destroy().catch(() => undefined);
    throw err;
  }
}
