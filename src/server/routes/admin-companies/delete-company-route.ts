import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { companyParamsSchema, errorSchema, okSchema } from '../../../core/api/common.js';
import { requireUser } from '../../auth/guards.js';
import { auditContextOf } from '../../services/audit/audit-log.js';
import { authorize } from '../../policies/authorize.js';
import { companyPolicy } from '../../policies/companies.js';
import { deleteCompany } from '../../services/companies/delete-company.js';
import { requireTenant } from '../../tenancy/plugin.js';
import { findCompanyBySlug } from '../../tenancy/companies.js';

export async function deleteCompanyRoute(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { ctx } = fastify;

  app.delete(
    '/admin/companies/:companyId',
    {
      schema: {
        tags: ['admin-companies'],
        summary: 'Delete a company without users (operator staff; never the platform company)',
        params: companyParamsSchema,
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
      const company = await findCompanyBySlug(ctx.db, request.params.companyId);
      authorize(actor, companyPolicy.delete, company);
      await deleteCompany(ctx, company, auditContextOf(request));
      return { success: true as const };
    },
  );
}
