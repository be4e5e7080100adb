import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorSchema, idParamsSchema } from '@core/api/common.js';
import { historyItemSchema } from '@core/api/history.js';
import {
  personSchema,
  reviewInboxPageSchema,
  reviewInboxQuerySchema,
  timelineSchema,
  visibilitySchema,
} from '@core/api/reviews.js';
import { HISTORY_ITEM_NOT_FOUND } from '../../services/history/history-scope.js';
import { reviewInbox } from '../../services/reviews/inbox.js';
import { companyPeople } from '../../services/reviews/people.js';
import { setVisibility } from '../../services/reviews/review-flow.js';
import { itemTimeline } from '../../services/reviews/timeline.js';
import { historyViewer } from '../history/history-owner.js';
import { presentItem } from '../history/present-items.js';
import { commentRoutes } from './comment-routes.js';
import { reviewStepRoutes } from './review-step-routes.js';

const historyIdParams = idParamsSchema(HISTORY_ITEM_NOT_FOUND);
const errors = { 400: errorSchema, 401: errorSchema, 403: errorSchema, 404: errorSchema };

/**
 * Review (docs/product.md#review): submitting an item, deciding on it, sharing it with the team,
 * its timeline, the inbox and the people to choose as reviewers. Who may do what is the
 * services' rule; every route reads the viewer (session, then company) first.
 */
export async function reviewRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { ctx } = fastify;
  await app.register(reviewStepRoutes, { tags: ['reviews'] });

  app.put(
    '/history/:id/visibility',
    {
      schema: {
        tags: ['reviews'],
        summary: 'Shares an item with the team, or makes it private again (its author only)',
        params: historyIdParams,
        body: visibilitySchema,
        response: { 200: historyItemSchema, ...errors },
      },
    },
    async (request) =>
      presentItem(
        ctx.db,
        await setVisibility(
          ctx.db,
          historyViewer(request),
          request.params.id,
          request.body.visibility,
        ),
      ),
  );

  app.get(
    '/history/:id/timeline',
    {
      schema: {
        tags: ['reviews'],
        summary: 'What happened to an item, oldest first',
        params: historyIdParams,
        response: { 200: timelineSchema, ...errors },
      },
    },
    async (request) => ({
      entries: await itemTimeline(ctx.db, historyViewer(request), request.params.id),
    }),
  );

  app.get(
    '/reviews',
    {
      schema: {
        tags: ['reviews'],
        summary: 'The review inbox: to review, submitted, or all (admins), newest change first',
        querystring: reviewInboxQuerySchema,
        response: { 200: reviewInboxPageSchema, ...errors },
      },
    },
    async (request) => reviewInbox(ctx.db, historyViewer(request), request.query),
  );

  app.get(
    '/reviews/people',
    {
      schema: {
        tags: ['reviews'],
        summary: 'The colleagues a user can ask for a review or mention',
        response: { 200: z.object({ people: z.array(personSchema) }), ...errors },
      },
    },
    async (request) => ({ people: await companyPeople(ctx.db, historyViewer(request)) }),
  );

  await app.register(commentRoutes);
}
