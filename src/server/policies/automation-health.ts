import { isAdmin, isOperatorStaff, ownCompanyOrOperator, type CompanySubject } from './actor.js';
import { ADMIN_ACCESS_REQUIRED, deny, type Rule } from './authorize.js';

export const automationHealthPolicy = {
  /** One company's automation health: its admins, and operator staff for any company. */
  viewCompany: ((actor, company) =>
    isAdmin(actor) && ownCompanyOrOperator(actor, company.id)
      ? true
      : deny(403, ADMIN_ACCESS_REQUIRED)) satisfies Rule<Pick<CompanySubject, 'id'>>,
  /** Every company together: operator staff (admins and platform admins of the platform). */
  viewAll: ((actor) =>
    isOperatorStaff(actor) ? true : deny(403, ADMIN_ACCESS_REQUIRED)) satisfies Rule<void>,
};
