import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { companySummarySchema, createCompanyBodySchema } from '@core/api/admin-companies.js';
import { ASSISTANT_IDS } from '@core/assistants/ids.js';
import { errorSchema } from '@core/api/common.js';
import { requireUser } from '../../auth/guards.js';
import { auditContextOf } from '../../auth/audit-context.js';
import { authorize } from '../../policies/authorize.js';
import { companyPolicy } from '../../policies/companies.js';
import { requireTenant } from '../../tenancy/plugin.js';
import { presentCompanySummary } from '../../presenters/admin-company.js';
import { createCompany } from '../../services/companies/create-company.js';

export async function createCompanyRoute(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { ctx } = fastify;

  app.post(
    '/admin/companies',
    {
      schema: {
        tags: ['admin-companies'],
        summary: 'Create a company (operator staff); enableAllBots false starts all disabled',
        body: createCompanyBodySchema,
        response: {
          201: companySummarySchema,
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
      authorize(requireUser(request), companyPolicy.create);
      const { companyName, companyId, enableAllBots } = request.body;
      const company = await createCompany(ctx, {
        companyName,
        slug: companyId,
        enableAllBots,
        audit: auditContextOf(request),
      });
      return reply.status(201).send(
        presentCompanySummary({
          ...company,
          userCount: 0,
          enabledBotCount: enableAllBots ? ASSISTANT_IDS.length : 0,
        }),
      );
    },
  );
}
