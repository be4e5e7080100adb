import { z } from 'zod';

export const tenantInfoSchema = z.object({
  companyId: z.string(),
  companyName: z.string(),
  logoUrl: z.string(),
  primaryColor: z.string(),
  secondaryColor: z.string(),
  faviconUrl: z.string(),
  customCss: z.string(),
  isPlatformAdmin: z.boolean(),
  assistantCustomization: z.record(z.string(), z.record(z.string(), z.string())),
  /** Email is configured: "Forgot password?" on the sign-in page, invitations (decision 044). */
  passwordReset: z.boolean(),
  /** Publishing (docs/product.md#publishing): the company's IANA time zone and approval rule. */
  timeZone: z.string(),
  requireApproval: z.boolean(),
  /** The language texts are written in unless the form chooses another (a language tag). */
  contentLanguage: z.string(),
});
export type TenantInfo = z.infer<typeof tenantInfoSchema>;

export const botAccessResponseSchema = z.object({ enabledBots: z.array(z.string()) });
