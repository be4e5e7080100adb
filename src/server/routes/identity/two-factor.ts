import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { errorSchema, okSchema } from '@core/api/common.js';
import {
  disableTwoFactorBodySchema,
  recoveryCodesSchema,
  twoFactorCodeBodySchema,
  twoFactorSetupSchema,
} from '@core/api/two-factor.js';
import { requireUser } from '../../auth/guards.js';
import {
  disableTwoFactor,
  enableTwoFactor,
  startTwoFactorSetup,
} from '../../services/identity/two-factor/manage.js';
import { requireTenant } from '../../tenancy/plugin.js';
import { twoFactorSignInRoute } from './two-factor-sign-in.js';

const errors = { 400: errorSchema, 401: errorSchema, 403: errorSchema, 404: errorSchema };

/** Two-factor sign-in (decision 046): the signed-in user's own setup, and the sign-in's second step. */
export async function twoFactorRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { ctx } = fastify;
  await fastify.register(twoFactorSignInRoute);

  app.post(
    '/auth/2fa/setup',
    {
      schema: {
        tags: ['auth'],
        summary: 'Start setting up two-factor: a new secret for the authenticator app',
        response: { 200: twoFactorSetupSchema, ...errors, 409: errorSchema },
      },
    },
    async (request) => {
      requireTenant(request);
      return startTwoFactorSetup(ctx, requireUser(request));
    },
  );

  app.post(
    '/auth/2fa/enable',
    {
      schema: {
        tags: ['auth'],
        summary: 'Turn two-factor on with a code from the app; answers the recovery codes once',
        body: twoFactorCodeBodySchema,
        response: { 200: recoveryCodesSchema, ...errors, 409: errorSchema },
      },
    },
    async (request) => {
      const tenant = requireTenant(request);
      const user = requireUser(request);
      const recoveryCodes = await enableTwoFactor(ctx, {
        user,
        companyId: tenant.id,
        code: request.body.code,
      });
      return { recoveryCodes };
    },
  );

  app.post(
    '/auth/2fa/disable',
    {
      schema: {
        tags: ['auth'],
        summary: 'Turn two-factor off with the password and a code (or a recovery code)',
        body: disableTwoFactorBodySchema,
        response: { 200: okSchema, ...errors },
      },
    },
    async (request) => {
      const tenant = requireTenant(request);
      const user = requireUser(request);
      await disableTwoFactor(ctx, { user, companyId: tenant.id, ...request.body });
      return { success: true as const };
    },
  );
}
