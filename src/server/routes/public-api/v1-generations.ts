import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorSchema } from '@core/api/common.js';
import { generateBodySchema } from '@core/api/generate.js';
import {
  generationAcceptedSchema,
  generationParamsSchema,
  generationSchema,
} from '@core/api/generations.js';
import type { AppContext } from '../../context.js';
import { idempotencyKeyOf } from '../../http/idempotency-key.js';
import { presentGeneration } from '../../presenters/generation.js';
import { prepareGenerate } from '../../services/generations/prepare.js';
import type { JobRow } from '../../services/generations/job-store.js';
import { requireUser } from '../../auth/guards.js';
import { requireTenant } from '../../tenancy/plugin.js';
import { generationEventsRoute } from '../generations/events-route.js';
import { jobOptions } from '../generations/job-options.js';
import { ownJob, stopOwnJob } from '../generations/own-job.js';

/** How long `?wait=` may hold an answer, in seconds. */
const MAX_WAIT_SECONDS = 60;
/** While waiting, the job is read again at least this often (an end heard on no bus). */
const RECHECK_MS = 2_000;

/** The app's generate body; the session (the assistant's memory) is the token's unless given. */
const v1GenerationBodySchema = generateBodySchema.extend({
  sessionId: generateBodySchema.shape.sessionId.optional(),
});

const waitQuerySchema = z.object({
  wait: z.coerce
    .number({ message: `wait must be a number of seconds from 0 to ${MAX_WAIT_SECONDS}` })
    .int(`wait must be a number of seconds from 0 to ${MAX_WAIT_SECONDS}`)
    .min(0, `wait must be a number of seconds from 0 to ${MAX_WAIT_SECONDS}`)
    .max(MAX_WAIT_SECONDS, `wait must be a number of seconds from 0 to ${MAX_WAIT_SECONDS}`)
    .default(0),
});

/** The job once it has ended, or as it is when `seconds` have passed. */
async function untilEnded(
  ctx: AppContext,
  request: FastifyRequest,
  id: string,
  seconds: number,
): Promise<JobRow> {
  const deadline = Date.now() + seconds * 1000;
  // Listening before the first read: a job that ends between the read and the subscription
  // would otherwise be noticed only at the next recheck.
  let ended = false;
  let wake = () => {};
  const stop = ctx.jobEvents.subscribe(id, (event) => {
    if (event.type !== 'end') return;
    ended = true;
    wake();
  });
  try {
    let current = await ownJob(ctx, request, id);
    while (current.status === 'running' && Date.now() < deadline) {
      if (!ended) {
        await new Promise<void>((resolve) => {
          const timer = setTimeout(resolve, Math.min(RECHECK_MS, deadline - Date.now()));
          wake = () => {
            clearTimeout(timer);
            resolve();
          };
        });
      }
      ended = false;
      current = await ownJob(ctx, request, id);
    }
    return current;
  } finally {
    stop();
  }
}

/**
 * Generations through the public API (scope `generate`): the app's jobs, with its form rules,
 * plan limits, brand voice and `Idempotency-Key`.
 */
export async function v1GenerationRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { ctx } = fastify;
  const config = { apiScope: 'generate' as const };

  app.post(
    '/generations',
    {
      config,
      schema: {
        tags: ['v1'],
        summary: 'Starts a generation; `?wait=` holds the answer until it ends',
        description:
          "`formData` follows the assistant's `formSchema` (`GET /api/v1/assistants`). An " +
          '`Idempotency-Key` sent again by the same user within 24 hours answers the generation ' +
          'it started (422 with a different request). Without `sessionId` the assistant ' +
          "remembers the token's earlier requests.",
        querystring: waitQuerySchema,
        body: v1GenerationBodySchema,
        headers: z.object({ 'idempotency-key': z.string().optional() }).passthrough(),
        // 409: the assistant is not set up for the company yet.
        response: { 200: generationSchema, 202: generationAcceptedSchema, 409: errorSchema },
      },
    },
    async (request, reply) => {
      const company = requireTenant(request);
      const user = requireUser(request);
      const body = {
        ...request.body,
        sessionId: request.body.sessionId ?? `api-${request.apiCaller?.tokenId ?? 0}`,
      };
      const spec = await prepareGenerate(ctx, { company, user }, body);
      const job = await ctx.jobs.start(spec, {
        ...jobOptions(request),
        idempotencyKey: idempotencyKeyOf(request.headers['idempotency-key']),
      });
      if (request.query.wait === 0) {
        return reply.status(202).send({ id: job.id, status: job.status });
      }
      const row = await untilEnded(ctx, request, job.id, request.query.wait);
      if (row.status === 'running') {
        return reply.status(202).send({ id: row.id, status: row.status });
      }
      return reply.status(200).send(presentGeneration(row));
    },
  );

  app.get(
    '/generations/:id',
    {
      config,
      schema: {
        tags: ['v1'],
        summary: 'One generation of the token’s user: status, text so far or result, error',
        params: generationParamsSchema,
        response: { 200: generationSchema },
      },
    },
    async (request) => {
      const row = await ownJob(ctx, request, request.params.id);
      return presentGeneration(row, ctx.jobs.liveContent(row.id));
    },
  );

  app.post(
    '/generations/:id/stop',
    {
      config,
      schema: {
        tags: ['v1'],
        summary: 'Stops a running generation, keeping what it wrote',
        params: generationParamsSchema,
        response: { 200: generationSchema },
      },
    },
    async (request) => stopOwnJob(ctx, request, request.params.id),
  );

  // `GET /generations/{id}/events`: the app's event stream, for the token's user.
  await app.register(async (events) => {
    events.addHook('onRoute', (route) => {
      route.config = { ...route.config, apiScope: 'generate' };
    });
    await events.register(generationEventsRoute);
  });
}
