import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { adminUsersResponseSchema } from '@core/api/admin-users.js';
import { errorSchema } from '@core/api/common.js';
import {
  PAGING_DESCRIPTION,
  usersPageSchema,
  usersQuerySchema,
  wholeListDescription,
} from '@core/api/list-page.js';
import { requireUser } from '../../auth/guards.js';
import { allows, authorize } from '../../policies/authorize.js';
import { userPolicy } from '../../policies/users.js';
import { presentAdminUser } from '../../presenters/admin-user.js';
import { presentPage } from '../../presenters/page.js';
import { listUsers } from '../../services/users/list-users.js';
import { listUsersPage } from '../../services/users/list-users-page.js';
import { requireTenant } from '../../tenancy/plugin.js';

const tags = ['admin-users'];
const summary = "Users: a company admin's own company, every company for operator staff";
const errors = { 401: errorSchema, 403: errorSchema, 404: errorSchema };

/** Whose users the caller lists: their company's, or every company's (operator staff). */
function scopeOf(request: FastifyRequest) {
  requireTenant(request);
  const actor = requireUser(request);
  authorize(actor, userPolicy.list);
  return { companyId: allows(actor, userPolicy.seeAllCompanies) ? null : actor.companyId };
}

/** User Management's list: the whole list (the specification's), and its pages. */
export async function listUsersRoute(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { ctx } = fastify;

  app.get(
    '/admin/users',
    {
      schema: {
        tags,
        summary,
        description: wholeListDescription('/api/admin/users/page'),
        response: { 200: adminUsersResponseSchema, ...errors },
      },
    },
    async (request) => {
      const scope = scopeOf(request);
      const now = new Date();
      const rows = await listUsers(ctx.db, scope);
      return rows.map((row) => presentAdminUser(row, now));
    },
  );

  app.get(
    '/admin/users/page',
    {
      schema: {
        tags,
        summary: `${summary}, a page at a time`,
        description:
          '`q` matches the username or email (any case), and for operator staff also the ' +
          'company name or id. Sorts: `-created` (default, newest first), `created`, ' +
          '`username`, `lastLogin` (never signed in sorts first), `company` (its name). The page ' +
          `also has \`newThisWeek\`, the users of the whole list created in the last 7 days. ${PAGING_DESCRIPTION}`,
        querystring: usersQuerySchema,
        response: { 200: usersPageSchema, 400: errorSchema, ...errors },
      },
    },
    async (request) => {
      const scope = scopeOf(request);
      const now = new Date();
      const page = await listUsersPage(ctx.db, { ...scope, now }, request.query);
      return presentPage(page, (row) => presentAdminUser(row, now));
    },
  );
}
