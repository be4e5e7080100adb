import type { FastifyRequest } from 'fastify';
import { forbidden, unauthorized } from '../http-errors.js';
import type { AuthUser } from './current-user.js';

/** Routes a user who must change their password may still call. */
const ALLOWED_DURING_FORCED_CHANGE = new Set(['/api/auth/change-password', '/api/auth/logout']);

export function requireUser(request: FastifyRequest): AuthUser {
  const user = request.user;
  if (!user) throw unauthorized();
  if (
    user.mustChangePassword &&
    request.method !== 'GET' &&
    !ALLOWED_DURING_FORCED_CHANGE.has(request.routeOptions.url ?? '')
  ) {
    throw forbidden('You must change your password before continuing');
  }
  return user;
}
