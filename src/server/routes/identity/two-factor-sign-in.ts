import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { userSchema } from '@core/api/auth.js';
import { errorSchema } from '@core/api/common.js';
import {
  INVALID_CODE,
  SIGN_IN_AGAIN,
  TOO_MANY_CODES,
  twoFactorCodeBodySchema,
} from '@core/api/two-factor.js';
import { loadAuthUser, type AuthUser } from '../../auth/current-user.js';
import type { AppContext } from '../../context.js';
import { HttpError } from '../../http/http-errors.js';
import { assertNotThrottled, loginKey } from '../../services/identity/sign-in-limits.js';
import { acceptSecondFactor } from '../../services/identity/two-factor/accept-code.js';
import {
  countWrongCode,
  createTwoFactorChallenge,
  endChallenge,
  findTwoFactorChallenge,
  TWO_FACTOR_CHALLENGE_TTL_MS,
  twoFactorCookieName,
} from '../../services/identity/two-factor/challenge.js';
import { recordWrongCode } from '../../services/identity/two-factor/failure.js';
import type { Company } from '../../tenancy/companies.js';
import { requireTenant } from '../../tenancy/plugin.js';
import { startSession } from './start-session.js';

const cookieOptions = (ctx: AppContext) => ({
  httpOnly: true,
  sameSite: 'lax' as const,
  secure: ctx.config.SECURE_COOKIES,
  path: '/',
});

/**
 * The password was right and two-factor is on: no session yet, but a pending sign-in whose
 * random token the browser keeps in an HttpOnly cookie for five minutes (decision 046).
 */
export async function beginTwoFactorSignIn(
  ctx: AppContext,
  reply: FastifyReply,
  opts: { tenant: Company; user: AuthUser; typed: string },
) {
  const token = await createTwoFactorChallenge(ctx, {
    companyId: opts.tenant.id,
    userId: opts.user.id,
    typed: opts.typed,
  });
  reply.setCookie(twoFactorCookieName(ctx.config.SECURE_COOKIES), token, {
    ...cookieOptions(ctx),
    maxAge: TWO_FACTOR_CHALLENGE_TTL_MS / 1000,
  });
  return { twoFactorRequired: true as const };
}

function endPending(ctx: AppContext, reply: FastifyReply) {
  reply.clearCookie(twoFactorCookieName(ctx.config.SECURE_COOKIES), cookieOptions(ctx));
}

/** The pending sign-in of this browser on this company, with its user; else 401. */
async function pendingSignIn(ctx: AppContext, request: FastifyRequest, tenant: Company) {
  const token = request.cookies[twoFactorCookieName(ctx.config.SECURE_COOKIES)];
  const challenge = token ? await findTwoFactorChallenge(ctx, token) : null;
  // A pending sign-in made on another company's address does not complete here.
  if (!challenge || challenge.companyId !== tenant.id) return null;
  const user = await loadAuthUser(ctx.db, challenge.userId);
  return user ? { challenge, user } : null;
}

/** `POST /api/auth/login/2fa`: the second step of a sign-in with two-factor on. */
export async function twoFactorSignInRoute(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { ctx } = fastify;

  app.post(
    '/auth/login/2fa',
    {
      config: { public: true },
      schema: {
        tags: ['auth'],
        summary: 'Finish a sign-in with a code from the authenticator app or a recovery code',
        description:
          'Needs the pending sign-in cookie `POST /api/auth/login` set when it answered ' +
          '`{"twoFactorRequired": true}`. Five wrong codes end the pending sign-in; five for one ' +
          'account within 15 minutes make its next codes wait (429 with Retry-After).',
        body: twoFactorCodeBodySchema,
        response: {
          200: userSchema,
          400: errorSchema,
          401: errorSchema,
          404: errorSchema,
          429: errorSchema,
        },
      },
    },
    async (request, reply) => {
      const tenant = requireTenant(request);
      const pending = await pendingSignIn(ctx, request, tenant);
      if (!pending || !pending.user.twoFactorEnabled) {
        if (pending) await endChallenge(ctx, pending.challenge.id);
        endPending(ctx, reply);
        throw new HttpError(401, SIGN_IN_AGAIN);
      }
      const { challenge, user } = pending;
      const typed = challenge.typed || user.username;
      await assertNotThrottled(ctx, { ip: request.ip, login: loginKey(typed), step: 'two-factor' });
      const accepted = await acceptSecondFactor(ctx, ctx.db, user.id, request.body.code);
      if (!accepted) {
        await recordWrongCode(ctx, { user, typed, ip: request.ip });
        if (await countWrongCode(ctx, challenge.id)) throw new HttpError(401, INVALID_CODE);
        endPending(ctx, reply);
        throw new HttpError(401, TOO_MANY_CODES);
      }
      // The code was taken (once): the sign-in completes even if wrong codes sent alongside
      // ended the pending sign-in meanwhile.
      await endChallenge(ctx, challenge.id);
      endPending(ctx, reply);
      return startSession(ctx, request, { tenant, user, typed, method: 'two-factor' });
    },
  );
}
