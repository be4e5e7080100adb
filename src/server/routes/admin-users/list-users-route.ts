import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { adminUsersResponseSchema } from '../../../core/api/admin-users.js';
import { errorSchema } from '../../../core/api/common.js';
import { requireUser } from '../../auth/guards.js';
import { allows, authorize } from '../../policies/authorize.js';
import { userPolicy } from '../../policies/users.js';
import { presentAdminUser } from '../../presenters/admin-user.js';
import { listUsers } from '../../services/users/list-users.js';
import { requireTenant } from '../../tenancy/plugin.js';

export async function listUsersRoute(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { ctx } = fastify;

  app.get(
    '/admin/users',
    {
      schema: {
        tags: ['admin-users'],
        summary: "Users: a company admin's own company, every company for operator staff",
        response: {
          200: adminUsersResponseSchema,
          401: errorSchema,
          403: errorSchema,
          404: errorSchema,
        },
      },
    },
    async (request) => {
      requireTenant(request);
      const actor = requireUser(request);
      authorize(actor, userPolicy.list);
      const rows = await listUsers(ctx.db, {
        companyId: allows(actor, userPolicy.seeAllCompanies) ? null : actor.companyId,
      });
      const now = new Date();
      return rows.map((row) => presentAdminUser(row, now));
    },
  );
}
