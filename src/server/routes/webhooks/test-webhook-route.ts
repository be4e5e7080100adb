import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { errorSchema } from '@core/api/common.js';
import { webhookTestBodySchema, webhookTestResultSchema } from '@core/api/webhooks.js';
import { testWebhook } from '../../services/webhook-settings/test-webhook.js';
import { requireUser } from '../../auth/guards.js';
import { authorize } from '../../policies/authorize.js';
import { webhookPolicy } from '../../policies/webhooks.js';
import { requireTenant } from '../../tenancy/plugin.js';
import { namedCompanyOrTenant } from './named-company.js';

export async function testWebhookRoute(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { ctx } = fastify;

  app.post(
    '/webhooks/test',
    {
      // Each test makes an outgoing call: a tighter ceiling than the API's general one.
      config: { rateLimit: { max: 30, timeWindow: '1 minute' } },
      schema: {
        tags: ['webhooks'],
        summary: "Test an assistant's webhook with a sample payload (admins)",
        description:
          'POSTs `{action:"test", assistantType, sessionId:"webhook-test", company, user}` ' +
          'through the guarded client to `webhookUrl`, or else to the effective URL of the ' +
          'company (`companyId`, default: the current company; the platform tenant tests its ' +
          'defaults). Reports reachability, status, latency, whether the answer is understood, ' +
          'and the problem when not.',
        body: webhookTestBodySchema,
        response: {
          200: webhookTestResultSchema,
          400: errorSchema,
          401: errorSchema,
          403: errorSchema,
          404: errorSchema,
          429: errorSchema,
        },
      },
    },
    async (request) => {
      const tenant = requireTenant(request);
      const user = requireUser(request);
      const company = await namedCompanyOrTenant(ctx.db, tenant, request.body.companyId);
      authorize(user, webhookPolicy.test, company);
      return testWebhook(ctx, ctx.automationClient, {
        company,
        user,
        assistantType: request.body.assistantType,
        webhookUrl: request.body.webhookUrl,
        apiKey: request.body.apiKey,
        requestId: request.id,
      });
    },
  );
}
