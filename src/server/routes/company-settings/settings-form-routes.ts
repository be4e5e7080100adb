import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  companySettingsBodySchema,
  companySettingsSchema,
  type CompanySettingsBody,
} from '@core/api/company-settings.js';
import { companyParamsSchema, errorSchema } from '@core/api/common.js';
import type { AuthUser } from '../../auth/current-user.js';
import { requireUser } from '../../auth/guards.js';
import { auditContextOf } from '../../auth/audit-context.js';
import type { AppContext } from '../../context.js';
import { allows, authorize } from '../../policies/authorize.js';
import { companySettingsPolicy } from '../../policies/company-settings.js';
import { presentCompanySettings } from '../../presenters/company-settings.js';
import { updateCompanySettings } from '../../services/company-settings/update-company-settings.js';
import { requireTenant } from '../../tenancy/plugin.js';
import { findCompanyBySlug, type Company } from '../../tenancy/companies.js';

const errors = { 400: errorSchema, 401: errorSchema, 403: errorSchema, 404: errorSchema };
const tags = ['company-settings'];

const present = (company: Company, actor: AuthUser) =>
  presentCompanySettings(company, allows(actor, companySettingsPolicy.editPlan));

/** Saves after the plan check (the company itself is authorised by the caller). */
async function save(
  ctx: AppContext,
  request: FastifyRequest,
  company: Company,
  input: CompanySettingsBody,
) {
  const actor = request.user!;
  authorize(actor, companySettingsPolicy.savePlan, { company, plan: input.plan });
  const audit = auditContextOf(request);
  const saved = await updateCompanySettings(ctx.db, { company, input, audit });
  ctx.companies.forget(saved.slug);
  return present(saved, actor);
}

/**
 * Company settings: the tenant's own (`/admin/company-settings`; operator staff reach another
 * company through `?company=`) and a named company's (`/admin/companies/{companyId}/settings`).
 */
export async function settingsFormRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { ctx } = fastify;

  app.get(
    '/admin/company-settings',
    {
      schema: {
        tags,
        summary: "The current company's settings (admins)",
        response: { 200: companySettingsSchema, ...errors },
      },
    },
    async (request) => {
      const tenant = requireTenant(request);
      const actor = requireUser(request);
      authorize(actor, companySettingsPolicy.read, tenant);
      return present(tenant, actor);
    },
  );

  app.post(
    '/admin/company-settings',
    {
      schema: {
        tags,
        summary: "Save the current company's settings (admins)",
        body: companySettingsBodySchema,
        response: { 200: companySettingsSchema, ...errors },
      },
    },
    async (request) => {
      const tenant = requireTenant(request);
      const actor = requireUser(request);
      authorize(actor, companySettingsPolicy.save, tenant);
      return save(ctx, request, tenant, request.body);
    },
  );

  app.get(
    '/admin/companies/:companyId/settings',
    {
      schema: {
        tags,
        summary: "A company's settings (its admins, operator staff)",
        params: companyParamsSchema,
        response: { 200: companySettingsSchema, ...errors },
      },
    },
    async (request) => {
      requireTenant(request);
      const actor = requireUser(request);
      const company = await findCompanyBySlug(ctx.db, request.params.companyId);
      authorize(actor, companySettingsPolicy.read, company);
      return present(company, actor);
    },
  );

  app.post(
    '/admin/companies/:companyId/settings',
    {
      schema: {
        tags,
        summary: "Save a company's settings (its admins, operator staff)",
        params: companyParamsSchema,
        body: companySettingsBodySchema,
        response: { 200: companySettingsSchema, ...errors },
      },
    },
    async (request) => {
      requireTenant(request);
      const actor = requireUser(request);
      const company = await findCompanyBySlug(ctx.db, request.params.companyId);
      authorize(actor, companySettingsPolicy.save, company);
      return save(ctx, request, company, request.body);
    },
  );
}
