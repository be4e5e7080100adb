import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { getAssistant } from '@core/assistants/catalogue.js';
import { requireUser } from '../../auth/guards.js';
import { enabledAssistants } from '../../services/assistant-access.js';
import { requireTenant } from '../../tenancy/plugin.js';

const v1AssistantSchema = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  /** `text`, or `leads` for the lead generator. */
  output: z.string(),
  /** The form `formData` must match, as JSON Schema (draft 2020-12). */
  formSchema: z.record(z.string(), z.unknown()),
});

/** Each form's JSON Schema, worked out once from the zod forms the app validates with. */
const formSchemas = new Map<string, Record<string, unknown>>();
function formSchemaOf(id: Parameters<typeof getAssistant>[0]) {
  let schema = formSchemas.get(id);
  if (!schema) {
    schema = z.toJSONSchema(getAssistant(id).schema as unknown as z.ZodType, {
      unrepresentable: 'any',
      io: 'input',
    }) as Record<string, unknown>;
    formSchemas.set(id, schema);
  }
  return schema;
}

/** `GET /api/v1/assistants`: what the token's user may generate with, and each one's form. */
export async function v1AssistantRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { ctx } = fastify;

  app.get(
    '/assistants',
    {
      schema: {
        tags: ['v1'],
        summary: "The assistants the token's user may use, each with its form as JSON Schema",
        response: { 200: z.object({ items: z.array(v1AssistantSchema) }) },
      },
    },
    async (request) => {
      requireUser(request);
      const company = requireTenant(request);
      const ids = await enabledAssistants(ctx, { company, all: false });
      return {
        items: ids.map((id) => {
          const assistant = getAssistant(id);
          return {
            id,
            name: assistant.displayName,
            description: assistant.defaultDescription,
            output: assistant.output,
            formSchema: formSchemaOf(id),
          };
        }),
      };
    },
  );
}
