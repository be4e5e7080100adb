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
});
export type TenantInfo = z.infer<typeof tenantInfoSchema>;

export const botAccessResponseSchema = z.object({ enabledBots: z.array(z.string()) });
