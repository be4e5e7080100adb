import { PLATFORM_COMPANY_ID } from '@core/api/common.js';
import type { TenantInfo } from '@core/api/tenant.js';
import { sanitizeCss } from '../services/company-settings/sanitize-css.js';
import type { Company } from '../tenancy/companies.js';

/**
 * Stored CSS is sanitised on save; it is sanitised again on the way out (rows written before the
 * sanitiser existed, or by hand), remembering the last results so it costs nothing per request.
 */
const cleanCss = new Map<string, string>();
function safeCss(css: string): string {
  if (!css) return '';
  let clean = cleanCss.get(css);
  if (clean === undefined) {
    clean = sanitizeCss(css);
    if (cleanCss.size > 500) cleanCss.clear();
    cleanCss.set(css, clean);
  }
  return clean;
}

/** `passwordReset`: email is configured (SMTP_URL), so links can be mailed. */
export function presentTenant(company: Company, opts: { passwordReset: boolean }): TenantInfo {
  return {
    companyId: company.slug,
    companyName: company.companyName,
    logoUrl: company.logoUrl,
    primaryColor: company.primaryColor,
    secondaryColor: company.secondaryColor,
    faviconUrl: company.faviconUrl,
    customCss: safeCss(company.customCss),
    isPlatformAdmin: company.slug === PLATFORM_COMPANY_ID,
    assistantCustomization: company.assistantCustomization,
    passwordReset: opts.passwordReset,
    timeZone: company.timeZone,
    requireApproval: company.requireApproval,
    contentLanguage: company.contentLanguage,
  };
}
