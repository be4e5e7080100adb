import { isAdmin, ownCompanyOrOperator, type CompanySubject } from './actor.js';
import { ADMIN_ACCESS_REQUIRED, COMPANY_NOT_FOUND, deny, type Rule } from './authorize.js';

const OWN_COMPANY_ONLY = 'API tokens are made in your own company';

/**
 * Personal access tokens (docs/api.md): each user manages their own, in their own company (a
 * token acts there only); the company's admins, and operator staff, list and revoke the
 * company's.
 */
export const apiTokenPolicy = {
  manageOwn: ((actor, company) =>
    actor.companyId === company.id
      ? true
      : deny(403, OWN_COMPANY_ONLY)) satisfies Rule<CompanySubject>,
  manageCompany: ((actor, company) => {
    if (!isAdmin(actor)) return deny(403, ADMIN_ACCESS_REQUIRED);
    if (!ownCompanyOrOperator(actor, company.id)) return deny(404, COMPANY_NOT_FOUND);
    return true;
  }) satisfies Rule<CompanySubject>,
};
