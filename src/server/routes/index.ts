import type { FastifyInstance } from 'fastify';
import { authRoutes } from './auth/auth-routes.js';
import { changePasswordRoute } from './auth/change-password-route.js';
import { memoryRoutes } from './memory/memory-routes.js';
import { tenantRoutes } from './tenant/tenant-routes.js';

/** Every API area registers here, under /api. */
export async function registerRoutes(app: FastifyInstance) {
  app.get('/health', { schema: { hide: true } }, async () => ({ ok: true }));
  await app.register(authRoutes);
  await app.register(changePasswordRoute);
  await app.register(tenantRoutes);
  await app.register(memoryRoutes);
}
