import { eq } from 'drizzle-orm';
import { COMPANY_ID_LOCKED, type CompanySettingsBody } from '../../../core/api/company-settings.js';
import type { Db } from '../../db/connection.js';
import { companies } from '../../db/schema.js';
import { badRequest } from '../../http-errors.js';
import type { Company } from '../../tenancy/companies.js';
import { normalizeCustomization } from './normalize-customization.js';
import { sanitizeCss } from './sanitize-css.js';

const roundCents = (n: number) => Math.round(n * 100) / 100;

/**
 * Saves a company's settings. The company id is fixed; custom CSS is stored sanitised; fields
 * left out stay. The route has authorised the actor for the company and for the plan sent
 * (`companySettingsPolicy.save`, `.savePlan`): a plan sent back unchanged is stored as it was.
 */
export async function updateCompanySettings(
  db: Db,
  opts: { company: Company; input: CompanySettingsBody },
): Promise<Company> {
  const { company, input } = opts;
  if (input.companyId !== company.slug) throw badRequest(COMPANY_ID_LOCKED);
  const values: Partial<typeof companies.$inferInsert> = {
    companyName: input.companyName,
    logoUrl: input.logoUrl,
    primaryColor: input.primaryColor?.toUpperCase(),
    secondaryColor: input.secondaryColor?.toUpperCase(),
    faviconUrl: input.faviconUrl,
    customCss: input.customCss === undefined ? undefined : sanitizeCss(input.customCss),
    assistantCustomization: input.assistantCustomization
      ? normalizeCustomization(input.assistantCustomization)
      : undefined,
    requireTwoFactorForAdmins: input.requireTwoFactorForAdmins,
    contentRetentionDays: input.contentRetentionDays,
  };
  if (input.plan) {
    values.planName = input.plan.planName.trim();
    values.planMonthlyPrice = roundCents(input.plan.planMonthlyPrice);
    values.planGenerationLimit = input.plan.planGenerationLimit;
  }
  const [row] = await db
    .update(companies)
    .set(values)
    .where(eq(companies.id, company.id))
    .returning();
  return row;
}
