import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { errorSchema, okSchema } from '@core/api/common.js';
import { clearMemoryBodySchema } from '@core/api/memory.js';
import { requireUser } from '../../auth/guards.js';
import { requireTenant } from '../../tenancy/plugin.js';

export async function memoryRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { ctx } = fastify;

  app.post(
    '/memory/clear',
    {
      schema: {
        tags: ['memory'],
        summary: 'Clear Memory: the client starts a new session ID; the event is recorded',
        body: clearMemoryBodySchema,
        response: { 200: okSchema, 400: errorSchema, 401: errorSchema, 404: errorSchema },
      },
    },
    async (request) => {
      const tenant = requireTenant(request);
      const user = requireUser(request);
      ctx.activity.record({
        companyId: tenant.id,
        userId: user.id,
        username: user.username,
        action: 'memory_cleared',
        details: { sessionId: request.body.sessionId },
      });
      return { success: true as const };
    },
  );
}
