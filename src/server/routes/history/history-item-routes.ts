import type { FastifyContextConfig, FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { ApiScope } from '@core/api/api-tokens.js';
import { errorSchema, idParamsSchema } from '@core/api/common.js';
import {
  historyConflictSchema,
  historyEditSchema,
  historyItemSchema,
  historyPageSchema,
  historyQuerySchema,
  historyVersionsSchema,
} from '@core/api/history.js';
import { itemAccess } from '../../services/history/item-access.js';
import { listHistory } from '../../services/history/list-history.js';
import { HISTORY_ITEM_NOT_FOUND } from '../../services/history/history-scope.js';
import { editHistoryItem, listVersions } from '../../services/history/versions.js';
import { requireTenant } from '../../tenancy/plugin.js';
import { historyOwner, historyViewer } from './history-owner.js';
import { presentChange, presentItem, presentItems } from './present-items.js';

const historyIdParams = idParamsSchema(HISTORY_ITEM_NOT_FOUND);

const errors = { 400: errorSchema, 401: errorSchema, 403: errorSchema, 404: errorSchema };

/**
 * Reading and editing history items: the app's routes (`/api/history...`), and the public API's
 * (`/api/v1/history...`, with the token scopes each needs: `history:read`, `history:write`).
 */
export async function historyItemRoutes(
  fastify: FastifyInstance,
  opts: { tags: string[]; scopes?: { read: ApiScope; write: ApiScope } },
) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { ctx } = fastify;
  const read: FastifyContextConfig = { apiScope: opts.scopes?.read };
  const write: FastifyContextConfig = { apiScope: opts.scopes?.write };

  app.get(
    '/history',
    {
      config: read,
      schema: {
        tags: opts.tags,
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
        contentLanguage: requireTenant(request).contentLanguage,
      });
      return { ...page, items: await presentItems(ctx.db, page.items) };
    },
  );

  app.get(
    '/history/:id',
    {
      config: read,
      schema: {
        tags: opts.tags,
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

  app.patch(
    '/history/:id',
    {
      config: write,
      schema: {
        tags: opts.tags,
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
      config: read,
      schema: {
        tags: opts.tags,
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
}
