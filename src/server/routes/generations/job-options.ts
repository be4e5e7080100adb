import type { FastifyRequest } from 'fastify';

/** The request's id (sent to the automation) and origin (the callback address without PUBLIC_URL). */
export function jobOptions(request: FastifyRequest) {
  return { requestId: request.id, origin: `${request.protocol}://${request.host}` };
}
