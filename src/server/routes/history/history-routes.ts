import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { errorSchema, idParamsSchema, okSchema } from '@core/api/common.js';
import {
  historyConflictSchema,
  historyItemSchema,
  historyRestoreSchema,
  historyUndoSchema,
} from '@core/api/history.js';
import { deleteHistoryItem } from '../../services/history/delete-history-item.js';
import { toggleFavorite } from '../../services/history/toggle-favorite.js';
import { HISTORY_ITEM_NOT_FOUND } from '../../services/history/history-scope.js';
import { restoreVersion, undoRewrite } from '../../services/history/versions.js';
import { historyOwner } from './history-owner.js';
import { presentChange, presentItem } from './present-items.js';
import { historyItemRoutes } from './history-item-routes.js';

const historyIdParams = idParamsSchema(HISTORY_ITEM_NOT_FOUND);

const errors = { 400: errorSchema, 401: errorSchema, 403: errorSchema, 404: errorSchema };

/** The signed-in user's content history in the current company (docs/product.md#history). */
export async function historyRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { ctx } = fastify;
  await app.register(historyItemRoutes, { tags: ['history'] });

  app.put(
    '/history/favorite/:id',
    {
      schema: {
        tags: ['history'],
        summary: "Toggles a history item's favourite flag and returns the item",
        params: historyIdParams,
        response: { 200: historyItemSchema, ...errors },
      },
    },
    async (request) =>
      presentItem(
        ctx.db,
        await toggleFavorite(ctx.db, { owner: historyOwner(request), id: request.params.id }),
      ),
  );

  app.delete(
    '/history/:id',
    {
      schema: {
        tags: ['history'],
        summary: 'Deletes a history item',
        params: historyIdParams,
        response: { 200: okSchema, ...errors },
      },
    },
    async (request) => {
      await deleteHistoryItem(ctx.db, { owner: historyOwner(request), id: request.params.id });
      return { success: true as const };
    },
  );

  app.post(
    '/history/:id/restore',
    {
      schema: {
        tags: ['history'],
        summary: "Makes a version's text current again, as a new version",
        params: historyIdParams,
        body: historyRestoreSchema,
        response: { 200: historyItemSchema, ...errors, 409: historyConflictSchema },
      },
    },
    async (request) =>
      presentChange(
        ctx.db,
        restoreVersion(ctx.db, {
          owner: historyOwner(request),
          id: request.params.id,
          version: request.body.version,
          baseVersion: request.body.baseVersion,
        }),
      ),
  );

  app.post(
    '/history/:id/undo',
    {
      schema: {
        tags: ['history'],
        summary: "Undoes the item's last step when it is a rewrite (its version is removed)",
        description:
          '`version` must be the current version and a rewrite; the version before it becomes ' +
          'current again. 409 with the item otherwise (restore a version instead).',
        params: historyIdParams,
        body: historyUndoSchema,
        response: { 200: historyItemSchema, ...errors, 409: historyConflictSchema },
      },
    },
    async (request) =>
      presentChange(
        ctx.db,
        undoRewrite(ctx.db, {
          owner: historyOwner(request),
          id: request.params.id,
          version: request.body.version,
        }),
      ),
  );
}
