import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { companiesResponseSchema } from '../../../core/api/admin-companies.js';
import { errorSchema } from '../../../core/api/common.js';
import {
  companiesPageSchema,
  companiesQuerySchema,
  PAGING_DESCRIPTION,
  wantsPage,
} from '../../../core/api/list-page.js';
import { requireUser } from '../../auth/guards.js';
import { authorize } from '../../policies/authorize.js';
import { companyPolicy } from '../../policies/companies.js';
import { requireTenant } from '../../tenancy/plugin.js';
import { presentCompanySummary } from '../../presenters/admin-company.js';
import { listCompanies } from '../../services/companies/list-companies.js';
import { listCompaniesPage } from '../../services/companies/list-companies-page.js';

export async function listCompaniesRoute(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { ctx } = fastify;

  app.get(
    '/admin/companies',
    {
      schema: {
        tags: ['admin-companies'],
        summary: 'Every company with its user and enabled-assistant counts (operator staff)',
        description:
          '`q` matches the company name or id (any case). Sorts: `created` (default), `name`, ' +
          `\`users\`. ${PAGING_DESCRIPTION}`,
        querystring: companiesQuerySchema,
        response: {
          200: z.union([companiesResponseSchema, companiesPageSchema]),
          400: errorSchema,
          401: errorSchema,
          403: errorSchema,
          404: errorSchema,
        },
      },
    },
    async (request) => {
      requireTenant(request);
      authorize(requireUser(request), companyPolicy.list);
      if (wantsPage(request.query)) {
        const page = await listCompaniesPage(ctx.db, request.query);
        return { ...page, items: page.items.map(presentCompanySummary) };
      }
      const rows = await listCompanies(ctx.db);
      return rows.map(presentCompanySummary);
    },
  );
}
