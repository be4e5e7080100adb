import { z } from 'zod';
import {
  companySettingsFieldsSchema,
  contentRetentionFormSchema,
  planFormSchema,
  planFromForm,
  type CompanySettings,
  type CompanySettingsBody,
} from '../../../core/api/company-settings.js';

/** The settings form: the same schema (and messages) as the server, plus the plan as text. */
export const settingsFormSchema = companySettingsFieldsSchema.extend({
  plan: planFormSchema.optional(),
  requireTwoFactorForAdmins: z.boolean(),
  contentRetentionDays: contentRetentionFormSchema,
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

/** The request body (docs/product.md#client-calls); the plan only when the caller may change it. */
export function toRequestBody(
  values: SettingsFormOutput,
  settings: CompanySettings,
): CompanySettingsBody {
  const { plan, contentRetentionDays, ...fields } = values;
  return {
    ...fields,
    // Empty: keep generated content forever.
    contentRetentionDays: contentRetentionDays === '' ? null : Number(contentRetentionDays),
    assistantCustomization: settings.assistantCustomization,
    ...(settings.canEditPlan && plan ? { plan: planFromForm(plan) } : {}),
  };
}
