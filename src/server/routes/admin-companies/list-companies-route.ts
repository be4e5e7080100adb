import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { companiesResponseSchema } from '../../../core/api/admin-companies.js';
import { errorSchema } from '../../../core/api/common.js';
import { requireUser } from '../../auth/guards.js';
import { authorize } from '../../policies/authorize.js';
import { companyPolicy } from '../../policies/companies.js';
import { requireTenant } from '../../tenancy/plugin.js';
import { presentCompanySummary } from '../../presenters/admin-company.js';
import { listCompanies } from '../../services/companies/list-companies.js';

export async function listCompaniesRoute(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { ctx } = fastify;

  app.get(
    '/admin/companies',
    {
      schema: {
        tags: ['admin-companies'],
        summary: 'Every company with its user and enabled-assistant counts (operator staff)',
        response: {
          200: companiesResponseSchema,
          401: errorSchema,
          403: errorSchema,
          404: errorSchema,
        },
      },
    },
    async (request) => {
      requireTenant(request);
      authorize(requireUser(request), companyPolicy.list);
      const rows = await listCompanies(ctx.db);
      return rows.map(presentCompanySummary);
    },
  );
}
