import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { brandVoiceBodySchema, brandVoiceSchema } from '@core/api/brand-voice.js';
import { companyParamsSchema, errorSchema } from '@core/api/common.js';
import { requireUser } from '../../auth/guards.js';
import { auditContextOf } from '../../auth/audit-context.js';
import { authorize } from '../../policies/authorize.js';
import { companySettingsPolicy } from '../../policies/company-settings.js';
import { saveBrandVoice } from '../../services/company-settings/brand-voice.js';
import { requireTenant } from '../../tenancy/plugin.js';
import { findCompanyBySlug } from '../../tenancy/companies.js';

const errors = { 400: errorSchema, 401: errorSchema, 403: errorSchema, 404: errorSchema };
const tags = ['company-settings'];

/**
 * The brand voice every automation call carries (decision 043): the company's own
 * (`/admin/brand-voice`, its admins) and a named company's (operator staff).
 */
export async function brandVoiceRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { ctx } = fastify;

  app.get(
    '/admin/brand-voice',
    {
      schema: {
        tags,
        summary: "The current company's brand voice (admins)",
        response: { 200: brandVoiceSchema, ...errors },
      },
    },
    async (request) => {
      const tenant = requireTenant(request);
      authorize(requireUser(request), companySettingsPolicy.read, tenant);
      return tenant.brandVoice;
    },
  );

  app.put(
    '/admin/brand-voice',
    {
      schema: {
        tags,
        summary: "Replace the current company's brand voice (admins)",
        body: brandVoiceBodySchema,
        response: { 200: brandVoiceSchema, ...errors },
      },
    },
    async (request) => {
      const tenant = requireTenant(request);
      authorize(requireUser(request), companySettingsPolicy.save, tenant);
      const saved = await saveBrandVoice(ctx.db, tenant, request.body, auditContextOf(request));
      ctx.companies.forget(tenant.slug);
      return saved;
    },
  );

  app.get(
    '/admin/companies/:companyId/brand-voice',
    {
      schema: {
        tags,
        summary: "A company's brand voice (its admins, operator staff)",
        params: companyParamsSchema,
        response: { 200: brandVoiceSchema, ...errors },
      },
    },
    async (request) => {
      requireTenant(request);
      const actor = requireUser(request);
      const company = await findCompanyBySlug(ctx.db, request.params.companyId);
      authorize(actor, companySettingsPolicy.read, company);
      return company.brandVoice;
    },
  );

  app.put(
    '/admin/companies/:companyId/brand-voice',
    {
      schema: {
        tags,
        summary: "Replace a company's brand voice (its admins, operator staff)",
        params: companyParamsSchema,
        body: brandVoiceBodySchema,
        response: { 200: brandVoiceSchema, ...errors },
      },
    },
    async (request) => {
      requireTenant(request);
      const actor = requireUser(request);
      const company = await findCompanyBySlug(ctx.db, request.params.companyId);
      authorize(actor, companySettingsPolicy.save, company);
      const saved = await saveBrandVoice(ctx.db, company, request.body, auditContextOf(request));
      ctx.companies.forget(company.slug);
      return saved;
    },
  );
}
