import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorSchema } from '@core/api/common.js';
import { generationParamsSchema } from '@core/api/generations.js';
import { JobEventStream } from './event-stream.js';
import { ownJob } from './own-job.js';

/** `Last-Event-ID`: the character offset already received. */
function resumeOffset(header: unknown): number {
  const value = Array.isArray(header) ? header[0] : header;
  return typeof value === 'string' && /^\d{1,12}$/.test(value) ? Number(value) : 0;
}

export async function generationEventsRoute(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { ctx } = fastify;
  // Event streams never end by themselves: they are handed over first when the app closes (the
  // readers reconnect elsewhere), so the server can drain.
  const open = new Set<() => void>();
  fastify.addHook('preClose', async () => {
    for (const end of [...open]) end();
  });

  app.get(
    '/generations/:id/events',
    {
      schema: {
        tags: ['generate'],
        summary: "A generation's progress as Server-Sent Events",
        description:
          '`event: delta` `{"text"}` for each piece of text (its `id` is the character offset ' +
          'after it: send it back as `Last-Event-ID` to resume), `event: status` `{"status"}`, ' +
          'then `event: done` `{historyId, content}` or `{historyId, summary, leads}`, or ' +
          '`event: error` `{message}` (failed or cancelled), and the stream closes. A comment ' +
          'line comes at least every 15 seconds. After the end it replays the final state.',
        params: generationParamsSchema,
        response: {
          200: z.string().describe('text/event-stream'),
          400: errorSchema,
          401: errorSchema,
          403: errorSchema,
          404: errorSchema,
        },
      },
    },
    async (request, reply) => {
      const row = await ownJob(ctx, request, request.params.id);
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
      const stream = new JobEventStream(
        ctx,
        open,
        reply.raw,
        row.id,
        resumeOffset(request.headers['last-event-id']),
      );
      await stream.begin(row);
    },
  );
}
