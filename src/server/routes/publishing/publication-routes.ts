import type { FastifyInstance } from 'fastify';
import { idempotencyKeyOf } from '../../http/idempotency-key.js';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorSchema, idParamsSchema } from '@core/api/common.js';
import { historyConflictSchema } from '@core/api/history.js';
import {
  PUBLICATION_NOT_FOUND,
  publicationPageSchema,
  publicationQuerySchema,
  publicationSchema,
  publishSchema,
  rescheduleSchema,
} from '@core/api/publishing.js';
import { HISTORY_ITEM_NOT_FOUND } from '../../services/history/history-scope.js';
import {
  listPublications,
  presentPublication,
} from '../../services/publishing/list-publications.js';
import {
  cancelPublication,
  createPublication,
  reschedule,
  retryPublication,
} from '../../services/publishing/publish.js';
import { historyViewer } from '../history/history-owner.js';
import { presentItem } from '../history/present-items.js';
import { conflict } from '../../services/domain-error.js';
import { conflictWithItem } from '../../services/history/versions.js';
import { publicationCallbackRoute } from './publication-callback-route.js';

const historyIdParams = idParamsSchema(HISTORY_ITEM_NOT_FOUND);
const publicationParams = idParamsSchema(PUBLICATION_NOT_FOUND);
const errors = { 400: errorSchema, 401: errorSchema, 403: errorSchema, 404: errorSchema };
const changeErrors = { ...errors, 409: errorSchema };

/** Publishing an item's text to a destination, now or at a set time (docs/product.md#publishing). */
export async function publicationRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { ctx } = fastify;

  app.post(
    '/history/:id/publications',
    {
      schema: {
        tags: ['publishing'],
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
      schema: {
        tags: ['publishing'],
        summary: 'Publications of the items the caller can see, by time (the calendar)',
        querystring: publicationQuerySchema,
        response: { 200: publicationPageSchema, ...errors },
      },
    },
    async (request) => listPublications(ctx.db, historyViewer(request), request.query),
  );

  app.patch(
    '/publications/:id',
    {
      schema: {
        tags: ['publishing'],
        summary: 'Moves a scheduled publication to another time',
        params: publicationParams,
        body: rescheduleSchema,
        response: { 200: publicationSchema, ...changeErrors },
      },
    },
    async (request) =>
      presentPublication(
        ctx.db,
        await reschedule(ctx.db, historyViewer(request), request.params.id, request.body.publishAt),
      ),
  );

  app.delete(
    '/publications/:id',
    {
      schema: {
        tags: ['publishing'],
        summary: 'Cancels a scheduled publication',
        params: publicationParams,
        response: { 200: publicationSchema, ...changeErrors },
      },
    },
    async (request) =>
      presentPublication(
        ctx.db,
        await cancelPublication(ctx.db, historyViewer(request), request.params.id),
      ),
  );

  app.post(
    '/publications/:id/retry',
    {
      schema: {
        tags: ['publishing'],
        summary: 'Sends a failed publication again',
        params: publicationParams,
        response: { 200: publicationSchema, ...changeErrors },
      },
    },
    async (request) => {
      const row = await retryPublication(ctx.db, historyViewer(request), request.params.id);
      void ctx.publisher.tick();
      return presentPublication(ctx.db, row);
    },
  );

  await app.register(publicationCallbackRoute);
}
