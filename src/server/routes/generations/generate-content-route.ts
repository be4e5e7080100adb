import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { errorSchema } from '@core/api/common.js';
import { generateBodySchema, generateResponseSchema } from '@core/api/generate.js';
import { requireUser } from '../../auth/guards.js';
import { generateContent } from '../../services/generations/generate-content.js';
import { requireTenant } from '../../tenancy/plugin.js';
import { generateErrorResponses } from './error-responses.js';
import { jobOptions } from './job-options.js';

export async function generateContentRoute(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { ctx } = fastify;

  app.post(
    '/generate',
    {
      schema: {
        tags: ['generate'],
        summary: "Generate content (or leads) with one of the company's assistants",
        description:
          "Validates `formData` with the assistant's form schema, applies its submit " +
          "transformation and calls the assistant's automation webhook once. Answers `{content}` " +
          'or, for the lead generator, `{summary, leads}`, with the id of the saved history item.',
        body: generateBodySchema,
        response: { 200: generateResponseSchema, ...generateErrorResponses(errorSchema) },
      },
    },
    async (request) => {
      const company = requireTenant(request);
      const user = requireUser(request);
      return generateContent(ctx, { company, user }, request.body, jobOptions(request));
    },
  );
}
