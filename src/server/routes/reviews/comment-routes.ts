import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { errorSchema, idParamsSchema, okSchema } from '@core/api/common.js';
import {
  commentListSchema,
  commentParamsSchema,
  commentSchema,
  createCommentSchema,
  editCommentSchema,
} from '@core/api/reviews.js';
import { HISTORY_ITEM_NOT_FOUND } from '../../services/history/history-scope.js';
import {
  createComment,
  deleteComment,
  editComment,
  listComments,
  setResolved,
} from '../../services/reviews/comments.js';
import { historyViewer } from '../history/history-owner.js';

const historyIdParams = idParamsSchema(HISTORY_ITEM_NOT_FOUND);
const errors = { 400: errorSchema, 401: errorSchema, 403: errorSchema, 404: errorSchema };

/** Comments on an item's passages: anyone who may read the item reads and writes them. */
export async function commentRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { ctx } = fastify;

  app.get(
    '/history/:id/comments',
    {
      schema: {
        tags: ['reviews'],
        summary: "An item's comments: threads in the text's order, then the outdated ones",
        params: historyIdParams,
        response: { 200: commentListSchema, ...errors },
      },
    },
    async (request) => ({
      comments: await listComments(ctx.db, historyViewer(request), request.params.id),
    }),
  );

  app.post(
    '/history/:id/comments',
    {
      schema: {
        tags: ['reviews'],
        summary: 'Comments on an item, on a passage (`anchor`) or in reply to a thread',
        description:
          '`anchor.quote` must be the text from `anchor.start` to `anchor.end` of the current ' +
          'version. `@username` of someone who can read the item notifies them.',
        params: historyIdParams,
        body: createCommentSchema,
        response: { 200: commentSchema, ...errors },
      },
    },
    async (request) => {
      const created = await createComment(
        ctx.db,
        historyViewer(request),
        request.params.id,
        request.body,
      );
      await ctx.notifications.send(created.notify);
      return created.comment;
    },
  );

  app.patch(
    '/history/:id/comments/:commentId',
    {
      schema: {
        tags: ['reviews'],
        summary: 'Changes the text of one of your comments',
        params: commentParamsSchema,
        body: editCommentSchema,
        response: { 200: commentSchema, ...errors },
      },
    },
    async (request) =>
      editComment(ctx.db, historyViewer(request), request.params, request.body.body),
  );

  app.delete(
    '/history/:id/comments/:commentId',
    {
      schema: {
        tags: ['reviews'],
        summary: 'Deletes a comment and its replies (its author, or an admin)',
        params: commentParamsSchema,
        response: { 200: okSchema, ...errors },
      },
    },
    async (request) => {
      await deleteComment(ctx.db, historyViewer(request), request.params);
      return { success: true as const };
    },
  );

  for (const [action, resolved] of [
    ['resolve', true],
    ['reopen', false],
  ] as const) {
    app.post(
      `/history/:id/comments/:commentId/${action}`,
      {
        schema: {
          tags: ['reviews'],
          summary: resolved ? 'Marks a thread resolved' : 'Opens a resolved thread again',
          params: commentParamsSchema,
          response: { 200: commentSchema, ...errors },
        },
      },
      async (request) => setResolved(ctx.db, historyViewer(request), request.params, resolved),
    );
  }
}
