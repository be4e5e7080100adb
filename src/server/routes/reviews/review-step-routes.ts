import type { FastifyContextConfig, FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { ApiScope } from '@core/api/api-tokens.js';
import { errorSchema, idParamsSchema } from '@core/api/common.js';
import { historyConflictSchema, historyItemSchema } from '@core/api/history.js';
import { reviewDecisionSchema, submitReviewSchema } from '@core/api/reviews.js';
import { HISTORY_ITEM_NOT_FOUND } from '../../services/history/history-scope.js';
import { decideReview, submitForReview } from '../../services/reviews/review-flow.js';
import { historyViewer } from '../history/history-owner.js';
import { presentChange } from '../history/present-items.js';

const historyIdParams = idParamsSchema(HISTORY_ITEM_NOT_FOUND);
const errors = { 400: errorSchema, 401: errorSchema, 403: errorSchema, 404: errorSchema };

/**
 * The steps of a review: submitting an item and deciding on it. The app's routes, and the
 * public API's (token scope `reviews`).
 */
export async function reviewStepRoutes(
  fastify: FastifyInstance,
  opts: { tags: string[]; scope?: ApiScope },
) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { ctx } = fastify;
  const config: FastifyContextConfig = { apiScope: opts.scope };

  app.post(
    '/history/:id/review',
    {
      config,
      schema: {
        tags: opts.tags,
        summary: 'Submits an item for review to 1 to 5 colleagues (its author only)',
        description:
          'Reviewers must be users of the company other than the author; anything else answers ' +
          '400 "Choose reviewers from your company". A stale `baseVersion` answers 409 with the item.',
        params: historyIdParams,
        body: submitReviewSchema,
        response: { 200: historyItemSchema, ...errors, 409: historyConflictSchema },
      },
    },
    async (request) => {
      const step = submitForReview(ctx.db, historyViewer(request), request.params.id, request.body);
      const item = await presentChange(
        ctx.db,
        step.then((done) => done.item),
      );
      await ctx.notifications.send((await step).notify);
      return item;
    },
  );

  app.post(
    '/history/:id/decision',
    {
      config,
      schema: {
        tags: opts.tags,
        summary: 'Approves the current version, or asks for changes with a note',
        description:
          'A named reviewer or a company admin, never the author. `version` must be the current ' +
          'version (409 with the item otherwise): a reviewer approves exactly what they read.',
        params: historyIdParams,
        body: reviewDecisionSchema,
        response: { 200: historyItemSchema, ...errors, 409: historyConflictSchema },
      },
    },
    async (request) => {
      const step = decideReview(ctx.db, historyViewer(request), request.params.id, request.body);
      const item = await presentChange(
        ctx.db,
        step.then((done) => done.item),
      );
      await ctx.notifications.send((await step).notify);
      return item;
    },
  );
}
