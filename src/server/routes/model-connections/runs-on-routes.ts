import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { companyParamsSchema, errorSchema } from '@core/api/common.js';
import { runsOnSchema, runsOnUpdateSchema } from '@core/api/model-connection.js';
import { auditContextOf } from '../../auth/audit-context.js';
import { requireUser } from '../../auth/guards.js';
import { authorize } from '../../policies/authorize.js';
import { modelConnectionPolicy } from '../../policies/model-connections.js';
import { runsOnFor, saveRunsOn } from '../../services/model-connections/runs-on.js';
import { findCompanyBySlug } from '../../tenancy/companies.js';
import { requireTenant } from '../../tenancy/plugin.js';

const tags = ['model-connection'];
const errors = { 400: errorSchema, 401: errorSchema, 403: errorSchema, 404: errorSchema };

/** Which way each of a company's assistants runs: its admins, operator staff. */
export async function runsOnRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { ctx } = fastify;

  app.get(
    '/admin/companies/:companyId/runs-on',
    {
      schema: {
        tags,
        summary: "Which way each of a company's assistants runs: its model or its automation",
        description:
          'Every assistant. "model" only while a connection applies (the company\'s own or the ' +
          "platform's); the Lead Generator always runs on its automation.",
        params: companyParamsSchema,
        response: { 200: runsOnSchema, ...errors },
      },
    },
    async (request) => {
      requireTenant(request);
      const actor = requireUser(request);
      const company = await findCompanyBySlug(ctx.db, request.params.companyId);
      authorize(actor, modelConnectionPolicy.readRunsOn, company);
      return runsOnFor(ctx, company);
    },
  );

  app.put(
    '/admin/companies/:companyId/runs-on',
    {
      schema: {
        tags,
        summary: "Choose which way some of a company's assistants run",
        description:
          'Only the assistants sent change. The Lead Generator cannot run on a model (400); no ' +
          "assistant can without a connection (409). Answers every assistant's way.",
        params: companyParamsSchema,
        body: runsOnUpdateSchema,
        response: { 200: runsOnSchema, ...errors, 409: errorSchema },
      },
    },
    async (request) => {
      requireTenant(request);
      const actor = requireUser(request);
      const company = await findCompanyBySlug(ctx.db, request.params.companyId);
      authorize(actor, modelConnectionPolicy.saveRunsOn, company);
      return saveRunsOn(ctx, {
        company,
        changes: request.body,
        audit: auditContextOf(request),
      });
    },
  );
}
