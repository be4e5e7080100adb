import { z } from 'zod';
import {
  companySettingsBodySchema,
  companySettingsFieldsSchema,
  contentRetentionFormSchema,
  planFormSchema,
  planFromForm,
  type CompanySettings,
  type CompanySettingsBody,
} from '@core/api/company-settings.js';
import { contentLanguage, languageTagSchema, type LanguageTag } from '@core/api/languages.js';

/** The settings form: the same schema (and messages) as the server, plus the plan as text. */
export const settingsFormSchema = companySettingsFieldsSchema.extend({
  plan: planFormSchema.optional(),
  requireTwoFactorForAdmins: z.boolean(),
  contentRetentionDays: contentRetentionFormSchema,
  requireApproval: z.boolean(),
  apiAccess: z.boolean(),
  timeZone: companySettingsBodySchema.shape.timeZone.unwrap(),
  contentLanguage: languageTagSchema,
});
export type SettingsFormInput = z.input<typeof settingsFormSchema>;
export type SettingsFormOutput = z.output<typeof settingsFormSchema>;

export function toFormValues(settings: CompanySettings): SettingsFormInput {
  const { plan } = settings;
  return {
    companyName: settings.companyName,
    companyId: settings.companyId,
    logoUrl: settings.logoUrl,
    primaryColor: settings.primaryColor,
    secondaryColor: settings.secondaryColor,
    faviconUrl: settings.faviconUrl,
    customCss: settings.customCss,
    requireTwoFactorForAdmins: settings.requireTwoFactorForAdmins,
    contentRetentionDays:
      settings.contentRetentionDays === null ? '' : String(settings.contentRetentionDays),
    requireApproval: settings.requireApproval,
    apiAccess: settings.apiAccess,
    timeZone: settings.timeZone,
    // A tag the list no longer has reads as the default, which a save then stores.
    contentLanguage: contentLanguage(settings.contentLanguage).tag as LanguageTag,
    plan: settings.canEditPlan
      ? {
          planName: plan.planName,
          planMonthlyPrice: String(plan.planMonthlyPrice),
          planGenerationLimit:
            plan.planGenerationLimit === null ? '' : String(plan.planGenerationLimit),
        }
      : undefined,
  };
}

/** The fields each section of the page edits and saves (the id goes with every request). */
export const SETTINGS_SECTION_FIELDS = {
  general: [
    'companyName',
    'requireTwoFactorForAdmins',
    'requireApproval',
    'apiAccess',
    'timeZone',
    'contentLanguage',
    'plan',
  ],
  branding: ['logoUrl', 'primaryColor', 'secondaryColor', 'faviconUrl', 'customCss'],
  data: ['contentRetentionDays'],
} as const satisfies Record<string, readonly (keyof SettingsFormInput)[]>;
export type SettingsSection = keyof typeof SETTINGS_SECTION_FIELDS;

/**
 * One section's request (docs/product.md#client-calls): the name and id the server requires
 * (the saved name, unless the section edits it) and the section's own fields; the fields left out
 * stay as they are. The plan only when the caller may change it.
 */
export function sectionBody(
  section: SettingsSection,
  values: SettingsFormOutput,
  settings: CompanySettings,
): CompanySettingsBody {
  const base = { companyName: settings.companyName, companyId: settings.companyId };
  if (section === 'branding') {
    const { logoUrl, primaryColor, secondaryColor, faviconUrl, customCss } = values;
    return { ...base, logoUrl, primaryColor, secondaryColor, faviconUrl, customCss };
  }
  if (section === 'data') {
    const days = values.contentRetentionDays;
    // Empty: keep generated content forever.
    return { ...base, contentRetentionDays: days === '' ? null : Number(days) };
  }
  return {
    ...base,
    companyName: values.companyName,
    requireTwoFactorForAdmins: values.requireTwoFactorForAdmins,
    requireApproval: values.requireApproval,
    apiAccess: values.apiAccess,
    timeZone: values.timeZone,
    contentLanguage: values.contentLanguage,
    ...(settings.canEditPlan && values.plan ? { plan: planFromForm(values.plan) } : {}),
  };
}
