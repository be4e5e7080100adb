import { isAdmin, isOperatorStaff, isPlatformCompany, type CompanySubject } from './actor.js';
import {
  ADMIN_ACCESS_REQUIRED,
  COMPANY_NOT_FOUND,
  deny,
  type Loaded,
  type Rule,
} from './authorize.js';

const manageAll: Rule<void> = (actor) => {
  if (!isAdmin(actor)) return deny(403, ADMIN_ACCESS_REQUIRED);
  if (!isOperatorStaff(actor))
    return deny(403, 'Only platform administrators can manage companies');
  return true;
};

/** Company management (list, create, delete): operator staff only. */
export const companyPolicy = {
  list: manageAll,
  create: manageAll,
  /** Any company but the platform company. */
  delete: ((actor, company) => {
    const verdict = manageAll(actor);
    if (verdict !== true) return verdict;
    if (!company) return deny(404, COMPANY_NOT_FOUND);
    if (isPlatformCompany(company)) return deny(403, 'The platform company cannot be deleted');
    return true;
  }) satisfies Rule<Loaded<CompanySubject>>,
};
