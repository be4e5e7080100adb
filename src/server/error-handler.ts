import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { HttpError } from './http-errors.js';

/** Every error leaves as `{message}` (plus field `errors` for invalid input). */
export function registerErrorHandler(app: FastifyInstance, opts: { spaFallback: boolean }) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof HttpError) {
      return reply.status(error.statusCode).send({ message: error.message, ...error.extra });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
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
    request.log.error({ err: error }, 'request failed');
    return reply.status(500).send({ message: 'Internal server error' });
  });
  app.setNotFoundHandler((request, reply) => {
    // Client-side routes get the single-page app; the app shows its own 404 page.
    if (opts.spaFallback && request.method === 'GET' && !request.url.startsWith('/api/')) {
      return reply.type('text/html').sendFile('index.html');
    }
    return reply.status(404).send({ message: `Route ${request.method} ${request.url} not found` });
  });
}
