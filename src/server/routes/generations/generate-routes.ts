import type { FastifyInstance } from 'fastify';
import { generateContentRoute } from './generate-content-route.js';
import { reviseRoute } from './revise-route.js';

/** POST /api/generate and POST /api/revise. */
export async function generateRoutes(app: FastifyInstance) {
  await app.register(generateContentRoute);
  await app.register(reviseRoute);
}
