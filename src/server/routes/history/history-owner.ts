import type { FastifyRequest } from 'fastify';
import { requireUser } from '../../auth/guards.js';
import type { HistoryOwner } from '../../services/history/history-scope.js';
import type { HistoryViewer } from '../../services/history/item-access.js';
import { isAdmin } from '../../policies/actor.js';
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

/**
 * Who reads an item: the signed-in user in the request's company, an admin there only when it
 * is their own company (operator staff working in another company read as its other staff do).
 */
export function historyViewer(request: FastifyRequest): HistoryViewer {
  const tenant = requireTenant(request);
  const user = requireUser(request);
  return {
    companyId: tenant.id,
    userId: user.id,
    isAdmin: user.companyId === tenant.id && isAdmin(user),
  };
}
