import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  companyParamSchema,
  companySettingsBodySchema,
  companySettingsSchema,
} from '../../../core/api/company-settings.js';
import { errorSchema } from '../../../core/api/common.js';
import { requireUser } from '../../auth/guards.js';
import {
  findManagedCompany,
  requireManagedTenant,
} from '../../services/company-settings/managed-company.js';
import { presentCompanySettings } from '../../services/company-settings/present-company-settings.js';
import { updateCompanySettings } from '../../services/company-settings/update-company-settings.js';
import { requireTenant } from '../../tenancy/plugin.js';

const errors = { 400: errorSchema, 401: errorSchema, 403: errorSchema, 404: errorSchema };
const tags = ['company-settings'];

/**
 * Company settings: the tenant's own (`/admin/company-settings`; operator staff reach another
 * company through `?company=`) and a named company's (`/admin/companies/{companyId}/settings`).
 */
export async function settingsRoutes(fastify: FastifyInstance) {
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
      return presentCompanySettings(requireManagedTenant(actor, tenant), actor);
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
      const company = requireManagedTenant(actor, tenant);
      const saved = await updateCompanySettings(ctx.db, { actor, company, input: request.body });
      ctx.companies.forget(saved.companyId);
      return presentCompanySettings(saved, actor);
    },
  );

  app.get(
    '/admin/companies/:companyId/settings',
    {
      schema: {
        tags,
        summary: "A company's settings (its admins, operator staff)",
        params: companyParamSchema,
        response: { 200: companySettingsSchema, ...errors },
      },
    },
    async (request) => {
      requireTenant(request);
      const actor = requireUser(request);
      const company = await findManagedCompany(ctx.db, actor, request.params.companyId);
      return presentCompanySettings(company, actor);
    },
  );

  app.post(
    '/admin/companies/:companyId/settings',
    {
      schema: {
        tags,
        summary: "Save a company's settings (its admins, operator staff)",
        params: companyParamSchema,
        body: companySettingsBodySchema,
        response: { 200: companySettingsSchema, ...errors },
      },
    },
    async (request) => {
      requireTenant(request);
      const actor = requireUser(request);
      const company = await findManagedCompany(ctx.db, actor, request.params.companyId);
      const saved = await updateCompanySettings(ctx.db, { actor, company, input: request.body });
      ctx.companies.forget(saved.companyId);
      return presentCompanySettings(saved, actor);
    },
  );
}
