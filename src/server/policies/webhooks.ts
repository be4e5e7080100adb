import { isAdmin, isPlatformCompany, ownCompanyOrOperator, type CompanySubject } from './actor.js';
import {
  ADMIN_ACCESS_REQUIRED,
  COMPANY_NOT_FOUND,
  deny,
  type Loaded,
  type Rule,
} from './authorize.js';

const WEBHOOK_SETTINGS_ADMIN_ONLY = 'Only administrators can change webhook settings';

/**
 * A company's webhooks (in the platform tenant: the platform defaults): its admins, and operator
 * staff for any company. Another company reads as missing (404).
 */
function manage(forbiddenMessage: string): Rule<Loaded<CompanySubject>> {
  return (actor, company) => {
    if (!isAdmin(actor)) return deny(403, forbiddenMessage);
    if (!company || !ownCompanyOrOperator(actor, company.id)) return deny(404, COMPANY_NOT_FOUND);
    return true;
  };
}

const save = manage(WEBHOOK_SETTINGS_ADMIN_ONLY);

export const webhookPolicy = {
  /** URLs and masked keys; other members see hosts only (decision 017). */
  readFull: manage(ADMIN_ACCESS_REQUIRED),
  save,
  test: manage('Only administrators can test webhooks'),
  downloadWorkflow: manage('Only administrators can download automations'),
  /** Platform defaults cannot be copied onto the platform itself. */
  copyDefaults: ((actor, company) => {
    const verdict = save(actor, company);
    if (verdict !== true) return verdict;
    if (company && isPlatformCompany(company)) {
      return deny(400, 'The platform defaults cannot be copied onto themselves');
    }
    return true;
  }) satisfies Rule<Loaded<CompanySubject>>,
};
