import { z } from 'zod';
import { ROLES } from './common.js';
import { optionalEmailSchema } from './email-links.js';

/** docs/product.md#user-management and #messages. */
export const FILL_ALL_FIELDS = 'Please fill in all fields';
export const ENTER_NEW_PASSWORD = 'Please enter a new password';
export const LAST_ADMIN_MESSAGE = 'Cannot delete the last admin account';
/** A role change that would leave a company without an admin. */
export const LAST_ADMIN_ROLE_MESSAGE = 'Cannot change the role of the last admin account';
/** docs/product.md#user-management: the company name a new user gets when none is chosen. */
export const DEFAULT_COMPANY_NAME = 'Default Company';
/** Users created within this many days are flagged NEW (decision 017). */
export const NEW_USER_DAYS = 7;
const USERNAME_MAX = 50;

export const createUserBodySchema = z
  .object(
    {
      username: z
        .string({ error: FILL_ALL_FIELDS })
        .trim()
        .min(1, FILL_ALL_FIELDS)
        .max(USERNAME_MAX, `Username must be at most ${USERNAME_MAX} characters`)
        .regex(
          /^[A-Za-z0-9._@-]*$/,
          'Username can only contain letters, numbers, dots, hyphens, underscores and @',
        ),
      /** The temporary password; none with `invite` (the user chooses one from the mail). */
      password: z
        .string({ error: FILL_ALL_FIELDS })
        .max(1000, 'Password must be at most 1000 characters')
        .optional(),
      /** Optional; unique per company, whatever its case. Required with `invite`. */
      email: optionalEmailSchema.optional(),
      /** Mail an invitation instead of setting a password (needs SMTP_URL and `email`). */
      invite: z.boolean({ error: 'invite must be true or false' }).optional(),
      role: z.enum(ROLES, { error: 'Role must be user, admin or platform_admin' }).default('user'),
      /** Informational: the name always comes from the chosen company. */
      companyName: z.string().max(200).optional(),
      /** The company (its id, e.g. "acme"); only platform admins may name another company. */
      companyId: z.string().trim().max(100).optional(),
    },
    { error: FILL_ALL_FIELDS },
  )
  .refine((body) => body.invite === true || Boolean(body.password), {
    message: FILL_ALL_FIELDS,
    path: ['password'],
  });
export type CreateUserBody = z.input<typeof createUserBodySchema>;

/** `PUT /api/admin/users/{id}/role`: the user's new role. */
export const setRoleBodySchema = z.object(
  { role: z.enum(ROLES, { error: 'Role must be user, admin or platform_admin' }) },
  { error: 'Role must be user, admin or platform_admin' },
);

export const resetPasswordBodySchema = z.object(
  {
    newPassword: z
      .string({ error: ENTER_NEW_PASSWORD })
      .min(1, ENTER_NEW_PASSWORD)
      .max(1000, 'Password must be at most 1000 characters'),
  },
  { error: ENTER_NEW_PASSWORD },
);

/** A user as the administration pages see it (never a password or hash). */
export const adminUserSchema = z.object({
  id: z.number(),
  username: z.string(),
  role: z.enum(ROLES),
  companyName: z.string(),
  companyId: z.string(),
  createdAt: z.string(),
  lastLogin: z.string().nullable(),
  mustChangePassword: z.boolean(),
  /** Two-factor sign-in is on (an admin may reset it). */
  twoFactorEnabled: z.boolean(),
  email: z.string().nullable(),
  /** Invited by email and no password chosen yet: the invitation may be sent again. */
  invited: z.boolean(),
  /** Created within the last 7 days. */
  isNewUser: z.boolean(),
});
export type AdminUser = z.infer<typeof adminUserSchema>;

export const adminUsersResponseSchema = z.array(adminUserSchema);
