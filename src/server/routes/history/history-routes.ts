import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { errorSchema, idParamsSchema, okSchema } from '../../../core/api/common.js';
import {
  historyConflictSchema,
  historyEditSchema,
  historyItemSchema,
  historyPageSchema,
  historyQuerySchema,
  historyRestoreSchema,
  historyVersionsSchema,
} from '../../../core/api/history.js';
import { deleteHistoryItem } from '../../services/history/delete-history-item.js';
import { listHistory } from '../../services/history/list-history.js';
import { toggleFavorite } from '../../services/history/toggle-favorite.js';
import { HISTORY_ITEM_NOT_FOUND } from '../../services/history/history-scope.js';
import { editHistoryItem, listVersions, restoreVersion } from '../../services/history/versions.js';
import { historyOwner } from './history-owner.js';

const historyIdParams = idParamsSchema(HISTORY_ITEM_NOT_FOUND);

const errors = { 400: errorSchema, 401: errorSchema, 403: errorSchema, 404: errorSchema };

/** The signed-in user's content history in the current company (docs/product.md#history). */
export async function historyRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { ctx } = fastify;

  app.get(
    '/history',
    {
      schema: {
        tags: ['history'],
        summary: "The signed-in user's history in this company, newest first, a page at a time",
        querystring: historyQuerySchema,
        response: { 200: historyPageSchema, ...errors },
      },
    },
    async (request) => {
      const owner = historyOwner(request);
      const { limit, cursor, sessionId, onlySession, assistantType, favorites, q } = request.query;
      return listHistory(ctx.db, {
        owner,
        limit,
        cursor,
        sessionId: onlySession ? sessionId : undefined,
        assistantType,
        favoritesOnly: favorites,
        search: q,
      });
    },
  );

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
      toggleFavorite(ctx.db, { owner: historyOwner(request), id: request.params.id }),
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

  app.patch(
    '/history/:id',
    {
      schema: {
        tags: ['history'],
        summary: "Saves an edit of an item's text as its next version",
        description:
          '`baseVersion` is the version the edit was made on; another one answers 409 with the ' +
          'item as it is now, and nothing changes. Lead Generator items are not edited as text.',
        params: historyIdParams,
        body: historyEditSchema,
        response: { 200: historyItemSchema, ...errors, 409: historyConflictSchema },
      },
    },
    async (request) =>
      editHistoryItem(ctx.db, {
        owner: historyOwner(request),
        id: request.params.id,
        content: request.body.content,
        baseVersion: request.body.baseVersion,
      }),
  );

  app.get(
    '/history/:id/versions',
    {
      schema: {
        tags: ['history'],
        summary: "An item's versions (at least the last 50), newest first",
        params: historyIdParams,
        response: { 200: historyVersionsSchema, ...errors },
      },
    },
    async (request) => ({
      versions: await listVersions(ctx.db, { owner: historyOwner(request), id: request.params.id }),
    }),
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
      restoreVersion(ctx.db, {
        owner: historyOwner(request),
        id: request.params.id,
        version: request.body.version,
        baseVersion: request.body.baseVersion,
      }),
  );
}
