import { eq } from 'drizzle-orm';
import type { AuditAction } from '@core/api/audit-log.js';
import { COMPANY_ID_LOCKED, type CompanySettingsBody } from '@core/api/company-settings.js';
import type { Db } from '../../db/connection.js';
import { companies } from '../../db/schema.js';
import { invalid } from '../domain-error.js';
import {
  diffFields,
  hasChanges,
  writeAudit,
  type AuditContext,
  type AuditInput,
} from '../audit/audit-log.js';
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
  opts: { company: Company; input: CompanySettingsBody; audit: AuditContext },
): Promise<Company> {
  const { company, input } = opts;
  if (input.companyId !== company.slug) throw invalid(COMPANY_ID_LOCKED);
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
    requireApproval: input.requireApproval,
    timeZone: input.timeZone,
    contentLanguage: input.contentLanguage,
    apiAccess: input.apiAccess,
  };
  if (input.plan) {
    values.planName = input.plan.planName.trim();
    values.planMonthlyPrice = roundCents(input.plan.planMonthlyPrice);
    values.planGenerationLimit = input.plan.planGenerationLimit;
  }
  return db.transaction(async (tx) => {
    const [before] = await tx
      .select()
      .from(companies)
      .where(eq(companies.id, company.id))
      .for('update');
    const [row] = await tx
      .update(companies)
      .set(values)
      .where(eq(companies.id, company.id))
      .returning();
    await writeAudit(tx, opts.audit, ...auditSettingsChanges(before ?? company, values));
    return row;
  });
}

/** Which audit action each field's change is recorded under. */
const AUDITED_FIELDS: [AuditAction, (keyof Company & string)[]][] = [
  ['company.update', ['companyName']],
  [
    'company_settings.update',
    [
      'requireTwoFactorForAdmins',
      'contentRetentionDays',
      'requireApproval',
      'timeZone',
      'contentLanguage',
      'apiAccess',
    ],
  ],
  ['branding.update', ['logoUrl', 'primaryColor', 'secondaryColor', 'faviconUrl']],
  ['custom_css.update', ['customCss']],
  ['customization.update', ['assistantCustomization']],
  ['company.plan', ['planName', 'planMonthlyPrice', 'planGenerationLimit']],
];

/** One entry per kind of change a save made (none when nothing changed). */
function auditSettingsChanges(before: Company, values: Partial<Company>): AuditInput[] {
  const target = { type: 'company', id: before.slug, label: before.companyName };
  return AUDITED_FIELDS.flatMap(([action, fields]) => {
    const changes = diffFields(before, values, fields);
    return hasChanges(changes) ? [{ company: before, action, target, changes }] : [];
  });
}
