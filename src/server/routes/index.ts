import type { FastifyInstance } from 'fastify';
import { adminCompaniesRoutes } from './admin-companies/admin-companies-routes.js';
import { adminUsersRoutes } from './admin-users/admin-users-routes.js';
import { apiTokenRoutes } from './api-tokens/api-token-routes.js';
import { eventEndpointRoutes } from './events/event-endpoint-routes.js';
import { knowledgeRoutes } from './knowledge/knowledge-routes.js';
import { auditLogRoutes } from './audit-log/audit-log-routes.js';
import { automationHealthRoutes } from './automation-health/automation-health-routes.js';
import { n8nWorkflowRoute } from './automations/n8n-workflow-route.js';
import { companySettingsRoutes } from './company-settings/company-settings-routes.js';
import { companyExportRoutes } from './company-exports/company-export-routes.js';
import { generateRoutes } from './generations/generate-routes.js';
import { generationsRoutes } from './generations/generations-routes.js';
import { historyRoutes } from './history/history-routes.js';
import { identityRoutes } from './identity/identity-routes.js';
import { memoryRoutes } from './memory/memory-routes.js';
import { notificationsRoutes } from './notifications/notifications-routes.js';
import { modelConnectionRoutes } from './model-connections/model-connection-routes.js';
import { platformAdminRoutes } from './platform-admin/platform-admin-routes.js';
import { presetsRoutes } from './presets/presets-routes.js';
import { calendarFeedRoutes } from './publishing/calendar-feed-routes.js';
import { destinationRoutes } from './publishing/destination-routes.js';
import { reportsRoutes } from './reports/reports-routes.js';
import { reviewRoutes } from './reviews/review-routes.js';
import { publicationRoutes } from './publishing/publication-routes.js';
import { destinationChoicesRoute } from './publishing/destination-choices-route.js';
import { tenantRoutes } from './tenant/tenant-routes.js';
import { webhookRoutes } from './webhooks/webhook-routes.js';
import { publicApiRoutes } from './public-api/public-api.js';
import type { TokenRateLimit } from '../http/token-rate-limit.js';

/** Every API area registers here, under /api. */
export async function registerRoutes(
  app: FastifyInstance,
  opts: { tokenRateLimit: TokenRateLimit },
) {
  app.get('/health', { config: { public: true }, schema: { hide: true } }, async () => ({
    ok: true,
  }));
  await app.register(identityRoutes);
  await app.register(apiTokenRoutes);
  await app.register(eventEndpointRoutes);
  await app.register(knowledgeRoutes);
  await app.register(publicApiRoutes, { prefix: '/v1', rateLimit: opts.tokenRateLimit });
  await app.register(tenantRoutes);
  await app.register(memoryRoutes);
  await app.register(adminUsersRoutes);
  await app.register(adminCompaniesRoutes);
  await app.register(companySettingsRoutes);
  await app.register(companyExportRoutes);
  await app.register(generateRoutes);
  await app.register(generationsRoutes);
  await app.register(historyRoutes);
  await app.register(reviewRoutes);
  await app.register(publicationRoutes);
  await app.register(presetsRoutes);
  await app.register(webhookRoutes);
  await app.register(destinationRoutes);
  await app.register(calendarFeedRoutes);
  await app.register(destinationChoicesRoute);
  await app.register(modelConnectionRoutes);
  await app.register(n8nWorkflowRoute);
  await app.register(reportsRoutes);
  await app.register(platformAdminRoutes);
  await app.register(automationHealthRoutes);
  await app.register(auditLogRoutes);
  await app.register(notificationsRoutes);
}
