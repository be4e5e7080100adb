import { PLATFORM_COMPANY_ID } from '../../core/api/common.js';
import { isOperatorStaff, type AuthUser } from '../auth/current-user.js';

type Actor = Pick<AuthUser, 'role' | 'companyId' | 'companySlug'>;
interface CompanyRef {
  id: number;
  companyId: string;
}

export const WEBHOOK_SETTINGS_ADMIN_ONLY = 'Only administrators can change webhook settings';

/** Admins change their tenant's webhooks (in the platform tenant: the platform defaults). */
export function canEditWebhookSettings(actor: Actor): boolean {
  return actor.role === 'admin' || actor.role === 'platform_admin';
}

/**
 * Whether the actor may see that a company's webhooks exist at all: operator staff see every
 * company, company admins only their own (another company answers 404, as if it did not exist).
 */
export function canSeeCompanyWebhooks(actor: Actor, company: CompanyRef): boolean {
  return isOperatorStaff(actor) || actor.companyId === company.id;
}

/** Platform defaults cannot be copied onto the platform itself. */
export function canCopyDefaultsTo(company: CompanyRef): boolean {
  return company.companyId !== PLATFORM_COMPANY_ID;
}
