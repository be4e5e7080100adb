import type { FastifyInstance, FastifyRequest } from 'fastify';
import swagger from '@fastify/swagger';
import type { ApiScope } from '@core/api/api-tokens.js';
import { requireUser } from '../../auth/guards.js';
import { sha256Hex } from '../../auth/secret-token.js';
import { bearerToken } from '../../http/callback-token.js';
import { HttpError } from '../../http/http-errors.js';
import type { TokenRateLimit } from '../../http/token-rate-limit.js';
import {
  checkApiToken,
  INVALID_TOKEN,
  type TokenCaller,
} from '../../services/api-tokens/token-caller.js';
import { PROBLEM_CONTENT_TYPE, toProblem, type ProblemKind } from './problem.js';
import { historyItemRoutes } from '../history/history-item-routes.js';
import { publishRoutes } from '../publishing/publish-routes.js';
import { reviewStepRoutes } from '../reviews/review-step-routes.js';
import { v1AssistantRoutes } from './v1-assistants.js';
import { v1GenerationRoutes } from './v1-generations.js';
import { v1SwaggerOptions } from '../../openapi/v1-document.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** `/api/v1/openapi.json`: the public API's own document (openapi/v1-document.ts). */
    v1OpenApi: FastifyInstance['swagger'];
  }
  interface FastifyRequest {
    /** The API token the request came with, once checked (`/api/v1` only). */
    apiCaller: TokenCaller | null;
    /** The problem type of an error answer, when its status alone does not say it. */
    problemKind: ProblemKind | null;
  }
  interface FastifyContextConfig {
    /** `/api/v1`: the token scope the route needs. */
    apiScope?: ApiScope;
  }
}

const refuse = (request: FastifyRequest, kind: ProblemKind, status: number, message: string) => {
  request.problemKind = kind;
  return new HttpError(status, message);
};

/**
 * The public API, `/api/v1` (docs/api.md), and its OpenAPI document: made from the routes
 * registered in this scope, and served without a token (it says nothing of anyone's data).
 */
export async function publicApiRoutes(
  fastify: FastifyInstance,
  opts: { rateLimit: TokenRateLimit },
) {
  await fastify.register(swagger, v1SwaggerOptions());
  fastify.get('/openapi.json', { config: { public: true }, schema: { hide: true } }, async () =>
    fastify.v1OpenApi(),
  );
  // Not `opts` itself: it holds the prefix this scope already has.
  await fastify.register(tokenRoutes, { rateLimit: opts.rateLimit });
}

/**
 * The routes of the public API: personal access tokens (`Authorization: Bearer cdk_...`) only.
 * A session cookie is ignored here (so no CSRF), the company is the token's, not the host's,
 * and every error is `application/problem+json`.
 */
async function tokenRoutes(fastify: FastifyInstance, opts: { rateLimit: TokenRateLimit }) {
  const { ctx } = fastify;
  fastify.decorateRequest('apiCaller', null);
  fastify.decorateRequest('problemKind', null);

  // No route here asks for a session: the token is checked below, before the input is read.
  fastify.addHook('onRoute', (route) => {
    route.config = { ...route.config, public: true };
  });

  fastify.addHook('preValidation', async (request, reply) => {
    // What the cookie and the host said counts for nothing here.
    request.user = null;
    request.signedInElsewhere = false;
    request.tenant = null;
    request.tenantError = null;

    const token = bearerToken(request.headers.authorization);
    if (!token) {
      reply.header('www-authenticate', 'Bearer');
      throw refuse(request, 'invalid-token', 401, INVALID_TOKEN);
    }
    const rate = await opts.rateLimit.hit(sha256Hex(token));
    reply.header('ratelimit-limit', String(rate.limit));
    reply.header('ratelimit-remaining', String(rate.remaining));
    reply.header('ratelimit-reset', String(rate.resetSeconds));
    if (!rate.allowed) {
      reply.header('retry-after', String(rate.resetSeconds));
      throw refuse(
        request,
        'too-many-requests',
        429,
        `Too many requests with this token. Please wait ${rate.resetSeconds} seconds and try again.`,
      );
    }
    const agent = request.headers['user-agent'];
    const check = await checkApiToken(ctx, token, {
      ip: request.ip,
      userAgent: (typeof agent === 'string' ? agent : '').slice(0, 500),
      requestId: String(request.id),
    });
    if (!check.ok) {
      if (check.status === 401) reply.header('www-authenticate', 'Bearer error="invalid_token"');
      throw refuse(request, check.kind, check.status, check.message);
    }
    const { caller } = check;
    request.apiCaller = caller;
    request.user = caller.user;
    request.tenant = caller.company;
    const scope = request.routeOptions.config.apiScope;
    if (scope && !caller.scopes.includes(scope)) {
      throw refuse(
        request,
        'insufficient-scope',
        403,
        `This token does not have the "${scope}" scope`,
      );
    }
    // The user's own rules still hold (a password to change, two-factor to set up).
    requireUser(request);
  });

  fastify.addHook('onSend', async (request, reply, payload) => {
    if (reply.statusCode < 400 || typeof payload !== 'string') return payload;
    let body: unknown;
    try {
      body = JSON.parse(payload);
    } catch {
      return payload;
    }
    reply.header('content-type', PROBLEM_CONTENT_TYPE);
    return JSON.stringify(toProblem(reply.statusCode, body, request.problemKind ?? undefined));
  });

  fastify.setNotFoundHandler(async (_request, reply) =>
    reply.status(404).send({ message: 'No such API route' }),
  );

  await fastify.register(v1AssistantRoutes);
  await fastify.register(v1GenerationRoutes);
  const tags = ['v1'];
  await fastify.register(historyItemRoutes, {
    tags,
    scopes: { read: 'history:read', write: 'history:write' },
  });
  await fastify.register(reviewStepRoutes, { tags, scope: 'reviews' });
  await fastify.register(publishRoutes, { tags, scope: 'publications' });
}
