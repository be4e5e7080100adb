import { z } from 'zod';

/** docs/product.md#companies (create company). */
const COMPANY_NAME_REQUIRED = 'Company name is required';
const COMPANY_ID_REQUIRED = 'Company ID is required';
const COMPANY_ID_CHARACTERS = 'Company ID can only contain lowercase letters, numbers, and hyphens';
const COMPANY_NAME_MAX = 100;
/** A company id is a subdomain label: at most 63 characters. */
const COMPANY_ID_MAX = 63;
/** `www.{domain}` always serves the default tenant (decision 017), so no company can use it. */
const RESERVED_COMPANY_IDS = ['www'] as const;

const companyNameSchema = z
  .string({ error: COMPANY_NAME_REQUIRED })
  .trim()
  .min(1, COMPANY_NAME_REQUIRED)
  .max(COMPANY_NAME_MAX, `Company name must be at most ${COMPANY_NAME_MAX} characters`);

export const newCompanyIdSchema = z
  .string({ error: COMPANY_ID_REQUIRED })
  .trim()
  .min(1, COMPANY_ID_REQUIRED)
  .regex(/^[a-z0-9-]*$/, COMPANY_ID_CHARACTERS)
  .max(COMPANY_ID_MAX, `Company ID must be at most ${COMPANY_ID_MAX} characters`)
  .refine((id) => id === '' || !id.startsWith('-'), 'Company ID must start with a letter or number')
  .refine(
    (id) => !(RESERVED_COMPANY_IDS as readonly string[]).includes(id),
    'This Company ID is reserved. Please choose a different ID.',
  );

export const createCompanyBodySchema = z.object(
  {
    companyName: companyNameSchema,
    companyId: newCompanyIdSchema,
    /** False: every assistant starts disabled for the new company. */
    enableAllBots: z.boolean({ error: 'enableAllBots must be true or false' }).default(true),
  },
  { error: COMPANY_NAME_REQUIRED },
);
export type CreateCompanyBody = z.input<typeof createCompanyBodySchema>;

export const companySummarySchema = z.object({
  id: z.number(),
  companyName: z.string(),
  companyId: z.string(),
  userCount: z.number(),
  /** Assistants enabled for the company (an assistant without a bot_access row is enabled). */
  enabledBotCount: z.number(),
  createdAt: z.string(),
});
export type CompanySummary = z.infer<typeof companySummarySchema>;

export const companiesResponseSchema = z.array(companySummarySchema);

/** The id suggested from a name: lowercased, punctuation stripped, spaces to hyphens. */
export function suggestCompanyId(name: string): string {
  return name
    .toLowerCase()
    .replace(/[^a-z0-9\s-]/g, '')
    .trim()
    .replace(/\s+/g, '-')
    .replace(/-+/g, '-')
    .replace(/^-+/, '')
    .slice(0, COMPANY_ID_MAX);
}

/** docs/product.md#company-settings: how a failed company save is shown. */
export function companySaveErrorText(
  serverMessage: string | null | undefined,
  companyId: string,
  fallback: string,
): string {
  if (!serverMessage) return fallback;
  if (serverMessage.includes('already in use') || serverMessage.includes('already exists')) {
    return serverMessage;
  }
  if (serverMessage.includes('duplicate key')) {
    return `Company ID "${companyId}" is already in use. Please choose a different ID.`;
  }
  return serverMessage;
}

export const companyIdInUse = (companyId: string) =>
  `Company ID "${companyId}" is already in use. Please choose a different ID.`;
