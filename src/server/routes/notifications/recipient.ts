import type { FastifyRequest } from 'fastify';
import { requireUser } from '../../auth/guards.js';
import type { Recipient } from '../../services/notifications/list-notifications.js';
import { requireTenant } from '../../tenancy/plugin.js';

/** The signed-in user in the request's company: their own notifications there, no one else's. */
export function recipientOf(request: FastifyRequest): Recipient {
  const tenant = requireTenant(request);
  const user = requireUser(request);
  return { companyId: tenant.id, userId: user.id };
}
