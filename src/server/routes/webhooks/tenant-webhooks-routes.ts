import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { errorSchema } from '@core/api/common.js';
import {
  webhookSettingsInputSchema,
  webhookSettingsSchema,
  webhookSettingsViewSchema,
} from '@core/api/webhooks.js';
import { requireUser } from '../../auth/guards.js';
import { auditContextOf } from '../../auth/audit-context.js';
import { allows, authorize } from '../../policies/authorize.js';
import { webhookPolicy } from '../../policies/webhooks.js';
import { presentWebhookSummaries } from '../../presenters/webhook-settings.js';
import { saveWebhookSettings } from '../../services/webhook-settings/save-webhook-settings.js';
import { loadStoredWebhooks } from '../../services/webhook-settings/stored-webhooks.js';
import { requireTenant } from '../../tenancy/plugin.js';
import { presentStoredWebhooks } from './present-webhooks.js';

const errors = { 401: errorSchema, 403: errorSchema, 404: errorSchema };

/** The current tenant's webhooks: a company's own, or in the platform tenant the defaults. */
export async function tenantWebhooksRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { ctx } = fastify;

  app.get(
    '/settings',
    {
      schema: {
        tags: ['webhooks'],
        summary: "The current company's webhook settings (platform tenant: the defaults)",
        description:
          'Admins: every assistant with `webhookUrl` and `apiKey` (a mask, or empty). Other ' +
          "members: every assistant with `webhookHost` (the URL's host only, or empty) and " +
          '`apiKeySet`, since a webhook URL lets whoever holds it run the workflow.',
        response: { 200: webhookSettingsViewSchema, ...errors },
      },
    },
    async (request) => {
      const tenant = requireTenant(request);
      const user = requireUser(request);
      const stored = await loadStoredWebhooks(ctx.db, tenant.id);
      if (!allows(user, webhookPolicy.readFull, tenant)) return presentWebhookSummaries(stored);
      return presentStoredWebhooks(ctx, stored);
    },
  );

  app.post(
    '/settings',
    {
      schema: {
        tags: ['webhooks'],
        summary: "Save the current company's webhook settings (admins)",
        description:
          'Keyed by assistant; assistants left out stay unchanged. `apiKey`: a new key, "" to ' +
          'remove it, or the unchanged mask to keep the stored one. Answers the saved settings.',
        body: webhookSettingsInputSchema,
        response: { 200: webhookSettingsSchema, 400: errorSchema, ...errors },
      },
    },
    async (request) => {
      const tenant = requireTenant(request);
      const user = requireUser(request);
      authorize(user, webhookPolicy.save, tenant);
      const saved = await saveWebhookSettings(ctx, {
        company: tenant,
        settings: request.body,
        audit: auditContextOf(request),
      });
      ctx.companies.forgetWebhooks(tenant.slug);
      return presentStoredWebhooks(ctx, saved);
    },
  );
}
