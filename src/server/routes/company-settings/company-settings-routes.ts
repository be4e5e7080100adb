import type { FastifyInstance } from 'fastify';
import { botAccessRoutes } from './bot-access-routes.js';
import { settingsRoutes } from './settings-routes.js';

/** Company settings, branding, customisation, plan and assistant access. */
export async function companySettingsRoutes(app: FastifyInstance) {
  await app.register(settingsRoutes);
  await app.register(botAccessRoutes);
}
