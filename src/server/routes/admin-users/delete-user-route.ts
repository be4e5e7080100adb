import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { errorSchema, idParamsSchema, okSchema } from '../../../core/api/common.js';
import { requireAdmin } from '../../auth/guards.js';
import { deleteUser } from '../../services/users/delete-user.js';
import { requireTenant } from '../../tenancy/plugin.js';
import { USER_NOT_FOUND, loadManagedUser } from './load-target.js';

export async function deleteUserRoute(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { ctx } = fastify;

  app.delete(
    '/admin/users/:id',
    {
      schema: {
        tags: ['admin-users'],
        summary: 'Delete a user and end their sessions (not yourself, not the last admin)',
        params: idParamsSchema(USER_NOT_FOUND),
        response: {
          200: okSchema,
          400: errorSchema,
          401: errorSchema,
          403: errorSchema,
          404: errorSchema,
          409: errorSchema,
        },
      },
    },
    async (request) => {
      requireTenant(request);
      const actor = requireAdmin(request);
      const target = await loadManagedUser(ctx.db, actor, request.params.id, 'delete');
      await deleteUser(ctx, { actor, target });
      return { success: true as const };
    },
  );
}
