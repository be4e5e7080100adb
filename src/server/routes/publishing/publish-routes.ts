import type { FastifyContextConfig, FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { ApiScope } from '@core/api/api-tokens.js';
import { errorSchema, idParamsSchema } from '@core/api/common.js';
import { historyConflictSchema } from '@core/api/history.js';
import {
  publicationPageSchema,
  publicationQuerySchema,
  publicationSchema,
  publishSchema,
} from '@core/api/publishing.js';
import { idempotencyKeyOf } from '../../http/idempotency-key.js';
import { conflict } from '../../services/domain-error.js';
import { HISTORY_ITEM_NOT_FOUND } from '../../services/history/history-scope.js';
import { conflictWithItem } from '../../services/history/versions.js';
import {
  listPublications,
  presentPublication,
} from '../../services/publishing/list-publications.js';
import { createPublication } from '../../services/publishing/publish.js';
import { historyViewer } from '../history/history-owner.js';
import { presentItem } from '../history/present-items.js';

const historyIdParams = idParamsSchema(HISTORY_ITEM_NOT_FOUND);
const errors = { 400: errorSchema, 401: errorSchema, 403: errorSchema, 404: errorSchema };

/**
 * Publishing an item and listing the publications: the app's routes, and the public API's
 * (token scope `publications`).
 */
export async function publishRoutes(
  fastify: FastifyInstance,
  opts: { tags: string[]; scope?: ApiScope },
) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { ctx } = fastify;
  const config: FastifyContextConfig = { apiScope: opts.scope };

  app.post(
    '/history/:id/publications',
    {
      config,
      schema: {
        tags: opts.tags,
        summary: "Publishes an item's current version to a destination, now or at publishAt",
        description:
          "The item's author or a company admin. `publishAt` (ISO 8601 with an offset, in the " +
          'future, at most a year ahead) schedules it. With the company setting "requireApproval", ' +
          'a text that is not approved in its current version answers 409. `Idempotency-Key` ' +
          'answers the publication the same key made before.',
        params: historyIdParams,
        body: publishSchema,
        headers: z.object({ 'idempotency-key': z.string().optional() }).passthrough(),
        response: {
          200: publicationSchema,
          201: publicationSchema,
          ...errors,
          409: z.union([historyConflictSchema, errorSchema]),
        },
      },
    },
    async (request, reply) => {
      const idempotencyKey = idempotencyKeyOf(request.headers['idempotency-key']);
      const viewer = historyViewer(request);
      let made: Awaited<ReturnType<typeof createPublication>>;
      try {
        made = await createPublication(ctx.db, viewer, request.params.id, request.body, {
          idempotencyKey,
        });
      } catch (err) {
        // A stale baseVersion answers 409 with the item as it is now.
        const stale = conflictWithItem(err);
        if (!stale) throw err;
        throw conflict(stale.message, { item: await presentItem(ctx.db, stale.item) });
      }
      const { row, created } = made;
      if (created) void ctx.publisher.tick();
      reply.code(created ? 201 : 200);
      return presentPublication(ctx.db, row);
    },
  );

  app.get(
    '/publications',
    {
      config,
      schema: {
        tags: opts.tags,
        summary: 'Publications of the items the caller can see, by time (the calendar)',
        querystring: publicationQuerySchema,
        response: { 200: publicationPageSchema, ...errors },
      },
    },
    async (request) => listPublications(ctx.db, historyViewer(request), request.query),
  );
}
