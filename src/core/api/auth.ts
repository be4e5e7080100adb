import { z } from 'zod';
import { roleSchema } from './common.js';
import { twoFactorRequiredSchema } from './two-factor.js';

export const loginBodySchema = z.object({
  username: z.string().trim().min(1, 'Please enter both username and password').max(100),
  password: z.string().min(1, 'Please enter both username and password').max(1000),
});

export const changePasswordBodySchema = z.object({
  currentPassword: z.string().min(1, 'Please fill in all fields').max(1000),
  newPassword: z.string().min(1, 'Please fill in all fields').max(1000),
  confirmPassword: z.string().min(1, 'Please fill in all fields').max(1000),
});

export const userSchema = z.object({
  id: z.number(),
  username: z.string(),
  role: roleSchema,
  isAdmin: z.boolean(),
  isPlatformAdmin: z.boolean(),
  mustChangePassword: z.boolean(),
  /** Two-factor sign-in is on (decision 046). */
  twoFactorEnabled: z.boolean(),
  /**
   * An admin of a company that requires two-factor for admins, without it: nothing else until
   * it is set up (decision 046).
   */
  twoFactorSetupRequired: z.boolean(),
  companyId: z.string(),
  companyName: z.string(),
  /** The company's brand voice is sent with every generation (GET/PUT /api/admin/brand-voice). */
  brandVoiceApplied: z.boolean(),
  lastViewedUsageReports: z.string().nullable(),
  lastLogin: z.string().nullable(),
  createdAt: z.string(),
});
export type User = z.infer<typeof userSchema>;

/** `POST /api/auth/login`: the user signed in, or, with two-factor on, a code to ask for next. */
export const loginResponseSchema = z.union([userSchema, twoFactorRequiredSchema]);
export type LoginResponse = z.infer<typeof loginResponseSchema>;
