import type { FastifyRequest } from 'fastify';

/** The request's id, sent to the automation. */
export function jobOptions(request: FastifyRequest) {
  return { requestId: request.id };
}
