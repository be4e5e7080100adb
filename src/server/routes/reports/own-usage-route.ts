import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ownUsageQuerySchema, ownUsageSchema } from '@core/api/reports.js';
import { requireUser } from '../../auth/guards.js';
import { getOwnUsage } from '../../services/reports/own-usage.js';
import { requireTenant } from '../../tenancy/plugin.js';
import { reportErrors } from './report-errors.js';

/**
 * GET /api/reports/me: any signed-in user's own usage (docs/decisions/013). The user comes from
 * the session only; no parameter names another user or company (`?company=`, ids are ignored).
 */
export async function ownUsageRoute(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db } = fastify.ctx;

  app.get(
    '/reports/me',
    {
      schema: {
        tags: ['reports'],
        summary: "The caller's own generations by assistant and day, favourites, last sign-ins",
        querystring: ownUsageQuerySchema,
        response: { 200: ownUsageSchema, ...reportErrors },
      },
    },
    async (request, reply) => {
      requireTenant(request);
      const user = requireUser(request);
      const usage = await getOwnUsage(db, {
        userId: user.id,
        username: user.username,
        days: request.query.days,
      });
      return reply.header('cache-control', 'no-store').send(usage);
    },
  );
}
