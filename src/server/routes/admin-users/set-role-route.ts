import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { adminUserSchema, setRoleBodySchema } from '@core/api/admin-users.js';
import { errorSchema, idParamsSchema } from '@core/api/common.js';
import { requireUser } from '../../auth/guards.js';
import { authorize } from '../../policies/authorize.js';
import { USER_NOT_FOUND, userPolicy } from '../../policies/users.js';
import { presentAdminUser } from '../../presenters/admin-user.js';
import { auditContextOf } from '../../auth/audit-context.js';
import { findAdminUser } from '../../services/users/list-users.js';
import { setUserRole } from '../../services/users/set-role.js';
import { requireTenant } from '../../tenancy/plugin.js';

/** An admin promotes a user or takes a role away (docs/product.md#roles). */
export async function setRoleRoute(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { ctx } = fastify;

  app.put(
    '/admin/users/:id/role',
    {
      schema: {
        tags: ['admin-users'],
        summary: "Change a user's role (never your own; the last admin keeps theirs)",
        description:
          'Only platform admins give or take the platform admin role. Counts from the ' +
          "user's next request.",
        params: idParamsSchema(USER_NOT_FOUND),
        body: setRoleBodySchema,
        response: {
          200: adminUserSchema,
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
      authorize(actor, userPolicy.setRole(request.body.role), target);
      await setUserRole(ctx, {
        target,
        role: request.body.role,
        audit: auditContextOf(request),
      });
      return presentAdminUser((await findAdminUser(ctx.db, target.id))!);
    },
  );
}
