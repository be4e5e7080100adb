import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorSchema } from '@core/api/common.js';
import {
  calendarFeedCreatedSchema,
  calendarFeedQuerySchema,
  calendarFeedStatusSchema,
} from '@core/api/publishing.js';
import { requireUser } from '../../auth/guards.js';
import { forbidden, notFound } from '../../http/http-errors.js';
import {
  calendarFeed,
  calendarFeedStatus,
  createCalendarFeed,
  revokeCalendarFeed,
} from '../../services/publishing/calendar-feed.js';
import { requireTenant } from '../../tenancy/plugin.js';

const errors = { 400: errorSchema, 401: errorSchema, 403: errorSchema, 404: errorSchema };
/** Feed reads a minute per client address (besides the general API limit). */
const FEEDS_PER_MINUTE = 60;

/** The signed-in user, in their own company: a feed shows that company's publications. */
function feedUser(request: FastifyRequest) {
  const tenant = requireTenant(request);
  const user = requireUser(request);
  if (user.companyId !== tenant.id) {
    throw forbidden('A calendar feed is made in your own company');
  }
  return user;
}

/**
 * A personal calendar feed of publications (docs/product.md#publishing): an `.ics` address a
 * calendar app subscribes to, holding a token that only the user's revoking (or deletion) ends.
 */
export async function calendarFeedRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { ctx } = fastify;

  app.post(
    '/me/calendar-feed',
    {
      schema: {
        tags: ['publishing'],
        summary: "Makes (or replaces) the signed-in user's calendar feed address",
        description:
          'Answers the `.ics` address once: it holds the token, which is not kept. A new one ' +
          'replaces the old, which stops working.',
        response: { 200: calendarFeedCreatedSchema, ...errors },
      },
    },
    async (request) => createCalendarFeed(ctx.db, ctx.config, feedUser(request)),
  );

  app.get(
    '/me/calendar-feed',
    {
      schema: {
        tags: ['publishing'],
        summary: 'Whether the signed-in user has a calendar feed',
        response: { 200: calendarFeedStatusSchema, ...errors },
      },
    },
    async (request) => calendarFeedStatus(ctx.db, feedUser(request).id),
  );

  app.delete(
    '/me/calendar-feed',
    {
      schema: {
        tags: ['publishing'],
        summary: "Revokes the signed-in user's calendar feed",
        response: { 200: calendarFeedStatusSchema, ...errors },
      },
    },
    async (request) => {
      const user = feedUser(request);
      await revokeCalendarFeed(ctx.db, user.id);
      return calendarFeedStatus(ctx.db, user.id);
    },
  );

  app.get(
    '/calendar.ics',
    {
      config: { public: true, rateLimit: { max: FEEDS_PER_MINUTE, timeWindow: '1 minute' } },
      schema: {
        tags: ['publishing'],
        summary: "A user's publications as an iCalendar feed",
        description:
          'No session: the token from `POST /api/me/calendar-feed` is the credential. The ' +
          'publications its user may see, from 30 days ago to a year ahead. Unknown or revoked ' +
          'token: 404.',
        querystring: calendarFeedQuerySchema,
        response: {
          200: z.string().describe('text/calendar'),
          404: errorSchema,
          429: errorSchema,
        },
      },
    },
    async (request, reply) => {
      const body = await calendarFeed(ctx.db, ctx.config, request.query.token);
      if (body === null) throw notFound();
      reply.type('text/calendar; charset=utf-8');
      return body;
    },
  );
}
