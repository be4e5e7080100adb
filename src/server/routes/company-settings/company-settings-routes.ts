import type { FastifyInstance } from 'fastify';
import { assistantAccessRoutes } from './assistant-access-routes.js';
import { settingsFormRoutes } from './settings-form-routes.js';

/** Company settings, branding, customisation, plan and assistant access. */
export async function companySettingsRoutes(app: FastifyInstance) {
  await app.register(settingsFormRoutes);
  await app.register(assistantAccessRoutes);
}
