import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { bearerToken, sameHash } from '../../http/callback-token.js';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { and, eq } from 'drizzle-orm';
import { z } from 'zod';
import { errorSchema, idParamsSchema } from '@core/api/common.js';
import {
  PUBLICATION_NOT_FOUND,
  publicationCallbackSchema,
  publicationStatusSchema,
} from '@core/api/publishing.js';
import { publications } from '../../db/schema.js';
import { HttpError, unauthorized } from '../../http/http-errors.js';
import { markFailed, markPublished } from '../../services/publishing/send-publication.js';

const CALLBACK_REFUSED =
  'This callback is not accepted: the token is wrong or was already used, or the publication has ended.';
const TOO_LATE = 'The time to call back has passed: the publication failed.';

/** Callbacks a minute per client address (besides the general API limit). */
const CALLBACKS_PER_MINUTE = 120;

/**
 * `POST /api/publications/{id}/callback`: a destination that acknowledged a publication says
 * how it ended (docs/automations.md). No session: the attempt's random token, sent as
 * `Authorization: Bearer <callbackToken>`, is the only credential, stored hashed, compared in
 * constant time, good once and until the deadline (CALLBACK_TIMEOUT_MS), as for generations.
 */
export async function publicationCallbackRoute(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { ctx } = fastify;

  app.post(
    '/publications/:id/callback',
    {
      config: { public: true, rateLimit: { max: CALLBACKS_PER_MINUTE, timeWindow: '1 minute' } },
      schema: {
        tags: ['publishing'],
        summary: 'A destination says how a publication ended (after acknowledging it)',
        description:
          'Authorization: `Bearer <callbackToken>` from the publish request. ' +
          '`{status: "published", url?, externalId?}` or `{status: "failed", message}`. Wrong or ' +
          'reused token: 401; after the deadline: 410 and the publication fails.',
        params: idParamsSchema(PUBLICATION_NOT_FOUND),
        body: publicationCallbackSchema,
        response: {
          200: z.object({ received: z.literal(true), status: publicationStatusSchema }),
          400: errorSchema,
          401: errorSchema,
          410: errorSchema,
          429: errorSchema,
        },
      },
    },
    async (request) => {
      const token = bearerToken(request.headers.authorization);
      if (!token) throw unauthorized(CALLBACK_REFUSED);
      const [row] = await ctx.db
        .select()
        .from(publications)
        .where(and(eq(publications.id, request.params.id), eq(publications.status, 'publishing')));
      const hash = createHash('sha256').update(token).digest('hex');
      if (!row?.callbackTokenHash || !sameHash(hash, row.callbackTokenHash)) {
        throw unauthorized(CALLBACK_REFUSED);
      }
      if (row.callbackDeadline && row.callbackDeadline.getTime() < Date.now()) {
        await markFailed(
          ctx,
          row,
          'The destination did not say whether it published the text in time',
        );
        throw new HttpError(410, TOO_LATE);
      }
      const body = request.body;
      if (body.status === 'published') {
        const url = body.url && /^https?:\/\//i.test(body.url) ? body.url : null;
        await markPublished(ctx, row, { url, externalId: body.externalId ?? null });
      } else {
        await markFailed(ctx, row, body.message || 'The destination could not publish the text');
      }
      const [after] = await ctx.db
        .select({ status: publications.status })
        .from(publications)
        .where(eq(publications.id, row.id));
      return { received: true as const, status: after?.status ?? 'failed' };
    },
  );
}
