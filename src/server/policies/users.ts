import { PLATFORM_COMPANY_ID, type Role } from '../../core/api/common.js';
import { isOperatorStaff, type AuthUser } from '../auth/current-user.js';

/** Who is acting: the signed-in user. */
export type Actor = Pick<AuthUser, 'id' | 'role' | 'companyId' | 'companySlug'>;

/** The parts of a user row the rules look at. */
export interface UserRecord {
  id: number;
  role: Role;
  /** Internal id of the user's company. */
  companyId: number;
}

export const isAdminRole = (role: Role) => role === 'admin' || role === 'platform_admin';

/** Operator staff see every user; a company admin only their own company's. */
export function canSeeAllUsers(actor: Actor): boolean {
  return isAdminRole(actor.role) && isOperatorStaff(actor);
}

/** Whether the user exists for this actor at all (otherwise: 404, as if it did not exist). */
export function canSeeUser(actor: Actor, target: UserRecord): boolean {
  if (!isAdminRole(actor.role)) return false;
  return canSeeAllUsers(actor) || actor.companyId === target.companyId;
}

/** No actions on your own row (spec §6). */
export function isSelf(actor: Actor, target: Pick<UserRecord, 'id'>): boolean {
  return actor.id === target.id;
}

/** Platform admin accounts are managed by platform admins only. */
export function canManageUser(actor: Actor, target: UserRecord): boolean {
  if (!canSeeUser(actor, target) || isSelf(actor, target)) return false;
  return target.role !== 'platform_admin' || actor.role === 'platform_admin';
}

/** Only platform admins create platform admins. */
export function canCreateRole(actor: Actor, role: Role): boolean {
  if (!isAdminRole(actor.role)) return false;
  return role !== 'platform_admin' || actor.role === 'platform_admin';
}

/** Platform admins (of the platform company) choose a new user's company. */
export function canChooseCompany(actor: Actor): boolean {
  return actor.role === 'platform_admin' && isOperatorStaff(actor);
}

/** Others create users in their own company only. */
export function canCreateUserIn(actor: Actor, company: { id: number }): boolean {
  if (!isAdminRole(actor.role)) return false;
  return canChooseCompany(actor) || actor.companyId === company.id;
}

/** Platform admins belong to the platform company (elsewhere the role would mean nothing). */
export function roleFitsCompany(role: Role, company: { companyId: string }): boolean {
  return role !== 'platform_admin' || company.companyId === PLATFORM_COMPANY_ID;
}
