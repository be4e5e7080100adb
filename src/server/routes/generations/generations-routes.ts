import type { FastifyInstance } from 'fastify';
import { idempotencyKeyOf } from '../../http/idempotency-key.js';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { errorSchema } from '@core/api/common.js';
import { generateBodySchema, reviseBodySchema, rewriteBodySchema } from '@core/api/generate.js';
import {
  generationAcceptedSchema,
  generationBodySchema,
  generationListQuerySchema,
  generationListSchema,
  generationParamsSchema,
  generationSchema,
} from '@core/api/generations.js';
import { historyConflictSchema } from '@core/api/history.js';
import { requireUser } from '../../auth/guards.js';
import { badRequest } from '../../http/http-errors.js';
import { presentGeneration } from '../../presenters/generation.js';
import { listOwnJobs } from '../../services/generations/job-store.js';
import { prepareGenerate, prepareRevise } from '../../services/generations/prepare.js';
import { prepareRewrite } from '../../services/generations/rewrite.js';
import { conflictWithItem } from '../../services/history/versions.js';
import { conflict } from '../../services/domain-error.js';
import { presentItem } from '../history/present-items.js';
import type { Db } from '../../db/connection.js';
import { requireTenant } from '../../tenancy/plugin.js';
import { generateErrorResponses } from './error-responses.js';
import { jobOptions } from './job-options.js';
import { jobOwner, ownJob, stopOwnJob } from './own-job.js';
import { generationEventsRoute } from './events-route.js';
import { automationCallbackRoute } from './callback-route.js';

const errors = { 401: errorSchema, 403: errorSchema, 404: errorSchema };

/** A rewrite of a version since replaced: the 409 carries the item as it is now, presented. */
async function presentStaleItem(db: Db, err: unknown): Promise<never> {
  const stale = conflictWithItem(err);
  if (!stale) throw err;
  throw conflict(stale.message, { item: await presentItem(db, stale.item) });
}

/** Checks a body with a schema, answering 400 with the field messages as route validation does. */
function parseBody<S extends z.ZodType>(schema: S, body: unknown): z.output<S> {
  const result = schema.safeParse(body);
  if (result.success) return result.data;
  const fieldErrors = result.error.issues.map((issue) => ({
    path: issue.path.map(String).join('.'),
    message: issue.message,
  }));
  throw badRequest(fieldErrors[0]?.message ?? 'Invalid input', { errors: fieldErrors });
}

/** Generations as durable jobs: start, read, list, cancel, and their events. */

export async function generationsRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { ctx } = fastify;

  app.post(
    '/generations',
    {
      schema: {
        tags: ['generate'],
        summary: 'Start a generation (a revision, a rewrite of a passage) as a job',
        description:
          'The body of `POST /api/generate`, or of `POST /api/revise` with `"action":"revise"`, ' +
          'or `{"action":"rewrite", historyId, baseVersion, selection: {start, end}, ' +
          'instruction, sessionId}` to rewrite a passage of an item (409 with the item when ' +
          '`baseVersion` is stale). ' +
          'Validates, checks access, reserves one generation of the plan and answers 202 at ' +
          'once; the automation is called in the background. An `Idempotency-Key` header ' +
          '(printable ASCII, at most 200 characters) sent again by the same user within 24 ' +
          'hours answers the job it started: no second job, no second unit; with a different ' +
          'request it answers 422. Follow it with ' +
          '`GET /api/generations/{id}/events` or `GET /api/generations/{id}`.',
        body: generationBodySchema,
        response: {
          202: generationAcceptedSchema,
          ...generateErrorResponses(errorSchema),
          // No webhook (as for every generation), or a rewrite of a version since replaced.
          409: historyConflictSchema.partial({ item: true }),
        },
      },
    },
    async (request, reply) => {
      const company = requireTenant(request);
      const user = requireUser(request);
      const caller = { company, user };
      const { action } = request.body;
      const spec =
        action === 'rewrite'
          ? await prepareRewrite(ctx, caller, parseBody(rewriteBodySchema, request.body)).catch(
              (err) => presentStaleItem(ctx.db, err),
            )
          : action === 'revise'
            ? await prepareRevise(ctx, caller, parseBody(reviseBodySchema, request.body))
            : await prepareGenerate(ctx, caller, parseBody(generateBodySchema, request.body));
      const job = await ctx.jobs.start(spec, {
        ...jobOptions(request),
        idempotencyKey: idempotencyKeyOf(request.headers['idempotency-key']),
      });
      return reply.status(202).send({ id: job.id, status: job.status });
    },
  );

  app.get(
    '/generations',
    {
      schema: {
        tags: ['generate'],
        summary: "The signed-in user's generations in this company (`?status=running`)",
        querystring: generationListQuerySchema,
        response: { 200: generationListSchema, 400: errorSchema, ...errors },
      },
    },
    async (request) => {
      const rows = await listOwnJobs(ctx, jobOwner(request), request.query.status);
      return rows.map((row) => presentGeneration(row, ctx.jobs.liveContent(row.id)));
    },
  );

  app.get(
    '/generations/:id',
    {
      schema: {
        tags: ['generate'],
        summary: 'One generation: status, text so far or final result, error',
        params: generationParamsSchema,
        response: { 200: generationSchema, 400: errorSchema, ...errors },
      },
    },
    async (request) => {
      const row = await ownJob(ctx, request, request.params.id);
      return presentGeneration(row, ctx.jobs.liveContent(row.id));
    },
  );

  app.post(
    '/generations/:id/cancel',
    {
      schema: {
        tags: ['generate'],
        summary: 'Stop a running generation, keeping what it wrote',
        description:
          'Aborts the automation call and marks the job cancelled. Text that had arrived is ' +
          'kept: `content` holds it and `historyId` its history item (`stopped: true`), and ' +
          'the plan unit stays used. Before any text (and for leads and rewrites) nothing is ' +
          'saved and the unit is given back. A job that has already ended is answered as it is.',
        params: generationParamsSchema,
        response: { 200: generationSchema, 400: errorSchema, ...errors },
      },
    },
    async (request) => stopOwnJob(ctx, request, request.params.id),
  );

  await app.register(generationEventsRoute);
  await app.register(automationCallbackRoute);
}
