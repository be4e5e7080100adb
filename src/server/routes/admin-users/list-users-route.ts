import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { adminUsersResponseSchema } from '../../../core/api/admin-users.js';
import { errorSchema } from '../../../core/api/common.js';
import {
  PAGING_DESCRIPTION,
  usersPageSchema,
  usersQuerySchema,
  wantsPage,
} from '../../../core/api/list-page.js';
import { requireUser } from '../../auth/guards.js';
import { allows, authorize } from '../../policies/authorize.js';
import { userPolicy } from '../../policies/users.js';
import { presentAdminUser } from '../../presenters/admin-user.js';
import { listUsers } from '../../services/users/list-users.js';
import { listUsersPage } from '../../services/users/list-users-page.js';
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
        description:
          '`q` matches the username or email (any case), and for operator staff also the ' +
          'company name or id. Sorts: `-created` (default, newest first), `created`, ' +
          '`username`, `lastLogin` (never signed in sorts first), `company` (its name). The page ' +
          `also has \`newThisWeek\`, the users of the whole list created in the last 7 days. ${PAGING_DESCRIPTION}`,
        querystring: usersQuerySchema,
        response: {
          200: z.union([adminUsersResponseSchema, usersPageSchema]),
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
      authorize(actor, userPolicy.list);
      const scope = {
        companyId: allows(actor, userPolicy.seeAllCompanies) ? null : actor.companyId,
      };
      const now = new Date();
      if (wantsPage(request.query)) {
        const page = await listUsersPage(ctx.db, { ...scope, now }, request.query);
        return { ...page, items: page.items.map((row) => presentAdminUser(row, now)) };
      }
      const rows = await listUsers(ctx.db, scope);
      return rows.map((row) => presentAdminUser(row, now));
    },
  );
}
