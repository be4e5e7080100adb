import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { adminUserSchema, createUserBodySchema } from '../../../core/api/admin-users.js';
import { errorSchema } from '../../../core/api/common.js';
import { requireUser } from '../../auth/guards.js';
import { authorize } from '../../policies/authorize.js';
import { userPolicy } from '../../policies/users.js';
import { presentAdminUser } from '../../presenters/admin-user.js';
import { createUser } from '../../services/users/create-user.js';
import { requireTenant } from '../../tenancy/plugin.js';
import { findCompanyBySlug } from '../../tenancy/companies.js';

export async function createUserRoute(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { ctx } = fastify;

  app.post(
    '/admin/users',
    {
      schema: {
        tags: ['admin-users'],
        summary: 'Create a user who must change the temporary password at first sign-in',
        description:
          'Company admins create users (or admins) in their own company; platform admins may ' +
          'choose the company (companyId) and create platform admins (in the platform company).',
        body: createUserBodySchema,
        response: {
          201: adminUserSchema,
          400: errorSchema,
          401: errorSchema,
          403: errorSchema,
          404: errorSchema,
          409: errorSchema,
        },
      },
    },
    async (request, reply) => {
      requireTenant(request);
      const actor = requireUser(request);
      const { username, password, role } = request.body;
      const companySlug = request.body.companyId?.toLowerCase() || actor.companySlug;
      const company =
        companySlug === actor.companySlug
          ? { id: actor.companyId, slug: actor.companySlug }
          : await findCompanyBySlug(ctx.db, companySlug);
      authorize(actor, userPolicy.create(role), company);
      const user = await createUser(ctx, { actor, company, username, password, role });
      return reply.status(201).send(presentAdminUser(user));
    },
  );
}
