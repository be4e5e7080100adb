import { isOperatorStaff, type AuthUser } from '../auth/current-user.js';

type Actor = Pick<AuthUser, 'role' | 'companyId' | 'companySlug'>;
interface CompanyRef {
  id: number;
}

export const ADMIN_ACCESS_REQUIRED = 'Admin access required';

/** Admins of any company, and operator staff. */
export function isAdmin(actor: Actor): boolean {
  return actor.role === 'admin' || actor.role === 'platform_admin';
}

/**
 * Whether the actor may see that a company's settings exist at all: operator staff see every
 * company, company admins only their own (another company answers 404, as if it did not exist).
 */
export function canSeeCompanySettings(actor: Actor, company: CompanyRef): boolean {
  return isOperatorStaff(actor) || actor.companyId === company.id;
}

/** Reading and saving settings, branding, customisation and bot access of a company. */
export function canManageCompanySettings(actor: Actor, company: CompanyRef): boolean {
  return isAdmin(actor) && canSeeCompanySettings(actor, company);
}

/** The plan (name, price, generation limit) is the operator's business. */
export function canChangePlan(actor: Actor): boolean {
  return isOperatorStaff(actor);
}
