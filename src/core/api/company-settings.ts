import { z } from 'zod';
import {
  CUSTOMIZATION_KEY_LABELS,
  customizationKeyKind,
} from '../assistants/customization-keys.js';
import { ASSISTANT_ENTRIES, isAssistantId, type AssistantId } from '../assistants/ids.js';
import { companySlugSchema } from './common.js';
import { assistantTypeSchema } from './generate.js';
import { languageTagSchema } from './languages.js';

/* ---- Messages (docs/product.md#company-settings where it gives them) ---- */

const COMPANY_NAME_REQUIRED = 'Company name is required';
const PRIMARY_COLOR_MESSAGE = 'Primary color must be a valid hex color (e.g., #0066CC)';
const SECONDARY_COLOR_MESSAGE = 'Secondary color must be a valid hex color (e.g., #4A90E2)';
const LOGO_URL_MESSAGE =
  'Logo URL must be a valid image URL (.jpg, .jpeg, .png, .gif, .webp or .svg)';
const FAVICON_URL_MESSAGE =
  'Favicon URL must be a valid image URL (.ico, .png, .svg formats recommended)';
export const COMPANY_ID_LOCKED = 'The company ID cannot be changed for an existing company';
export const PLAN_ADMIN_ONLY = 'Only platform operators can change the plan';
export const CUSTOM_CSS_TOO_LONG = 'Custom CSS is too long (50 KB at most)';
const CUSTOM_CSS_MAX_BYTES = 50 * 1024;
const CUSTOMIZATION_VALUE_MAX = 10_000;

export const DEFAULT_PRIMARY_COLOR = '#0066CC';
export const DEFAULT_SECONDARY_COLOR = '#4A90E2';

/* ---- Rules shared by the form and the server ---- */

export function isCustomCssTooLong(css: string): boolean {
  return new TextEncoder().encode(css).length > CUSTOM_CSS_MAX_BYTES;
}

const LOGO_EXTENSIONS = ['jpg', 'jpeg', 'png', 'gif', 'webp', 'svg'];
/** Favicons: the recommended .ico, .png and .svg, and the other image types browsers show. */
const FAVICON_EXTENSIONS = ['ico', 'png', 'svg', 'gif', 'jpg', 'jpeg', 'webp'];

/**
 * An image address: an http(s) URL, or a path on this site ("/logo.png"), whose path ends in one
 * of the extensions (a query string or fragment may follow).
 */
