import type { Db } from '../../db/connection.js';
import { findCompanyBySlug, type Company } from '../../tenancy/companies.js';

/**
 * The company a webhook request names (`companyId` in its body, path or query), or the tenant
 * when it names none; undefined when there is no such company. Not authorised yet: the route
 * asks `webhookPolicy` next.
 */
export async function namedCompanyOrTenant(
  db: Db,
  tenant: Company,
  unverifiedCompanySlug: string | undefined,
): Promise<Company | undefined> {
  if (unverifiedCompanySlug === undefined) return tenant;
  return (await findCompanyBySlug(db, unverifiedCompanySlug)) ?? undefined;
}
