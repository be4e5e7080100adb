import type { FastifyRequest } from 'fastify';
import type { AuditContext } from '../services/audit/audit-log.js';

const USER_AGENT_MAX = 500;

/**
 * Who acts and from where, read from the request once for the services that audit (they take
 * these values, never the request). Routes that audit have required a user.
 */
export function auditContextOf(request: FastifyRequest): AuditContext {
  const user = request.user;
  const agent = request.headers['user-agent'];
  return {
    actor: user
      ? {
          userId: user.id,
          username: user.username,
          companyId: user.companyId,
          companySlug: user.companySlug,
        }
      : { userId: null, username: 'Anonymous', companyId: null, companySlug: '' },
    ip: request.ip,
    userAgent: (typeof agent === 'string' ? agent : '').slice(0, USER_AGENT_MAX),
    requestId: String(request.id),
  };
}
