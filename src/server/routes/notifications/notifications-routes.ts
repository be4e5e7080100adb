import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorSchema } from '@core/api/common.js';
import {
  markReadSchema,
  notificationPageSchema,
  notificationQuerySchema,
  notificationSettingsSchema,
} from '@core/api/reviews.js';
import { requireUser } from '../../auth/guards.js';
import { users } from '../../db/schema.js';
import {
  listNotifications,
  markRead,
  unreadCount,
} from '../../services/notifications/list-notifications.js';
import { notificationEventsRoute } from './events-route.js';
import { recipientOf } from './recipient.js';

const errors = { 400: errorSchema, 401: errorSchema, 403: errorSchema, 404: errorSchema };

/** Review notifications and the user's review email setting (docs/product.md#notifications). */
export async function notificationsRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { ctx } = fastify;

  app.get(
    '/notifications',
    {
      schema: {
        tags: ['notifications'],
        summary:
          "The signed-in user's notifications in this company, newest first, a page at a time",
        description:
          '`unread=true`: only the unread ones. `unread` in the answer is the count of unread ' +
          'notifications (the bell).',
        querystring: notificationQuerySchema,
        response: { 200: notificationPageSchema, ...errors },
      },
    },
    async (request) => {
      const who = recipientOf(request);
      const [page, unread] = await Promise.all([
        listNotifications(ctx.db, who, request.query),
        unreadCount(ctx.db, who),
      ]);
      return { ...page, unread };
    },
  );

  app.post(
    '/notifications/read',
    {
      schema: {
        tags: ['notifications'],
        summary: 'Marks notifications read: those of `ids`, or all of them',
        description:
          "Ids that are not the caller's own notifications in this company are ignored. Answers " +
          'the unread count left.',
        body: markReadSchema,
        response: { 200: z.object({ unread: z.number() }), ...errors },
      },
    },
    async (request) => {
      const who = recipientOf(request);
      const changed = await markRead(ctx.db, who, request.body);
      // The user's other tabs and devices show the new count at once.
      if (changed > 0) ctx.notifications.refresh(who.userId);
      return { unread: await unreadCount(ctx.db, who) };
    },
  );

  app.get(
    '/me/notification-settings',
    {
      schema: {
        tags: ['notifications'],
        summary: 'Whether the signed-in user gets review emails',
        response: { 200: notificationSettingsSchema, ...errors },
      },
    },
    async (request) => {
      recipientOf(request);
      const [row] = await ctx.db
        .select({ email: users.reviewEmails })
        .from(users)
        .where(eq(users.id, requireUser(request).id));
      return { email: row?.email ?? false };
    },
  );

  app.put(
    '/me/notification-settings',
    {
      schema: {
        tags: ['notifications'],
        summary: 'Turns review emails on or off for the signed-in user',
        description:
          'Off: nothing is mailed, and what comes in meanwhile is not mailed later either.',
        body: notificationSettingsSchema,
        response: { 200: notificationSettingsSchema, ...errors },
      },
    },
    async (request) => {
      recipientOf(request);
      const [row] = await ctx.db
        .update(users)
        .set({ reviewEmails: request.body.email })
        .where(eq(users.id, requireUser(request).id))
        .returning({ email: users.reviewEmails });
      return { email: row?.email ?? request.body.email };
    },
  );

  await app.register(notificationEventsRoute);
}
