import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { companiesResponseSchema } from '../../../core/api/admin-companies.js';
import { errorSchema } from '../../../core/api/common.js';
import { presentCompanySummary } from '../../presenters/admin-company.js';
import { listCompanies } from '../../services/companies/list-companies.js';
import { requireOperatorStaff } from './require-operator.js';

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
      requireOperatorStaff(request);
      const rows = await listCompanies(ctx.db);
      return rows.map(presentCompanySummary);
    },
  );
}
