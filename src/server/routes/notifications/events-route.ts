import type { ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorSchema } from '@core/api/common.js';
import type { Notification, notificationEventSchema } from '@core/api/reviews.js';
import type { AppContext } from '../../context.js';
import {
  presentNotifications,
  unreadCount,
  type Recipient,
} from '../../services/notifications/list-notifications.js';
import type { LiveEvent } from '../../services/notifications/live.js';
import { recipientOf } from './recipient.js';

/** A comment at least this often keeps proxies from closing an idle stream. */
const KEEPALIVE_MS = 15_000;

/**
 * One user's notifications stream: first their unread count, then each new notification with
 * the count after it, in order (each event is read and written before the next). Listening
 * starts before the first count is read, so nothing that arrives meanwhile is missed.
 */
class NotificationStream {
  private ended = false;
  private chain: Promise<void> = Promise.resolve();
  private readonly keepalive: NodeJS.Timeout;
  private readonly unsubscribe: () => void;

  constructor(
    private readonly ctx: AppContext,
    private readonly open: Set<() => void>,
    private readonly raw: ServerResponse,
    private readonly who: Recipient,
  ) {
    this.unsubscribe = ctx.notifications.subscribe(who.userId, (event) => this.onEvent(event));
    this.keepalive = setInterval(() => this.write(': keepalive\n\n'), KEEPALIVE_MS);
    open.add(this.handOver);
    raw.on('close', this.close);
    this.enqueue(null);
  }

  private onEvent(event: LiveEvent) {
    if (event.type === 'refresh') this.enqueue(null);
    else if (event.row.companyId === this.who.companyId) this.enqueue(event.row);
  }

  private enqueue(row: Parameters<typeof presentNotifications>[1][number] | null) {
    this.chain = this.chain.then(async () => {
      if (this.ended) return;
      try {
        const [unread, presented] = await Promise.all([
          unreadCount(this.ctx.db, this.who),
          row ? presentNotifications(this.ctx.db, [row]) : Promise.resolve([]),
        ]);
        this.send(unread, presented[0] ?? null);
      } catch (err) {
        this.ctx.log.warn({ err }, 'notification stream could not read the notifications');
      }
    });
  }

  private send(unread: number, notification: Notification | null) {
    const event: z.infer<typeof notificationEventSchema> = { unread, notification };
    this.write(`event: notification\ndata: ${JSON.stringify(event)}\n\n`);
  }

  private write(chunk: string) {
    if (!this.ended && !this.raw.writableEnded && !this.raw.destroyed) this.raw.write(chunk);
  }

  /** The instance is stopping: the browser comes back in a second, to another instance. */
  readonly handOver = () => {
    this.write('retry: 1000\n\n');
    this.close();
  };

  readonly close = () => {
    if (this.ended) return;
    this.ended = true;
    clearInterval(this.keepalive);
    this.unsubscribe();
    this.open.delete(this.handOver);
    if (!this.raw.writableEnded) this.raw.end();
  };
}

export async function notificationEventsRoute(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { ctx } = fastify;
  // Streams never end by themselves: they are handed over when the app closes, so it can drain.
  const open = new Set<() => void>();
  fastify.addHook('preClose', async () => {
    for (const end of [...open]) end();
  });

  app.get(
    '/notifications/events',
    {
      schema: {
        tags: ['notifications'],
        summary: "The signed-in user's notifications as Server-Sent Events",
        description:
          'First `event: notification` `{"unread", "notification": null}` with the unread ' +
          'count, then one `{unread, notification}` for each new notification (from any ' +
          'instance), and `{unread, notification: null}` again whenever the count changed ' +
          'otherwise. A comment line comes at least every 15 seconds. The stream stays open.',
        response: {
          200: z.string().describe('text/event-stream'),
          401: errorSchema,
          403: errorSchema,
          404: errorSchema,
        },
      },
    },
    async (request, reply) => {
      const who = recipientOf(request);
      reply.hijack();
      const headers: Record<string, string | number | string[]> = {};
      for (const [key, value] of Object.entries(reply.getHeaders())) {
        if (value !== undefined && key !== 'content-length') headers[key] = value;
      }
      reply.raw.writeHead(200, {
        ...headers,
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'no-store',
        connection: 'keep-alive',
        'x-accel-buffering': 'no',
      });
      reply.raw.flushHeaders();
      new NotificationStream(ctx, open, reply.raw, who);
    },
  );
}
