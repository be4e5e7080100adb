import { PLATFORM_COMPANY_ID } from '../../core/api/common.js';
import { isOperatorStaff, type AuthUser } from '../auth/current-user.js';

type Actor = Pick<AuthUser, 'role' | 'companyId' | 'companySlug'>;
interface CompanyRef {
  id: number;
  companyId: string;
}

export const REPORTS_ADMIN_ONLY = 'Admin access required';
export const PLATFORM_ADMIN_ONLY =
  'The operator dashboard is for platform admins on the platform tenant';

/**
 * Usage reports of a company: its own admins, and operator staff for any company. (A session
 * only counts on the company it was made on, so other callers never reach here signed in.)
 */
export function canViewUsageReports(actor: Actor, company: CompanyRef): boolean {
  if (actor.role === 'user') return false;
  return actor.companyId === company.id || isOperatorStaff(actor);
}

/** The operator dashboard: platform admins of the platform company, on the platform tenant. */
export function canViewPlatformDashboard(actor: Actor, tenant: CompanyRef): boolean {
  return (
    actor.role === 'platform_admin' &&
    actor.companySlug === PLATFORM_COMPANY_ID &&
    tenant.companyId === PLATFORM_COMPANY_ID
  );
}
