import type { FastifyInstance } from 'fastify';
import { adminCompaniesRoutes } from './admin-companies/admin-companies-routes.js';
import { adminUsersRoutes } from './admin-users/admin-users-routes.js';
import { auditLogRoutes } from './audit-log/audit-log-routes.js';
import { authRoutes } from './auth/auth-routes.js';
import { automationHealthRoutes } from './automation-health/automation-health-routes.js';
import { n8nWorkflowRoute } from './automations/n8n-workflow-route.js';
import { changePasswordRoute } from './auth/change-password-route.js';
import { twoFactorRoutes } from './auth/two-factor-routes.js';
import { emailLinkRoutes } from './auth/email-link-routes.js';
import { companySettingsRoutes } from './company-settings/company-settings-routes.js';
import { companyExportRoutes } from './company-exports/company-export-routes.js';
import { generateRoutes } from './generations/generate-routes.js';
import { generationsRoutes } from './generations/generations-routes.js';
import { historyRoutes } from './history/history-routes.js';
import { memoryRoutes } from './memory/memory-routes.js';
import { platformAdminRoutes } from './platform-admin/platform-admin-routes.js';
import { presetsRoutes } from './presets/presets-routes.js';
import { reportsRoutes } from './reports/reports-routes.js';
import { ssoRoutes } from './sso/sso-routes.js';
import { tenantRoutes } from './tenant/tenant-routes.js';
import { webhookRoutes } from './webhooks/webhook-routes.js';

/** Every API area registers here, under /api. */
export async function registerRoutes(app: FastifyInstance) {
  app.get('/health', { config: { public: true }, schema: { hide: true } }, async () => ({
    ok: true,
  }));
  await app.register(authRoutes);
  await app.register(changePasswordRoute);
  await app.register(twoFactorRoutes);
  await app.register(emailLinkRoutes);
  await app.register(tenantRoutes);
  await app.register(memoryRoutes);
  await app.register(adminUsersRoutes);
  await app.register(adminCompaniesRoutes);
  await app.register(companySettingsRoutes);
  await app.register(companyExportRoutes);
  await app.register(generateRoutes);
  await app.register(generationsRoutes);
  await app.register(historyRoutes);
  await app.register(presetsRoutes);
  await app.register(webhookRoutes);
  await app.register(n8nWorkflowRoute);
  await app.register(reportsRoutes);
  await app.register(platformAdminRoutes);
  await app.register(automationHealthRoutes);
  await app.register(ssoRoutes);
  await app.register(auditLogRoutes);
}
