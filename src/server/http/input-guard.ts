import type { FastifyInstance } from 'fastify';
import { UNSAFE_TEXT_MESSAGE, findUnsafeText } from '@core/text-safety.js';
import { badRequest } from './http-errors.js';

/**
 * Refuses, for every route, a body, query or path parameter holding a NUL character or an
 * unpaired surrogate anywhere (a value or an object key): 400 `{message, errors:[{path,
 * message}]}` naming the field, before validation, the database or any automation sees it.
 */
export function registerInputGuard(app: FastifyInstance) {
  app.addHook('preValidation', async (request) => {
    for (const part of [request.params, request.query, request.body]) {
      const path = findUnsafeText(part);
      if (path === null) continue;
      const message = `${path || 'The request'} ${UNSAFE_TEXT_MESSAGE}`;
      throw badRequest(message, { errors: [{ path, message }] });
    }
  });
}
