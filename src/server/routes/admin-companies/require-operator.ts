import type { FastifyRequest } from 'fastify';
import type { AuthUser } from '../../auth/current-user.js';
import { requireAdmin } from '../../auth/guards.js';
import { forbidden } from '../../http-errors.js';
import { canManageAllCompanies } from '../../policies/companies.js';
import { requireTenant } from '../../tenancy/plugin.js';

/** Company management is for operator staff (admins of the platform company): else 403. */
export function requireOperatorStaff(request: FastifyRequest): AuthUser {
  requireTenant(request);
  const actor = requireAdmin(request);
  if (!canManageAllCompanies(actor)) {
    throw forbidden('Only platform administrators can manage companies');
  }
  return actor;
}
