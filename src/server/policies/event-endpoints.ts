import { isAdmin, ownCompanyOrOperator, type CompanySubject } from './actor.js';
import { COMPANY_NOT_FOUND, deny, type Rule } from './authorize.js';

/**
 * Event endpoints (docs/api.md#event-webhooks): the company's admins (and operator staff on the
 * company's address) manage them; anyone else gets 403.
 */
export const manageEventEndpoints: Rule<CompanySubject> = (actor, company) => {
  if (!isAdmin(actor)) return deny(403, 'Only administrators can manage event endpoints');
  if (!ownCompanyOrOperator(actor, company.id)) return deny(404, COMPANY_NOT_FOUND);
  return true;
};
