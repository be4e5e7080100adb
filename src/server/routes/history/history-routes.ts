import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { errorSchema, idParamsSchema, okSchema } from '@core/api/common.js';
import {
  historyConflictSchema,
  historyEditSchema,
  historyItemSchema,
  historyPageSchema,
  historyQuerySchema,
  historyRestoreSchema,
  historyUndoSchema,
  historyVersionsSchema,
} from '@core/api/history.js';
import { deleteHistoryItem } from '../../services/history/delete-history-item.js';
import { itemAccess } from '../../services/history/item-access.js';
import { listHistory } from '../../services/history/list-history.js';
import { toggleFavorite } from '../../services/history/toggle-favorite.js';
import { HISTORY_ITEM_NOT_FOUND } from '../../services/history/history-scope.js';
import {
  editHistoryItem,
  listVersions,
  restoreVersion,
  undoRewrite,
} from '../../services/history/versions.js';
import { historyOwner, historyViewer } from './history-owner.js';
import { presentChange, presentItem, presentItems } from './present-items.js';

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
      const { limit, cursor, sessionId, onlySession, assistantType, favorites, q, status, scope } =
        request.query;
      const page = await listHistory(ctx.db, {
        owner,
        scope,
        status,
        limit,
        cursor,
        sessionId: onlySession ? sessionId : undefined,
        assistantType,
        favoritesOnly: favorites,
        search: q,
      });
      return { ...page, items: await presentItems(ctx.db, page.items) };
    },
  );

  app.get(
    '/history/:id',
    {
      schema: {
        tags: ['history'],
        summary: 'A history item, to whoever may read it (its author, reviewers, team, admins)',
        params: historyIdParams,
        response: { 200: historyItemSchema, ...errors },
      },
    },
    async (request) =>
      presentItem(
        ctx.db,
        (await itemAccess(ctx.db, historyViewer(request), request.params.id)).item,
      ),
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
      presentChange(
        ctx.db,
        editHistoryItem(ctx.db, {
          owner: historyOwner(request),
          id: request.params.id,
          content: request.body.content,
          baseVersion: request.body.baseVersion,
        }),
      ),
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
      versions: await listVersions(ctx.db, {
        viewer: historyViewer(request),
        id: request.params.id,
      }),
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
