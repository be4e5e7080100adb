import type { FastifyInstance } from 'fastify';
import { companyWebhooksRoutes } from './company-webhooks-routes.js';
import { tenantWebhooksRoutes } from './tenant-webhooks-routes.js';
import { testWebhookRoute } from './test-webhook-route.js';

/** /api/settings, /api/company-webhooks/{companyId}[/copy-defaults] and /api/webhooks/test. */
export async function webhookRoutes(app: FastifyInstance) {
  await app.register(tenantWebhooksRoutes);
  await app.register(companyWebhooksRoutes);
  await app.register(testWebhookRoute);
}