function isImageUrl(value: string, extensions: readonly string[]): boolean {
  const text = value.trim();
  if (/[\s\\]/.test(text)) return false;
  let path: string;
  if (text.startsWith('/') && !text.startsWith('//')) {
    path = text.split(/[?#]/)[0];
  } else {
    try {
      const url = new URL(text);
      if ((url.protocol !== 'http:' && url.protocol !== 'https:') || !url.hostname) return false;
      path = url.pathname;
    } catch {
      return false;
    }
  }
  const extension = path.toLowerCase().match(/\.([a-z0-9]+)$/)?.[1];
  return extension !== undefined && extensions.includes(extension);
}

const imageUrlSchema = (extensions: readonly string[], message: string) =>
  z
    .string()
    .trim()
    .max(2048, message)
    .refine((v) => v === '' || isImageUrl(v, extensions), message);

const hexColorSchema = (message: string) =>
  z
    .string()
    .trim()
    .regex(/^#[0-9a-fA-F]{6}$/, message);

const OPTION_LIST_HINT = 'Use a JSON object of value to label, e.g. {"witty": "Witty"}';

/**
 * Why an option-list text is refused, or null when it is fine: empty (clears the list) or a JSON
 * object of value to label (docs/product.md#customisation).
 */
export function optionListError(text: string): string | null {
  if (text.trim() === '') return null;
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return `Not valid JSON. ${OPTION_LIST_HINT}`;
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) {
    return `Not a JSON object. ${OPTION_LIST_HINT}`;
  }
  for (const [value, label] of Object.entries(parsed)) {
    if (value.trim() === '') return `An option value is empty. ${OPTION_LIST_HINT}`;
    if (typeof label !== 'string') {
      return `The label of "${value}" must be text in quotes. ${OPTION_LIST_HINT}`;
    }
  }
  return null;
}

/** The assistant's display name, for messages. */
const assistantName = (id: AssistantId) => ASSISTANT_ENTRIES[id].displayName;

/**
 * Customisation per assistant: each key one of the assistant's keys (docs/product.md#customisation), text values; an
 * option list must be empty or a JSON object of value to label. Empty values clear the key.
 */
const assistantCustomizationSchema = z
  .record(z.string(), z.record(z.string(), z.string()))
  .superRefine((value, ctx) => {
    for (const [assistant, keys] of Object.entries(value)) {
      if (!isAssistantId(assistant)) {
        ctx.addIssue({
          code: 'custom',
          path: [assistant],
          message: `Unknown assistant type: ${assistant}`,
        });
        continue;
      }
      const known = ASSISTANT_ENTRIES[assistant].customizationKeys;
      for (const [key, text] of Object.entries(keys)) {
        const found = known.find((k) => k === key);
        const info = found && {
          label: CUSTOMIZATION_KEY_LABELS[found],
          kind: customizationKeyKind(found),
        };
        const path = [assistant, key];
        const name = `${info?.label ?? key} (${assistantName(assistant)})`;
        if (!info) {
          const message = `"${key}" is not a customization key of ${assistantName(assistant)}`;
          ctx.addIssue({ code: 'custom', path, message });
        } else if (text.length > CUSTOMIZATION_VALUE_MAX) {
          const message = `${name} is too long (${CUSTOMIZATION_VALUE_MAX} characters at most)`;
          ctx.addIssue({ code: 'custom', path, message });
        } else if (info.kind === 'options') {
          const error = optionListError(text);
          if (error) ctx.addIssue({ code: 'custom', path, message: `${name}: ${error}` });
        }
      }
    }
  });
export type AssistantCustomizationInput = z.infer<typeof assistantCustomizationSchema>;

/* ---- Plan (operator staff only) ---- */

const PLAN_NAME_REQUIRED = 'Plan name is required';
const PLAN_PRICE_MESSAGE = 'Monthly price must be a number of 0 or more (e.g., 49.99)';
const PLAN_LIMIT_MESSAGE =
  'Monthly generation limit must be a whole number of 0 or more (empty for unlimited)';
const PLAN_PRICE_MAX = 1_000_000;
const PLAN_LIMIT_MAX = 1_000_000_000;

const planNameSchema = z
  .string()
  .trim()
  .min(1, PLAN_NAME_REQUIRED)
  .max(50, 'Plan name is too long (50 characters at most)');

const planSchema = z.object({
  planName: planNameSchema,
  planMonthlyPrice: z
    .number({ message: PLAN_PRICE_MESSAGE })
    .min(0, PLAN_PRICE_MESSAGE)
    .max(PLAN_PRICE_MAX, PLAN_PRICE_MESSAGE)
    .refine((n) => Math.abs(Math.round(n * 100) - n * 100) < 1e-6, PLAN_PRICE_MESSAGE),
  planGenerationLimit: z
    .number({ message: PLAN_LIMIT_MESSAGE })
    .int(PLAN_LIMIT_MESSAGE)
    .min(0, PLAN_LIMIT_MESSAGE)
    .max(PLAN_LIMIT_MAX, PLAN_LIMIT_MESSAGE)
    .nullable(),
});
export type Plan = z.infer<typeof planSchema>;

/** The plan as the form edits it (text inputs); `planFromForm` turns it into a Plan. */
export const planFormSchema = z.object({
  planName: planNameSchema,
  planMonthlyPrice: z
    .string()
    .trim()
    .regex(/^\d{1,7}(\.\d{1,2})?$/, PLAN_PRICE_MESSAGE)
    .refine((v) => Number(v) <= PLAN_PRICE_MAX, PLAN_PRICE_MESSAGE),
  planGenerationLimit: z
    .string()
    .trim()
    .regex(/^\d{0,10}$/, PLAN_LIMIT_MESSAGE)
    .refine((v) => v === '' || Number(v) <= PLAN_LIMIT_MAX, PLAN_LIMIT_MESSAGE),
});
export type PlanForm = z.infer<typeof planFormSchema>;

export function planFromForm(form: PlanForm): Plan {
  return {
    planName: form.planName.trim(),
    planMonthlyPrice: Number(form.planMonthlyPrice),
    planGenerationLimit:
      form.planGenerationLimit.trim() === '' ? null : Number(form.planGenerationLimit),
  };
}

/* ---- Company settings ---- */

const COMPANY_ID_REQUIRED = 'Company ID is required';
export const MAX_CONTENT_RETENTION_DAYS = 36_500;
const CONTENT_RETENTION_MESSAGE = `Keep generated content for must be a whole number of days from 1 to ${MAX_CONTENT_RETENTION_DAYS}, or empty`;
/** The retention as the settings form edits it: text of digits, empty keeping content forever. */
export const contentRetentionFormSchema = z
  .string()
  .trim()
  .regex(/^\d{0,5}$/, CONTENT_RETENTION_MESSAGE)
  .refine(
    (v) => v === '' || (Number(v) >= 1 && Number(v) <= MAX_CONTENT_RETENTION_DAYS),
    CONTENT_RETENTION_MESSAGE,
  );
/** The id of an existing company, as a body names it (also when the key is missing). */
const companyIdSchema = z.string({ error: COMPANY_ID_REQUIRED }).pipe(companySlugSchema);

/** The fields of the settings form (also the core of the request body). */
export const companySettingsFieldsSchema = z.object({
  companyName: z
    .string({ error: COMPANY_NAME_REQUIRED })
    .trim()
    .min(1, COMPANY_NAME_REQUIRED)
    .max(100, 'Company name is too long (100 characters at most)'),
  companyId: companyIdSchema,
  logoUrl: imageUrlSchema(LOGO_EXTENSIONS, LOGO_URL_MESSAGE),
  primaryColor: hexColorSchema(PRIMARY_COLOR_MESSAGE),
  secondaryColor: hexColorSchema(SECONDARY_COLOR_MESSAGE),
  faviconUrl: imageUrlSchema(FAVICON_EXTENSIONS, FAVICON_URL_MESSAGE),
  customCss: z.string().refine((css) => !isCustomCssTooLong(css), CUSTOM_CSS_TOO_LONG),
});

/**
 * POST /api/admin/company-settings and /api/admin/companies/{companyId}/settings. Name and id are
 * required; other fields left out stay as they are; `plan` only from operator staff.
 */
const TIME_ZONE_MESSAGE = 'Choose a time zone such as Europe/Paris or UTC';

/** An IANA time zone name this runtime knows (Intl accepts it). */
function isTimeZone(name: string): boolean {
  if (!name || !/^[A-Za-z_]+(\/[A-Za-z0-9_+-]+)*$/.test(name)) return false;
  try {
    new Intl.DateTimeFormat('en', { timeZone: name });
    return true;
  } catch {
    return false;
  }
}

export const companySettingsBodySchema = companySettingsFieldsSchema
  .partial({
    logoUrl: true,
    primaryColor: true,
    secondaryColor: true,
    faviconUrl: true,
    customCss: true,
  })
  .extend({
    assistantCustomization: assistantCustomizationSchema.optional(),
    plan: planSchema.optional(),
    /** Admins must use two-factor sign-in (decision 046); left out, it stays. */
    requireTwoFactorForAdmins: z
      .boolean({ error: 'requireTwoFactorForAdmins must be true or false' })
      .optional(),
    /** "Keep generated content for N days"; null keeps it forever; left out, it stays. */
    contentRetentionDays: z
      .number({ error: CONTENT_RETENTION_MESSAGE })
      .int(CONTENT_RETENTION_MESSAGE)
      .min(1, CONTENT_RETENTION_MESSAGE)
      .max(MAX_CONTENT_RETENTION_DAYS, CONTENT_RETENTION_MESSAGE)
      .nullable()
      .optional(),
    /** Publishing needs the approved version of a text (decision 060); left out, it stays. */
    requireApproval: z.boolean({ error: 'requireApproval must be true or false' }).optional(),
    /** The company's time zone, an IANA name such as Europe/Paris; left out, it stays. */
    timeZone: z
      .string({ error: 'The time zone must be text' })
      .trim()
      .max(64, TIME_ZONE_MESSAGE)
      .refine(isTimeZone, TIME_ZONE_MESSAGE)
      .optional(),
    /** The public API answers the company's tokens (docs/api.md); left out, it stays. */
    apiAccess: z.boolean({ error: 'apiAccess must be true or false' }).optional(),
    /** The language texts are written in (a tag of languages.ts); left out, it stays. */
    contentLanguage: languageTagSchema.optional(),
  });
export type CompanySettingsBody = z.infer<typeof companySettingsBodySchema>;

export const companySettingsSchema = z.object({
  companyId: z.string(),
  companyName: z.string(),
  logoUrl: z.string(),
  primaryColor: z.string(),
  secondaryColor: z.string(),
  faviconUrl: z.string(),
  customCss: z.string(),
  assistantCustomization: z.record(z.string(), z.record(z.string(), z.string())),
  plan: planSchema,
  /** Admins must use two-factor sign-in (decision 046). */
  requireTwoFactorForAdmins: z.boolean(),
  /** Generated content older than this many days is deleted daily; null keeps it forever. */
  contentRetentionDays: z.number().int().nullable(),
  requireApproval: z.boolean(),
  timeZone: z.string(),
  /** The language texts are written in, by default (a tag of languages.ts). */
  contentLanguage: z.string(),
  /** Off: every API token of the company is refused (403). */
  apiAccess: z.boolean(),
  /** Whether the caller may change the plan (operator staff). */
  canEditPlan: z.boolean(),
});
export type CompanySettings = z.infer<typeof companySettingsSchema>;

/* ---- Bot access ---- */

const botAccessEntrySchema = z.object({
  botType: assistantTypeSchema,
  enabled: z.boolean({ message: 'enabled must be true or false' }),
});
export type BotAccessEntry = z.infer<typeof botAccessEntrySchema>;

/** GET /api/admin/bot-access/{companyId}: every assistant, in sidebar order. */
export const botAccessListSchema = z.array(botAccessEntrySchema);

export const saveBotAccessBodySchema = z.object({
  companyId: companyIdSchema,
  botAccess: z
    .array(botAccessEntrySchema)
    .max(50)
    .refine(
      (list) => new Set(list.map((e) => e.botType)).size === list.length,
      'Each assistant may appear only once',
    ),
});
export type SaveBotAccessBody = z.infer<typeof saveBotAccessBodySchema>;
