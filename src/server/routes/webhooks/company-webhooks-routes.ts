import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { companyParamsSchema, errorSchema } from '@core/api/common.js';
import { webhookSettingsInputSchema, webhookSettingsSchema } from '@core/api/webhooks.js';
import { requireUser } from '../../auth/guards.js';
import { auditContextOf } from '../../auth/audit-context.js';
import { authorize } from '../../policies/authorize.js';
import { webhookPolicy } from '../../policies/webhooks.js';
import { copyPlatformDefaults } from '../../services/webhook-settings/copy-platform-defaults.js';
import { saveWebhookSettings } from '../../services/webhook-settings/save-webhook-settings.js';
import { loadStoredWebhooks } from '../../services/webhook-settings/stored-webhooks.js';
import { requireTenant } from '../../tenancy/plugin.js';
import { findCompanyBySlug } from '../../tenancy/companies.js';
import { presentStoredWebhooks } from './present-webhooks.js';

const errors = { 401: errorSchema, 403: errorSchema, 404: errorSchema };

/** A given company's webhooks: its own admins, or operator staff for any company. */
export async function companyWebhooksRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { ctx } = fastify;

  app.get(
    '/company-webhooks/:companyId',
    {
      schema: {
        tags: ['webhooks'],
        summary: "A company's own webhook settings (its admins, operator staff)",
        params: companyParamsSchema,
        response: { 200: webhookSettingsSchema, 400: errorSchema, ...errors },
      },
    },
    async (request) => {
      requireTenant(request);
      const actor = requireUser(request);
      const company = await findCompanyBySlug(ctx.db, request.params.companyId);
      authorize(actor, webhookPolicy.readFull, company);
      return presentStoredWebhooks(ctx, await loadStoredWebhooks(ctx.db, company.id));
    },
  );

  app.post(
    '/company-webhooks/:companyId',
    {
      schema: {
        tags: ['webhooks'],
        summary: "Save a company's webhook settings (its admins, operator staff)",
        description: 'Same body and rules as POST /api/settings. Answers the saved settings.',
        params: companyParamsSchema,
        body: webhookSettingsInputSchema,
        response: { 200: webhookSettingsSchema, 400: errorSchema, ...errors },
      },
    },
    async (request) => {
      requireTenant(request);
      const actor = requireUser(request);
      const company = await findCompanyBySlug(ctx.db, request.params.companyId);
      authorize(actor, webhookPolicy.save, company);
      const saved = await saveWebhookSettings(ctx, {
        company: company,
        settings: request.body,
        audit: auditContextOf(request),
      });
      ctx.companies.forgetWebhooks(company.slug);
      return presentStoredWebhooks(ctx, saved);
    },
  );

  app.post(
    '/company-webhooks/:companyId/copy-defaults',
    {
      schema: {
        tags: ['webhooks'],
        summary: "Replace a company's webhooks with the platform defaults",
        params: companyParamsSchema,
        response: { 200: webhookSettingsSchema, 400: errorSchema, ...errors },
      },
    },
    async (request) => {
      requireTenant(request);
      const actor = requireUser(request);
      const company = await findCompanyBySlug(ctx.db, request.params.companyId);
      authorize(actor, webhookPolicy.copyDefaults, company);
      const copied = await copyPlatformDefaults(ctx, company, auditContextOf(request));
      ctx.companies.forgetWebhooks(company.slug);
      return presentStoredWebhooks(ctx, copied);
    },
  );
}
