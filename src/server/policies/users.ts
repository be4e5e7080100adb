import type { Role } from '@core/roles.js';
import {
  isAdmin,
  isOperatorStaff,
  isPlatformAdmin,
  ownCompanyOrOperator,
  type Actor,
  type CompanySubject,
} from './actor.js';
import {
  ADMIN_ACCESS_REQUIRED,
  COMPANY_NOT_FOUND,
  deny,
  type Loaded,
  type Rule,
} from './authorize.js';

/** The parts of a user row the rules look at. */
export interface UserSubject {
  id: number;
  role: Role;
  /** Row key of the user's company. */
  companyId: number;
}

export const USER_NOT_FOUND = 'User not found';
const OWN_COMPANY_ONLY = 'You can only create users in your own company';
const PLATFORM_ADMINS_ONLY = 'Only platform admins can manage platform admin accounts';

/** Operator staff choose a new user's company; platform admins create platform admins. */
const mayChooseCompany = (actor: Actor) => isPlatformAdmin(actor) && isOperatorStaff(actor);
const mayGrantRole = (actor: Actor, role: Role) =>
  role !== 'platform_admin' || isPlatformAdmin(actor);

/** Another company's user does not exist for a company admin (404); yourself: docs/product.md#roles. */
function manage(selfMessage: string): Rule<Loaded<UserSubject>> {
  return (actor, target) => {
    if (!isAdmin(actor)) return deny(403, ADMIN_ACCESS_REQUIRED);
    if (!target || !ownCompanyOrOperator(actor, target.companyId)) return deny(404, USER_NOT_FOUND);
    if (actor.id === target.id) return deny(403, selfMessage);
    if (!mayGrantRole(actor, target.role)) return deny(403, PLATFORM_ADMINS_ONLY);
    return true;
  };
}

export const userPolicy = {
  /** Signing in on a company's host: its own users; platform admins on any (decision 017). */
  signIn: ((actor, tenant) =>
    actor.companyId === tenant.id || isPlatformAdmin(actor)
      ? true
      : deny(403, 'Sign in on your own company')) satisfies Rule<CompanySubject>,
  /** The user list: admins (their own company's users; operator staff every company's). */
  list: (actor: Actor) => (isAdmin(actor) ? true : deny(403, ADMIN_ACCESS_REQUIRED)),
  /** Whether the list covers every company. */
  seeAllCompanies: (actor: Actor) =>
    isAdmin(actor) && isOperatorStaff(actor) ? true : deny(403, ADMIN_ACCESS_REQUIRED),
  /**
   * Creating a user of a role in a company (none: the company named does not exist). Admins
   * create users in their own company; platform admins in any, and platform admins too.
   */
  create:
    (role: Role): Rule<Loaded<CompanySubject>> =>
    (actor, company) => {
      if (!isAdmin(actor)) return deny(403, ADMIN_ACCESS_REQUIRED);
      if (!mayChooseCompany(actor) && company?.id !== actor.companyId) {
        return deny(403, OWN_COMPANY_ONLY);
      }
      if (!company) return deny(404, COMPANY_NOT_FOUND);
      if (!mayGrantRole(actor, role)) {
        return deny(403, 'Only platform admins can create platform admins');
      }
      return true;
    },
  delete: manage('You cannot delete your own account'),
  resetPassword: manage('You cannot reset your own password here. Use Change Password instead.'),
  /** Turning off a user's two-factor (a lost phone), decision 046. */
  resetTwoFactor: manage(
    'You cannot reset your own two-factor here. Turn it off under Two-Factor Authentication.',
  ),
  /** Setting a user's email address (decision 044); your own is set under Change Password. */
  setEmail: manage('You cannot change your own email here. Use Change Password instead.'),
  /**
   * Giving a user another role: as the other actions on a user, and only platform admins give or
   * take away the platform admin role.
   */
  setRole:
    (role: Role): Rule<Loaded<UserSubject>> =>
    (actor, target) => {
      const managed = manage('You cannot change your own role')(actor, target);
      if (managed !== true) return managed;
      return mayGrantRole(actor, role) ? true : deny(403, PLATFORM_ADMINS_ONLY);
    },
  /** Sending a user's invitation again (decision 044). */
  invite: manage('You cannot invite yourself'),
};
