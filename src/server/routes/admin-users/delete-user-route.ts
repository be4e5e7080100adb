import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { errorSchema, idParamsSchema, okSchema } from '@core/api/common.js';
import { eraseQuerySchema } from '@core/api/erasure.js';
import { requireUser } from '../../auth/guards.js';
import { auditContextOf } from '../../auth/audit-context.js';
import { authorize } from '../../policies/authorize.js';
import { USER_NOT_FOUND, userPolicy } from '../../policies/users.js';
import { deleteUser } from '../../services/users/delete-user.js';
import { eraseUser } from '../../services/erasure/erase-user.js';
import { findAdminUser } from '../../services/users/list-users.js';
import { requireTenant } from '../../tenancy/plugin.js';

export async function deleteUserRoute(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { ctx } = fastify;

  app.delete(
    '/admin/users/:id',
    {
      schema: {
        tags: ['admin-users'],
        summary:
          'Delete a user and end their sessions, or erase them (`?erase=true`); not yourself, not the last admin',
        params: idParamsSchema(USER_NOT_FOUND),
        // `?erase=true`: their name is replaced in the activity and audit logs too.
        querystring: eraseQuerySchema,
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
      const actor = requireUser(request);
      const target = await findAdminUser(ctx.db, request.params.id);
      authorize(actor, userPolicy.delete, target);
      const remove = request.query.erase === 'true' ? eraseUser : deleteUser;
      await remove(ctx, { actor, target, audit: auditContextOf(request) });
      return { success: true as const };
    },
  );
}
