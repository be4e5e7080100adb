import { isAdmin, ownCompanyOrOperator, type CompanySubject } from './actor.js';
import { COMPANY_NOT_FOUND, deny, type Rule } from './authorize.js';

/**
 * The knowledge library (docs/product.md#knowledge-library): the company's admins (and operator
 * staff on the company's address) manage it; anyone else gets 403.
 */
export const manageKnowledge: Rule<CompanySubject> = (actor, company) => {
  if (!isAdmin(actor)) return deny(403, 'Only administrators can manage the knowledge library');
  if (!ownCompanyOrOperator(actor, company.id)) return deny(404, COMPANY_NOT_FOUND);
  return true;
};
