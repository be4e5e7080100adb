import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { botAccessListSchema, saveBotAccessBodySchema } from '@core/api/company-settings.js';
import { companyParamsSchema, errorSchema } from '@core/api/common.js';
import { requireUser } from '../../auth/guards.js';
import { auditContextOf } from '../../auth/audit-context.js';
import {
  listAssistantAccess,
  saveAssistantAccess,
} from '../../services/company-settings/assistant-access-settings.js';
import { authorize } from '../../policies/authorize.js';
import { companySettingsPolicy } from '../../policies/company-settings.js';
import { requireTenant } from '../../tenancy/plugin.js';
import { findCompanyBySlug } from '../../tenancy/companies.js';

const errors = { 400: errorSchema, 401: errorSchema, 403: errorSchema, 404: errorSchema };
const tags = ['company-settings'];

/** Which assistants a company may use (its admins, operator staff). */
export async function assistantAccessRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { ctx } = fastify;

  app.get(
    '/admin/bot-access/:companyId',
    {
      schema: {
        tags,
        summary: "A company's access to every assistant",
        params: companyParamsSchema,
        response: { 200: botAccessListSchema, ...errors },
      },
    },
    async (request) => {
      requireTenant(request);
      const actor = requireUser(request);
      const company = await findCompanyBySlug(ctx.db, request.params.companyId);
      authorize(actor, companySettingsPolicy.readAssistantAccess, company);
      return listAssistantAccess(ctx.db, company.id);
    },
  );

  app.post(
    '/admin/bot-access',
    {
      schema: {
        tags,
        summary: "Save a company's assistant access in bulk",
        body: saveBotAccessBodySchema,
        response: { 200: botAccessListSchema, ...errors },
      },
    },
    async (request) => {
      requireTenant(request);
      const actor = requireUser(request);
      const company = await findCompanyBySlug(ctx.db, request.body.companyId);
      authorize(actor, companySettingsPolicy.saveAssistantAccess, company);
      const saved = await saveAssistantAccess(
        ctx.db,
        company,
        request.body.botAccess,
        auditContextOf(request),
      );
      ctx.companies.forgetWebhooks(company.slug);
      return saved;
    },
  );
}
