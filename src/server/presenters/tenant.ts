import { PLATFORM_COMPANY_ID } from '../../core/api/common.js';
import type { TenantInfo } from '../../core/api/tenant.js';
import type { Company } from '../tenancy/plugin.js';

export function presentTenant(company: Company): TenantInfo {
  return {
    companyId: company.companyId,
    companyName: company.companyName,
    logoUrl: company.logoUrl,
    primaryColor: company.primaryColor,
    secondaryColor: company.secondaryColor,
    faviconUrl: company.faviconUrl,
    customCss: company.customCss,
    isPlatformAdmin: company.companyId === PLATFORM_COMPANY_ID,
    assistantCustomization: company.assistantCustomization,
  };
}
