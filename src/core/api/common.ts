import { z } from 'zod';

/** Every error the API answers has this shape. */
export const errorSchema = z.object({
  message: z.string(),
  errors: z.array(z.object({ path: z.string(), message: z.string() })).optional(),
});

export const okSchema = z.object({ success: z.literal(true) });

export const ROLES = ['user', 'admin', 'platform_admin'] as const;
export const roleSchema = z.enum(ROLES);
export type Role = z.infer<typeof roleSchema>;

export const PLATFORM_COMPANY_ID = 'platform-admin';

export const ROLE_LABELS: Record<Role, string> = {
  platform_admin: 'Platform Admin',
  admin: 'Admin',
  user: 'User',
};

/** Company ids are subdomains: lowercase letters, digits and hyphens. */
export const companySlugSchema = z
  .string()
  .min(1, 'Company ID is required')
  .regex(/^[a-z0-9-]+$/, 'Company ID can only contain lowercase letters, numbers, and hyphens');

export const idParamSchema = z.object({
  id: z.coerce
    .number({ message: 'The id must be a positive whole number' })
    .int('The id must be a positive whole number')
    .positive('The id must be a positive whole number'),
});
