import { z } from 'zod';

/**
 * Email addresses of users, invitations and password resets by email (docs/product.md#passwords,
 * #user-management; decision 044).
 */
export const EMAIL_INVALID = 'Please enter a valid email address';
export const EMAIL_TAKEN = 'This email address is already used by another user of this company.';
/** The one answer to an invitation link that is unknown, used, expired or another company's. */
export const INVITATION_INVALID =
  'This invitation link is invalid or has expired. Ask your admin for a new one.';
/** The same for a password reset link. */
export const RESET_LINK_INVALID =
  'This password reset link is invalid or has expired. Ask for a new one.';
/** The answer to every forgot-password request, whether or not the account exists. */
export const RESET_LINK_SENT =
  'If an account with that username or email exists and has an email address, we have sent a link to reset the password.';
export const EMAIL_NOT_CONFIGURED =
  'Email is not set up on this server. Give the user a temporary password instead.';
export const RESET_NOT_AVAILABLE =
  'Password reset by email is not available. Ask your admin to reset your password.';

/** A practical check, not RFC 5322: one @, no spaces, a dot in the domain. */
const EMAIL_PATTERN = /^[^\s@<>()[\]\\,;:"]+@[^\s@<>()[\]\\,;:"]+\.[^\s@<>()[\]\\,;:"]+$/;

/** An email address, trimmed; '' or null clears it (null out). */
export const optionalEmailSchema = z
  .string({ error: EMAIL_INVALID })
  .trim()
  .max(254, 'Email must be at most 254 characters')
  .refine((v) => v === '' || EMAIL_PATTERN.test(v), EMAIL_INVALID)
  .nullable()
  .transform((v) => v || null);

/** PATCH /api/admin/users/{id} and PUT /api/auth/me/email. */
export const setEmailBodySchema = z.object(
  {
    email: optionalEmailSchema,
    /** Own address only: the current password, when the account has one. */
    currentPassword: z.string().max(1000).optional(),
  },
  { error: EMAIL_INVALID },
);

const passwordSchema = z
  .string({ error: 'Please enter a new password' })
  .min(1, 'Please enter a new password')
  .max(1000, 'Password must be at most 1000 characters');
/** The token of a mailed link: 32 random bytes, base64url (43 characters). */
const tokenSchema = (invalid: string) =>
  z.string({ error: invalid }).trim().min(1, invalid).max(200, invalid);

export const acceptInviteBodySchema = z.object(
  { token: tokenSchema(INVITATION_INVALID), password: passwordSchema },
  { error: INVITATION_INVALID },
);
export const resetPasswordWithTokenBodySchema = z.object(
  { token: tokenSchema(RESET_LINK_INVALID), password: passwordSchema },
  { error: RESET_LINK_INVALID },
);
export const forgotPasswordBodySchema = z.object(
  {
    login: z
      .string({ error: 'Please enter your username or email' })
      .trim()
      .min(1, 'Please enter your username or email')
      .max(254, 'Username or email must be at most 254 characters'),
  },
  { error: 'Please enter your username or email' },
);

export const messageSchema = z.object({ message: z.string() });
export const invitationSentSchema = z.object({ success: z.literal(true), message: z.string() });
