import { PLATFORM_COMPANY_ID } from '@core/roles.js';
import { isAdmin, isPlatformAdmin, ownCompanyOrOperator, type CompanySubject } from './actor.js';
import { ADMIN_ACCESS_REQUIRED, deny, type Rule } from './authorize.js';

const PLATFORM_ADMIN_ONLY = 'The operator dashboard is for platform admins on the platform tenant';

export const reportPolicy = {
  /**
   * Usage reports of a company: its own admins, and operator staff for any company. (A session
   * only counts on the company it was made on, so other callers never reach here signed in.)
   */
  viewUsage: ((actor, company) =>
    isAdmin(actor) && ownCompanyOrOperator(actor, company.id)
      ? true
      : deny(403, ADMIN_ACCESS_REQUIRED)) satisfies Rule<Pick<CompanySubject, 'id'>>,
  /** The operator dashboard: platform admins of the platform company, on the platform tenant. */
  viewPlatformDashboard: ((actor, tenant) =>
    isPlatformAdmin(actor) &&
    actor.companySlug === PLATFORM_COMPANY_ID &&
    tenant.slug === PLATFORM_COMPANY_ID
      ? true
      : deny(403, PLATFORM_ADMIN_ONLY)) satisfies Rule<CompanySubject>,
};
