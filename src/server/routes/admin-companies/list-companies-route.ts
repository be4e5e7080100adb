import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { companiesResponseSchema } from '@core/api/admin-companies.js';
import { errorSchema } from '@core/api/common.js';
import {
  companiesPageSchema,
  companiesQuerySchema,
  PAGING_DESCRIPTION,
  wholeListDescription,
} from '@core/api/list-page.js';
import { requireUser } from '../../auth/guards.js';
import { authorize } from '../../policies/authorize.js';
import { companyPolicy } from '../../policies/companies.js';
import { requireTenant } from '../../tenancy/plugin.js';
import { presentCompanySummary } from '../../presenters/admin-company.js';
import { presentPage } from '../../presenters/page.js';
import { listCompanies } from '../../services/companies/list-companies.js';
import { listCompaniesPage } from '../../services/companies/list-companies-page.js';

const tags = ['admin-companies'];
const summary = 'Every company with its user and enabled-assistant counts (operator staff)';
const errors = { 401: errorSchema, 403: errorSchema, 404: errorSchema };

function authorizeList(request: FastifyRequest) {
  requireTenant(request);
  authorize(requireUser(request), companyPolicy.list);
}

/** The Companies page's list: the whole list (the specification's), and its pages. */
export async function listCompaniesRoute(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { ctx } = fastify;

  app.get(
    '/admin/companies',
    {
      schema: {
        tags,
        summary,
        description: wholeListDescription('/api/admin/companies/page'),
        response: { 200: companiesResponseSchema, ...errors },
      },
    },
    async (request) => {
      authorizeList(request);
      const rows = await listCompanies(ctx.db);
      return rows.map(presentCompanySummary);
    },
  );

  app.get(
    '/admin/companies/page',
    {
      schema: {
        tags,
        summary: `${summary}, a page at a time`,
        description:
          '`q` matches the company name or id (any case). Sorts: `created` (default), `name`, ' +
          `\`users\`. ${PAGING_DESCRIPTION}`,
        querystring: companiesQuerySchema,
        response: { 200: companiesPageSchema, 400: errorSchema, ...errors },
      },
    },
    async (request) => {
      authorizeList(request);
      const page = await listCompaniesPage(ctx.db, request.query);
      return presentPage(page, presentCompanySummary);
    },
  );
}
