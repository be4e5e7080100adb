import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { resetPasswordBodySchema } from '@core/api/admin-users.js';
import { errorSchema, idParamsSchema, okSchema } from '@core/api/common.js';
import { requireUser } from '../../auth/guards.js';
import { auditContextOf } from '../../auth/audit-context.js';
import { authorize } from '../../policies/authorize.js';
import { USER_NOT_FOUND, userPolicy } from '../../policies/users.js';
import { resetPassword } from '../../services/users/reset-password.js';
import { findAdminUser } from '../../services/users/list-users.js';
import { requireTenant } from '../../tenancy/plugin.js';

export async function resetPasswordRoute(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { ctx } = fastify;

  app.post(
    '/admin/users/:id/reset-password',
    {
      schema: {
        tags: ['admin-users'],
        summary: "Set a user's temporary password; they must change it and are signed out",
        params: idParamsSchema(USER_NOT_FOUND),
        body: resetPasswordBodySchema,
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
      authorize(actor, userPolicy.resetPassword, target);
      await resetPassword(ctx, {
        actor,
        target,
        newPassword: request.body.newPassword,
        audit: auditContextOf(request),
      });
      return { success: true as const };
    },
  );
}
