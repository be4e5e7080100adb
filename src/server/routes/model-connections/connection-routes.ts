import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { errorSchema } from '@core/api/common.js';
import {
  modelConnectionAnswerSchema,
  modelConnectionBodySchema,
  modelConnectionTestBodySchema,
  modelConnectionTestResultSchema,
} from '@core/api/model-connection.js';
import { auditContextOf } from '../../auth/audit-context.js';
import { requireUser } from '../../auth/guards.js';
import { allows } from '../../policies/authorize.js';
import { modelConnectionPolicy } from '../../policies/model-connections.js';
import { presentModelConnections } from '../../presenters/model-connection.js';
import {
  deleteModelConnection,
  saveModelConnection,
  type ConnectionOwner,
} from '../../services/model-connections/save-model-connection.js';
import {
  readKey,
  readModelConnections,
  type ModelConnections,
} from '../../services/model-connections/stored-connection.js';
import { targetToTest } from '../../services/model-connections/test-target.js';

/** What a route does with the connection: read it, change it, or test it. */
export type ConnectionAction = 'read' | 'save' | 'test';

/**
 * One set of connection routes: where they are, how they read, and how they find and
 * authorise whose connection it is (`owner` throws the policy's refusal).
 */
export interface ConnectionRoutesSpec {
  path: string;
  /** "the current company's", "a company's", "the platform's": for the summaries. */
  whose: string;
  params?: z.ZodType;
  owner: (request: FastifyRequest, action: ConnectionAction) => Promise<ConnectionOwner>;
}

const errors = { 400: errorSchema, 401: errorSchema, 403: errorSchema, 404: errorSchema };

/**
 * `GET/PUT/DELETE {path}` and `POST {path}/test`, the same at every level (decision 058): the
 * answer gives the connection set here and the one that applies, the key only masked.
 */
export function registerConnectionRoutes(fastify: FastifyInstance, spec: ConnectionRoutesSpec) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { ctx } = fastify;
  const tags = ['model-connection'];
  const params = spec.params ? { params: spec.params } : {};
  const present = (request: FastifyRequest, connections: ModelConnections) =>
    presentModelConnections(connections, {
      readKey: (record) => readKey(ctx, record),
      platformKeyEnd: allows(requireUser(request), modelConnectionPolicy.seePlatformKey),
    });

  app.get(
    spec.path,
    {
      schema: {
        tags,
        summary: `${spec.whose} model connection, and the one that applies`,
        ...params,
        response: { 200: modelConnectionAnswerSchema, ...errors },
      },
    },
    async (request) => {
      const owner = await spec.owner(request, 'read');
      return present(request, await readModelConnections(ctx, owner.level));
    },
  );

  app.put(
    spec.path,
    {
      schema: {
        tags,
        summary: `Save ${spec.whose} model connection`,
        description:
          'Any OpenAI-compatible chat-completions endpoint. `baseUrl`: https, or http to a host ' +
          'in WEBHOOK_ALLOW_HOSTS. `apiKey`: a new key, or left out, "" or the unchanged mask ' +
          'to keep the stored one (only while the address keeps its origin). 409 when the ' +
          "server's environment sets the platform's connection (MODEL_API_KEY).",
        ...params,
        body: modelConnectionBodySchema,
        response: { 200: modelConnectionAnswerSchema, ...errors, 409: errorSchema },
      },
    },
    async (request) => {
      const owner = await spec.owner(request, 'save');
      const saved = await saveModelConnection(ctx, {
        ...owner,
        body: request.body,
        actorUserId: requireUser(request).id,
        audit: auditContextOf(request),
      });
      return present(request, saved);
    },
  );

  app.delete(
    spec.path,
    {
      schema: {
        tags,
        summary: `Remove ${spec.whose} model connection`,
        description:
          "A company then uses the platform's connection, if any. 409 when the server's " +
          "environment sets the platform's connection (MODEL_API_KEY).",
        ...params,
        response: { 200: modelConnectionAnswerSchema, ...errors, 409: errorSchema },
      },
    },
    async (request) => {
      const owner = await spec.owner(request, 'save');
      return present(
        request,
        await deleteModelConnection(ctx, { ...owner, audit: auditContextOf(request) }),
      );
    },
  );

  app.post(
    `${spec.path}/test`,
    {
      // Each test makes an outgoing call: the webhook test's ceiling.
      config: { rateLimit: { max: 30, timeWindow: '1 minute' } },
      schema: {
        tags,
        summary: `Test ${spec.whose} model connection`,
        description:
          "Lists the endpoint's models when it can and sends a one-line prompt. The body's " +
          'values (unsaved) over the stored connection; no body tests the stored one. A stored ' +
          'key is only sent to the origin it was saved for.',
        ...params,
        body: modelConnectionTestBodySchema.nullish(),
        response: { 200: modelConnectionTestResultSchema, ...errors, 429: errorSchema },
      },
    },
    async (request) => {
      const owner = await spec.owner(request, 'test');
      const target = await targetToTest(ctx, owner.level, request.body ?? {});
      return ctx.modelClient.test(target);
    },
  );
}
