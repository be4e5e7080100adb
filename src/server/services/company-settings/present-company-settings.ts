import type { CompanySettings } from '../../../core/api/company-settings.js';
import type { AuthUser } from '../../auth/current-user.js';
import { canChangePlan } from '../../policies/company-settings.js';
import type { Company } from '../../tenancy/plugin.js';

/** What leaves the server about a company's settings. */
export function presentCompanySettings(company: Company, actor: AuthUser): CompanySettings {
  return {
    companyId: company.companyId,
    companyName: company.companyName,
    logoUrl: company.logoUrl,
    primaryColor: company.primaryColor,
    secondaryColor: company.secondaryColor,
    faviconUrl: company.faviconUrl,
    customCss: company.customCss,
    assistantCustomization: company.assistantCustomization,
    plan: {
      planName: company.planName,
      planMonthlyPrice: Number(company.planMonthlyPrice),
      planGenerationLimit: company.planGenerationLimit,
    },
    canEditPlan: canChangePlan(actor),
  };
}
