import { PLATFORM_COMPANY_ID } from '../../core/api/common.js';
import { isOperatorStaff } from '../auth/current-user.js';
import type { Actor } from './users.js';

/** The parts of a company row the rules look at. */
export interface CompanyRecord {
  id: number;
  companyId: string;
}

const isPlatformCompany = (company: Pick<CompanyRecord, 'companyId'>) =>
  company.companyId === PLATFORM_COMPANY_ID;

/** The company list, creating and deleting companies: operator staff only. */
export function canManageAllCompanies(actor: Actor): boolean {
  return isOperatorStaff(actor);
}

/** The platform company can never be deleted; any other only by operator staff. */
export function canDeleteCompany(actor: Actor, company: CompanyRecord): boolean {
  return canManageAllCompanies(actor) && !isPlatformCompany(company);
}
