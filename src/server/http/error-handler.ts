import type { FastifyError, FastifyInstance, FastifyReply } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { NOT_FOUND_STATUS } from '@core/api/common.js';
import { databaseOutage, RETRY_AFTER_SECONDS, type DatabaseOutage } from '../db/unavailable.js';
import { HttpError } from './http-errors.js';
import { DomainError } from '../services/domain-error.js';
import { STATUS_OF } from './domain-status.js';
import { GenerationFailed } from '../services/generations/generation-failed.js';
import type { PageRenderer } from '../web-app/web-page.js';

/** The status a custom zod issue carries in its `params` (`{status}`), if any. */
function statusAskedFor(params: unknown): unknown {
  const inner = (params as { params?: { status?: unknown } } | undefined)?.params;
  return inner?.status;
}

/** What the log says of a request the database could not serve. */
const OUTAGE_LOG_LINES: Record<DatabaseOutage['kind'], string> = {
  unreachable: 'database unavailable',
  busy: 'database unavailable',
  full: 'database disk full',
  'read-only': 'database read-only',
};

/** A service's refusal as an answer: `{message, errors?, ...extra}`, Retry-After when known. */
function sendDomainError(reply: FastifyReply, error: DomainError) {
  const retryAfter =
    error.retryAfterSeconds ?? (error.kind === 'unavailable' ? RETRY_AFTER_SECONDS : undefined);
  if (retryAfter !== undefined) reply.header('retry-after', String(retryAfter));
  const errors = error.fields ? { errors: error.fields } : {};
  return reply
    .status(STATUS_OF[error.kind])
    .send({ message: error.message, ...errors, ...error.extra });
}

/** Every error leaves as `{message}` (plus field `errors` for invalid input). */
export function registerErrorHandler(app: FastifyInstance, opts: { page?: PageRenderer }) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof DomainError) return sendDomainError(reply, error);
    if (error instanceof GenerationFailed) {
      // A job that failed answers `POST /api/generate` with the status it was kept with.
      if (error.status === 503) reply.header('retry-after', String(RETRY_AFTER_SECONDS));
      return reply.status(error.status).send({ message: error.message });
    }
    if (error instanceof HttpError) {
      if (error.statusCode === 503) reply.header('retry-after', String(RETRY_AFTER_SECONDS));
      reply.headers(error.headers);
      return reply.status(error.statusCode).send({ message: error.message, ...error.extra });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      // An issue that asks for 404 (an id beyond the integer range, core/api/common.ts).
      const missing = error.validation.find((v) => statusAskedFor(v.params) === NOT_FOUND_STATUS);
      if (missing) return reply.status(404).send({ message: missing.message ?? 'Not found' });
      const errors = error.validation.map((v) => ({
        path: v.instancePath.replace(/^\//, '').replace(/\//g, '.'),
        message: v.message ?? 'Invalid value',
      }));
      return reply.status(400).send({ message: errors[0]?.message ?? 'Invalid input', errors });
    }
    const status = error.statusCode ?? 500;
    if (status < 500) {
      return reply.status(status).send({ message: error.message });
    }
    const outage = databaseOutage(error);
    if (outage) {
      // The pool replaces lost connections by itself: the client is told to come back soon.
      request.log.warn({ err: error }, OUTAGE_LOG_LINES[outage.kind]);
      return reply
        .status(503)
        .header('retry-after', String(RETRY_AFTER_SECONDS))
        .send({ message: outage.message });
    }
    request.log.error({ err: error }, 'request failed');
    return reply.status(500).send({ message: 'Internal server error' });
  });
  app.setNotFoundHandler((request, reply) => {
    // Client-side routes get the single-page app; the app shows its own 404 page. A missing
    // asset (a source map, an old hash) stays a 404: never HTML where a script was asked for.
    const clientRoute = !request.url.startsWith('/api/') && !request.url.startsWith('/assets/');
    if (opts.page && request.method === 'GET' && clientRoute) {
      return opts.page.send(request, reply);
    }
    return reply.status(404).send({ message: `Route ${request.method} ${request.url} not found` });
  });
}
