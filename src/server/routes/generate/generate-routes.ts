import type { FastifyInstance } from 'fastify';
import { generateRoute } from './generate-route.js';
import { reviseRoute } from './revise-route.js';

/** POST /api/generate and POST /api/revise. */
export async function generateRoutes(app: FastifyInstance) {
  await app.register(generateRoute);
  await app.register(reviseRoute);
}
