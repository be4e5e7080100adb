import type { FastifyRequest } from 'fastify';
import { requireUser } from '../../auth/guards.js';
import type { HistoryOwner } from '../../services/history/history-scope.js';
import { requireTenant } from '../../tenancy/plugin.js';

/**
 * History belongs to a user within a company: the request's company (tenant) and the signed-in
 * user. Operator staff working in another company see and change only their own items there.
 */
export function historyOwner(request: FastifyRequest): HistoryOwner {
  const tenant = requireTenant(request);
  const user = requireUser(request);
  return { companyId: tenant.id, userId: user.id };
}
