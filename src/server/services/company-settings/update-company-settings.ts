import { eq } from 'drizzle-orm';
import {
  COMPANY_ID_LOCKED,
  PLAN_ADMIN_ONLY,
  type CompanySettingsBody,
  type Plan,
} from '../../../core/api/company-settings.js';
import type { AuthUser } from '../../auth/current-user.js';
import type { Db } from '../../db/connection.js';
import { companies } from '../../db/schema.js';
import { badRequest, forbidden } from '../../http-errors.js';
import { canChangePlan } from '../../policies/company-settings.js';
import type { Company } from '../../tenancy/plugin.js';
import { normalizeCustomization } from './normalize-customization.js';
import { sanitizeCss } from './sanitize-css.js';

const roundCents = (n: number) => Math.round(n * 100) / 100;

function planChanged(company: Company, plan: Plan): boolean {
  return (
    plan.planName.trim() !== company.planName ||
    roundCents(plan.planMonthlyPrice) !== roundCents(Number(company.planMonthlyPrice)) ||
    plan.planGenerationLimit !== company.planGenerationLimit
  );
}

/**
 * Saves a company's settings. The company id is fixed; the plan changes only by operator staff
 * (others may send it back unchanged); custom CSS is stored sanitised. Fields left out stay.
 * The caller has already checked that the actor manages the company.
 */
export async function updateCompanySettings(
  db: Db,
  opts: { actor: AuthUser; company: Company; input: CompanySettingsBody },
): Promise<Company> {
  const { actor, company, input } = opts;
  if (input.companyId !== company.companyId) throw badRequest(COMPANY_ID_LOCKED);
  if (input.plan && planChanged(company, input.plan) && !canChangePlan(actor)) {
    throw forbidden(PLAN_ADMIN_ONLY);
  }
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
  };
  if (input.plan && canChangePlan(actor)) {
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
