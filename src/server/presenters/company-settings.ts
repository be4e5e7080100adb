import type { CompanySettings } from '@core/api/company-settings.js';
import type { Company } from '../tenancy/companies.js';

/** What leaves the server about a company's settings; `canEditPlan` from the policy. */
export function presentCompanySettings(company: Company, canEditPlan: boolean): CompanySettings {
  return {
    companyId: company.slug,
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
    requireTwoFactorForAdmins: company.requireTwoFactorForAdmins,
    contentRetentionDays: company.contentRetentionDays,
    requireApproval: company.requireApproval,
    timeZone: company.timeZone,
    apiAccess: company.apiAccess,
    contentLanguage: company.contentLanguage,
    canEditPlan,
  };
}
