import { eq } from 'drizzle-orm';
import type { AuthUser } from '../../auth/current-user.js';
import type { Db } from '../../db/connection.js';
import { companies } from '../../db/schema.js';
import { forbidden, notFound } from '../../http-errors.js';
import {
  ADMIN_ACCESS_REQUIRED,
  canManageCompanySettings,
  canSeeCompanySettings,
  isAdmin,
} from '../../policies/company-settings.js';
import type { Company } from '../../tenancy/plugin.js';

/**
 * The company whose settings the actor manages, from an id out of a path or a body: 403 for a
 * non-admin, 404 when it does not exist or belongs to someone else (nothing is revealed).
 */
export async function findManagedCompany(
  db: Db,
  actor: AuthUser,
  unverifiedCompanyId: string,
): Promise<Company> {
  if (!isAdmin(actor)) throw forbidden(ADMIN_ACCESS_REQUIRED);
  const [company] = await db
    .select()
    .from(companies)
    .where(eq(companies.companyId, unverifiedCompanyId))
    .limit(1);
  if (!company || !canSeeCompanySettings(actor, company)) throw notFound('Company not found');
  return company;
}

/** The tenant itself, when the actor may manage it. */
export function requireManagedTenant(actor: AuthUser, tenant: Company): Company {
  if (!isAdmin(actor)) throw forbidden(ADMIN_ACCESS_REQUIRED);
  if (!canManageCompanySettings(actor, tenant)) throw notFound('Company not found');
  return tenant;
}
