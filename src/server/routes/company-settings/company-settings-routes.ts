import type { FastifyInstance } from 'fastify';
import { assistantAccessRoutes } from './assistant-access-routes.js';
import { brandVoiceRoutes } from './brand-voice-routes.js';
import { settingsFormRoutes } from './settings-form-routes.js';

/** Company settings, branding, customisation, plan, assistant access and brand voice. */
export async function companySettingsRoutes(app: FastifyInstance) {
  await app.register(settingsFormRoutes);
  await app.register(assistantAccessRoutes);
  await app.register(brandVoiceRoutes);
}
