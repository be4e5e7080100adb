import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { errorSchema, idParamsSchema, okSchema } from '@core/api/common.js';
import {
  createPresetBodySchema,
  presetListSchema,
  presetQuerySchema,
  presetSchema,
} from '@core/api/presets.js';
import { requireUser } from '../../auth/guards.js';
import { auditContextOf } from '../../auth/audit-context.js';
import { authorize } from '../../policies/authorize.js';
import { PRESET_NOT_FOUND, presetPolicy } from '../../policies/presets.js';
import { presentPreset } from '../../presenters/preset.js';
import { createPreset } from '../../services/presets/create-preset.js';
import { deletePreset, findPresetToDelete } from '../../services/presets/delete-preset.js';
import { listPresets } from '../../services/presets/list-presets.js';
import { requireTenant } from '../../tenancy/plugin.js';

const errors = { 400: errorSchema, 401: errorSchema, 403: errorSchema };

/** Saved form inputs of the assistants, own and shared (docs/product.md#presets). */
export async function presetsRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { ctx } = fastify;

  app.get(
    '/presets',
    {
      schema: {
        tags: ['presets'],
        summary: "An assistant's presets: the signed-in user's own and the company's shared ones",
        description:
          'Sorted by name (whatever its case). `createdBy` is the user who saved the preset, ' +
          '`{id, username}`; `shared` ones are shown to every user of the company.',
        querystring: presetQuerySchema,
        response: { 200: presetListSchema, ...errors },
      },
    },
    async (request) => {
      const company = requireTenant(request);
      const user = requireUser(request);
      const viewer = { companyId: company.id, userId: user.id };
      const rows = await listPresets(ctx.db, {
        viewer,
        assistantType: request.query.assistantType,
      });
      return {
        presets: rows.map(({ preset, username }) =>
          presentPreset(preset, { id: preset.userId, username }),
        ),
      };
    },
  );

  app.post(
    '/presets',
    {
      schema: {
        tags: ['presets'],
        summary: "Saves form inputs under a name, the user's own or (admins) shared",
        description:
          "`formData` is checked by the assistant's form rules as `POST /api/generate` checks " +
          "it (400 naming the field). The name is 1-80 characters, unique among the user's " +
          'presets of the assistant whatever its case (409). Only admins set `shared` (403); ' +
          'the assistant must be enabled for the company (403).',
        body: createPresetBodySchema,
        response: { 201: presetSchema, ...errors, 409: errorSchema },
      },
    },
    async (request, reply) => {
      const company = requireTenant(request);
      const user = requireUser(request);
      if (request.body.shared) authorize(user, presetPolicy.share);
      const audit = auditContextOf(request);
      const preset = await createPreset(ctx.db, { company, user, body: request.body, audit });
      return reply.code(201).send(presentPreset(preset, { id: user.id, username: user.username }));
    },
  );

  app.delete(
    '/presets/:id',
    {
      schema: {
        tags: ['presets'],
        summary: 'Deletes a preset: its owner, or an admin a shared one',
        description:
          "Another user's private preset and any other company's answer 404, as an unknown id " +
          'does; a shared preset of another user, for a caller who is no admin, 403.',
        params: idParamsSchema(PRESET_NOT_FOUND),
        response: { 200: okSchema, ...errors, 404: errorSchema },
      },
    },
    async (request) => {
      const company = requireTenant(request);
      const user = requireUser(request);
      const preset = await findPresetToDelete(ctx.db, {
        companyId: company.id,
        id: request.params.id,
      });
      authorize(user, presetPolicy.delete, preset);
      await deletePreset(ctx.db, { company, preset, audit: auditContextOf(request) });
      return { success: true as const };
    },
  );
}
