import { isAdminRole, isOperatorStaffRole, PLATFORM_COMPANY_ID, type Role } from '@core/roles.js';

/** Who is acting: the signed-in user (the one type every policy takes). */
export interface Actor {
  id: number;
  role: Role;
  /** Row key of the actor's own company. */
  companyId: number;
  /** Public id (subdomain) of the actor's own company. */
  companySlug: string;
}

/** The parts of a company row the rules look at. */
export interface CompanySubject {
  id: number;
  /** The public id (subdomain). */
  slug: string;
}

/* ---- The small checks every policy is built from ---- */

export const isAdmin = (actor: Pick<Actor, 'role'>): boolean => isAdminRole(actor.role);

export const isPlatformAdmin = (actor: Pick<Actor, 'role'>): boolean =>
  actor.role === 'platform_admin';

/** Admins and platform admins of the platform company manage every company. */
export const isOperatorStaff = (actor: Pick<Actor, 'role' | 'companySlug'>): boolean =>
  isOperatorStaffRole(actor.role, actor.companySlug);

export const isPlatformCompany = (company: Pick<CompanySubject, 'slug'>): boolean =>
  company.slug === PLATFORM_COMPANY_ID;

/** The actor's own company (by row key), or any company for operator staff. */
export const ownCompanyOrOperator = (actor: Actor, companyKey: number): boolean =>
  actor.companyId === companyKey || isOperatorStaff(actor);
