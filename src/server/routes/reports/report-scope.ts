import type { FastifyRequest } from 'fastify';
import { errorSchema } from '../../../core/api/common.js';
import type { AuthUser } from '../../auth/current-user.js';
import { requireAdmin } from '../../auth/guards.js';
import { forbidden } from '../../http-errors.js';
import { canViewUsageReports, REPORTS_ADMIN_ONLY } from '../../policies/reports.js';
import { requireTenant, type Company } from '../../tenancy/plugin.js';

/**
 * The company a report is about: the request's tenant (operator staff may name any company with
 * `?company=`), for an admin allowed to see it. 404 unknown company, 401 signed out, 403 no right.
 */
export function reportScope(request: FastifyRequest): { company: Company; admin: AuthUser } {
  const company = requireTenant(request);
  const admin = requireAdmin(request);
  if (!canViewUsageReports(admin, company)) throw forbidden(REPORTS_ADMIN_ONLY);
  return { company, admin };
}

/** The error answers every report route declares. */
export const reportErrors = {
  400: errorSchema,
  401: errorSchema,
  403: errorSchema,
  404: errorSchema,
};
