import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { companyParamsSchema, errorSchema, okSchema } from '@core/api/common.js';
import { eraseCompanyBodySchema, eraseQuerySchema } from '@core/api/erasure.js';
import { requireUser } from '../../auth/guards.js';
import { auditContextOf } from '../../auth/audit-context.js';
import { authorize } from '../../policies/authorize.js';
import { companyPolicy } from '../../policies/companies.js';
import { deleteCompany } from '../../services/companies/delete-company.js';
import { checkEraseConfirmation, eraseCompany } from '../../services/erasure/erase-company.js';
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
        summary:
          'Delete a company without users, or erase it with all its data (`?erase=true`); operator staff, never the platform company',
        params: companyParamsSchema,
        // `?erase=true` with `{"confirm": "<companyId>"}`: every row of it, users too.
        querystring: eraseQuerySchema,
        body: eraseCompanyBodySchema,
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
      if (request.query.erase === 'true') {
        checkEraseConfirmation(company, request.body);
        await eraseCompany(ctx, company, auditContextOf(request));
        return { success: true as const };
      }
      await deleteCompany(ctx, company, auditContextOf(request));
      return { success: true as const };
    },
  );
}
