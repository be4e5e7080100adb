import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { errorSchema } from '@core/api/common.js';
import { contentResponseSchema, reviseBodySchema } from '@core/api/generate.js';
import { requireUser } from '../../auth/guards.js';
import { reviseContent } from '../../services/generations/revise-content.js';
import { requireTenant } from '../../tenancy/plugin.js';
import { generateErrorResponses } from './error-responses.js';
import { jobOptions } from './job-options.js';

export async function reviseRoute(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { ctx } = fastify;

  app.post(
    '/revise',
    {
      schema: {
        tags: ['generate'],
        summary: 'Revise generated content with a revision request',
        description:
          "Sends the original content, its form values and the request to the assistant's " +
          'automation (`action: "revise"`); the revision is saved as a new history item.',
        body: reviseBodySchema,
        response: { 200: contentResponseSchema, ...generateErrorResponses(errorSchema) },
      },
    },
    async (request) => {
      const company = requireTenant(request);
      const user = requireUser(request);
      return reviseContent(ctx, { company, user }, request.body, jobOptions(request));
    },
  );
}
