import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { errorSchema, idParamsSchema } from '@core/api/common.js';
import {
  PUBLICATION_NOT_FOUND,
  publicationSchema,
  rescheduleSchema,
} from '@core/api/publishing.js';
import { presentPublication } from '../../services/publishing/list-publications.js';
import {
  cancelPublication,
  reschedule,
  retryPublication,
} from '../../services/publishing/publish.js';
import { historyViewer } from '../history/history-owner.js';
import { publicationCallbackRoute } from './publication-callback-route.js';
import { publishRoutes } from './publish-routes.js';

const publicationParams = idParamsSchema(PUBLICATION_NOT_FOUND);
const errors = { 400: errorSchema, 401: errorSchema, 403: errorSchema, 404: errorSchema };
const changeErrors = { ...errors, 409: errorSchema };

/** Publishing an item's text to a destination, now or at a set time (docs/product.md#publishing). */
export async function publicationRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { ctx } = fastify;
  await app.register(publishRoutes, { tags: ['publishing'] });

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
