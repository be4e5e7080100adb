import { EXPORT_NOT_FOUND } from '@core/api/company-exports.js';
import { isAdmin, ownCompanyOrOperator } from './actor.js';
import { ADMIN_ACCESS_REQUIRED, deny, type Loaded, type Rule } from './authorize.js';
import { companySettingsPolicy } from './company-settings.js';

/** The parts of an export the rules look at: whose it is, and whether it may still be had. */
interface ExportSubject {
  companyId: number;
  expiresAt: Date;
}

/**
 * An export of a company: its admins and operator staff, as its settings. Another company's,
 * an expired one and a missing one read alike (404), so an id tells nothing of another company.
 */
const read: Rule<Loaded<ExportSubject>> = (actor, subject) => {
  if (!isAdmin(actor)) return deny(403, ADMIN_ACCESS_REQUIRED);
  if (!subject || !ownCompanyOrOperator(actor, subject.companyId)) {
    return deny(404, EXPORT_NOT_FOUND);
  }
  if (subject.expiresAt.getTime() <= Date.now()) return deny(404, EXPORT_NOT_FOUND);
  return true;
};

export const exportPolicy = {
  /** Starting one: whoever manages the company's settings. */
  start: companySettingsPolicy.read,
  read,
  download: read,
};
