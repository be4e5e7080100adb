import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { resetPasswordBodySchema } from '../../../core/api/admin-users.js';
import { errorSchema, idParamsSchema, okSchema } from '../../../core/api/common.js';
import { requireAdmin } from '../../auth/guards.js';
import { resetPassword } from '../../services/users/reset-password.js';
import { requireTenant } from '../../tenancy/plugin.js';
import { USER_NOT_FOUND, loadManagedUser } from './load-target.js';

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
      const actor = requireAdmin(request);
      const target = await loadManagedUser(ctx.db, actor, request.params.id, 'reset-password');
      await resetPassword(ctx, { actor, target, newPassword: request.body.newPassword });
      return { success: true as const };
    },
  );
}
