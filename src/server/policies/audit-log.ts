import {
  isAdmin,
  isOperatorStaff,
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

/** Who may read the audit log (decision 050). */
export const auditLogPolicy = {
  /**
   * A company's entries: its admins, and operator staff for any company. Another company reads
   * as missing (404).
   */
  read: ((actor, company) => {
    if (!isAdmin(actor)) return deny(403, ADMIN_ACCESS_REQUIRED);
    if (!company || !ownCompanyOrOperator(actor, company.id)) return deny(404, COMPANY_NOT_FOUND);
    return true;
  }) satisfies Rule<Loaded<Pick<CompanySubject, 'id'>>>,
  /**
   * Every company's entries, or the one `?company=` names, on the platform tenant: operator
   * staff (an admin elsewhere reads their own company's).
   */
  readEveryCompany: (actor: Actor) =>
    isOperatorStaff(actor) ? true : deny(403, ADMIN_ACCESS_REQUIRED),
};
