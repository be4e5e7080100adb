import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { errorSchema } from '@core/api/common.js';
import { destinationChoicesSchema } from '@core/api/publishing.js';
import { isAssistantId } from '@core/assistants/ids.js';
import { requireUser } from '../../auth/guards.js';
import { listDestinations } from '../../services/publishing/destinations.js';
import { requireTenant } from '../../tenancy/plugin.js';

/**
 * `GET /api/destinations`: the current company's enabled destinations, for the Publish dialog of
 * any signed-in member (the admin list, with URLs and keys, stays admin-only).
 */
export async function destinationChoicesRoute(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { ctx } = fastify;

  app.get(
    '/destinations',
    {
      schema: {
        tags: ['publishing'],
        summary: "The current company's enabled destinations, to publish to",
        response: { 200: destinationChoicesSchema, 401: errorSchema, 404: errorSchema },
      },
    },
    async (request) => {
      requireUser(request);
      const company = requireTenant(request);
      const rows = await listDestinations(ctx.db, company.id);
      return {
        destinations: rows
          .filter((row) => row.enabled)
          .map((row) => ({
            id: row.id,
            name: row.name,
            assistantTypes: row.assistantTypes.filter(isAssistantId),
            enabled: row.enabled,
          })),
      };
    },
  );
}
