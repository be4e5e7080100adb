import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { errorSchema } from '@core/api/common.js';
import { botAccessResponseSchema, tenantInfoSchema } from '@core/api/tenant.js';
import { requireUser } from '../../auth/guards.js';
import { presentTenant } from '../../presenters/tenant.js';
import { assistantPolicy } from '../../policies/assistants.js';
import { allows } from '../../policies/authorize.js';
import { enabledAssistants } from '../../services/assistant-access.js';
import { requireTenant } from '../../tenancy/plugin.js';

export async function tenantRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { ctx } = fastify;

  app.get(
    '/tenant/info',
    {
      config: { public: true },
      schema: {
        tags: ['tenant'],
        summary: "The current company's public branding",
        response: { 200: tenantInfoSchema, 400: errorSchema, 404: errorSchema },
      },
    },
    async (request) => presentTenant(requireTenant(request), { passwordReset: ctx.mail.enabled }),
  );

  app.get(
    '/user-bot-access',
    {
      schema: {
        tags: ['tenant'],
        summary: 'Assistants the signed-in user may use in this company',
        response: { 200: botAccessResponseSchema, 401: errorSchema, 404: errorSchema },
      },
    },
    async (request) => {
      const tenant = requireTenant(request);
      const user = requireUser(request);
      const enabledBots = await enabledAssistants(ctx, {
        company: tenant,
        all: allows(user, assistantPolicy.listAll, tenant),
      });
      return { enabledBots };
    },
  );
}
