import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { errorSchema, idParamsSchema, okSchema } from '@core/api/common.js';
import { requireUser } from '../../auth/guards.js';
import { auditContextOf } from '../../auth/audit-context.js';
import { authorize } from '../../policies/authorize.js';
import { USER_NOT_FOUND, userPolicy } from '../../policies/users.js';
import { findAdminUser } from '../../services/users/list-users.js';
import { resetTwoFactor } from '../../services/identity/two-factor/manage.js';
import { requireTenant } from '../../tenancy/plugin.js';

/** An admin turns a user's two-factor off, e.g. after a lost phone (decision 046). */
export async function resetTwoFactorRoute(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { ctx } = fastify;

  app.post(
    '/admin/users/:id/reset-2fa',
    {
      schema: {
        tags: ['admin-users'],
        summary: "Turn a user's two-factor off; they sign in with their password alone",
        params: idParamsSchema(USER_NOT_FOUND),
        response: {
          200: okSchema,
          400: errorSchema,
          401: errorSchema,
          403: errorSchema,
          404: errorSchema,
        },
      },
    },
    async (request) => {
      requireTenant(request);
      const actor = requireUser(request);
      const target = await findAdminUser(ctx.db, request.params.id);
      authorize(actor, userPolicy.resetTwoFactor, target);
      await resetTwoFactor(ctx, { actor, target, audit: auditContextOf(request) });
      return { success: true as const };
    },
  );
}
