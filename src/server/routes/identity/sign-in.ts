import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { loginBodySchema, loginResponseSchema, userSchema } from '@core/api/auth.js';
import { errorSchema, okSchema } from '@core/api/common.js';
import { requireUser } from '../../auth/guards.js';
import { dummyPasswordHash } from '../../auth/passwords.js';
import { presentUser } from '../../presenters/user.js';
import { authenticate } from '../../services/identity/login.js';
import { assertPasswordSignInAllowed } from '../../services/identity/sso/sso-settings.js';
import { requireTenant } from '../../tenancy/plugin.js';
import { startSession } from './start-session.js';
import { beginTwoFactorSignIn } from './two-factor-sign-in.js';

const errors = {
  400: errorSchema,
  401: errorSchema,
  403: errorSchema,
  404: errorSchema,
  429: errorSchema,
};

export async function signInRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { ctx } = fastify;
  // Ready before the first sign-in, so an unknown name never costs an extra hash.
  void dummyPasswordHash();

  app.post(
    '/auth/login',
    {
      config: { public: true },
      schema: {
        tags: ['auth'],
        summary: 'Sign in on the current company',
        description:
          'Five failed sign-ins for one login within 15 minutes, from any address, make its ' +
          'next attempts wait, the right password too (429 with Retry-After).',
        body: loginBodySchema,
        response: { 200: loginResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const tenant = requireTenant(request);
      const user = await authenticate(ctx, {
        tenant,
        username: request.body.username,
        password: request.body.password,
        ip: request.ip,
      });
      await assertPasswordSignInAllowed(ctx, tenant, user);
      // Two-factor on: no session yet, a code must follow (POST /api/auth/login/2fa).
      if (user.twoFactorEnabled) {
        return beginTwoFactorSignIn(ctx, reply, { tenant, user, typed: request.body.username });
      }
      return startSession(ctx, request, {
        tenant,
        user,
        typed: request.body.username,
        method: 'password',
      });
    },
  );

  app.post(
    '/auth/logout',
    {
      config: { public: true },
      schema: { tags: ['auth'], summary: 'Sign out', response: { 200: okSchema } },
    },
    async (request) => {
      if (request.session?.sessionId) await request.session.destroy();
      return { success: true as const };
    },
  );

  app.get(
    '/auth/me',
    {
      config: { asksWhoIsSignedIn: true },
      schema: {
        tags: ['auth'],
        summary: 'The signed-in user',
        response: { 200: userSchema, 401: errorSchema, 404: errorSchema },
      },
    },
    async (request) => {
      requireTenant(request);
      return presentUser(requireUser(request));
    },
  );
}
