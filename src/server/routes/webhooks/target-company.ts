import type { FastifyRequest } from 'fastify';
import type { AuthUser } from '../../auth/current-user.js';
import { requireUser } from '../../auth/guards.js';
import { forbidden, notFound } from '../../http-errors.js';
import {
  canEditWebhookSettings,
  canSeeCompanyWebhooks,
  WEBHOOK_SETTINGS_ADMIN_ONLY,
} from '../../policies/webhooks.js';
import { findCompanyBySlug, requireTenant, type Company } from '../../tenancy/plugin.js';
import type { Db } from '../../db/connection.js';

/**
 * The company whose webhooks a request manages, checked: signed out 401, not an admin 403,
 * a company the caller may not see (or that does not exist) 404.
 */
export async function requireManagedCompany(
  db: Db,
  request: FastifyRequest,
  unverifiedCompanyId: string | undefined,
  forbiddenMessage = WEBHOOK_SETTINGS_ADMIN_ONLY,
): Promise<{ company: Company; user: AuthUser }> {
  const tenant = requireTenant(request);
  const user = requireUser(request);
  if (!canEditWebhookSettings(user)) throw forbidden(forbiddenMessage);
  if (unverifiedCompanyId === undefined) return { company: tenant, user };
  const company = await findCompanyBySlug(db, unverifiedCompanyId);
  if (!company || !canSeeCompanyWebhooks(user, company)) throw notFound('Company not found');
  return { company, user };
}
