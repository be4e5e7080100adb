import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  companySummarySchema,
  createCompanyBodySchema,
} from '../../../core/api/admin-companies.js';
import { ASSISTANT_IDS } from '../../../core/assistants/ids.js';
import { errorSchema } from '../../../core/api/common.js';
import { presentCompanySummary } from '../../presenters/admin-company.js';
import { createCompany } from '../../services/companies/create-company.js';
import { requireOperatorStaff } from './require-operator.js';

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
      requireOperatorStaff(request);
      const { companyName, companyId, enableAllBots } = request.body;
      const company = await createCompany(ctx, { companyName, companyId, enableAllBots });
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
