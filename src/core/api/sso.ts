import { z } from 'zod';

/** How people of a company with single sign-on may still use a password. */
const PASSWORD_SIGN_IN = ['everyone', 'admins-only'] as const;
export type PasswordSignIn = (typeof PASSWORD_SIGN_IN)[number];

export const DEFAULT_SSO_BUTTON_LABEL = 'Sign in with single sign-on';

const DOMAIN = /^(?=.{1,253}$)([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/;

/**
 * `PUT /api/admin/sso` (decision 045). The secret may be left out or sent back as the mask
 * read from `GET` to keep the stored one.
 */
export const ssoSettingsBodySchema = z
  .object({
    issuer: z
      .string('Issuer is required')
      .trim()
      .min(1, 'Issuer is required')
      .max(500, 'Issuer must be at most 500 characters')
      .refine(
        (value) => URL.canParse(value),
        'Issuer must be an address such as https://accounts.google.com',
      ),
    clientId: z
      .string('Client ID is required')
      .trim()
      .min(1, 'Client ID is required')
      .max(500, 'Client ID must be at most 500 characters'),
    clientSecret: z.string().max(2000, 'Client secret must be at most 2,000 characters').optional(),
    buttonLabel: z
      .string()
      .trim()
      .max(60, 'Button label must be at most 60 characters')
      .optional()
      .transform((value) => value || DEFAULT_SSO_BUTTON_LABEL),
    allowedEmailDomains: z
      .array(
        z
          .string()
          .trim()
          .toLowerCase()
          .transform((value) => value.replace(/^@/, ''))
          .refine(
            (value) => DOMAIN.test(value),
            'Each allowed email domain must be a domain such as example.com',
          ),
        'Allowed email domains must be a list',
      )
      .min(1, 'Add at least one allowed email domain')
      .max(50, 'At most 50 allowed email domains')
      .transform((list) => [...new Set(list)]),
    defaultRole: z.enum(['user', 'admin'], 'Default role must be user or admin').default('user'),
    passwordSignIn: z
      .enum(PASSWORD_SIGN_IN, 'Password sign-in must be "everyone" or "admins-only"')
      .default('everyone'),
    /**
     * Link an existing account by an email address the provider did not mark verified (for
     * providers that never send `email_verified`). Off: only `email_verified: true` links.
     */
    trustProviderEmails: z
      .boolean("Trust the provider's email addresses must be true or false")
      .default(false),
  })
  .strict();
export type SsoSettingsBody = z.infer<typeof ssoSettingsBodySchema>;

/** The sign-in address the provider must return to (its "redirect URI"). */
const redirectUri = z.string().describe('The address to register with the identity provider');

/**
 * `GET`/`PUT /api/admin/sso`: the settings with the secret masked; `configured: false` when none,
 * with the redirect address the provider will need once it is set up.
 */
export const ssoSettingsSchema = z.union([
  z.object({ configured: z.literal(false), redirectUri }),
  z.object({
    configured: z.literal(true),
    issuer: z.string(),
    clientId: z.string(),
    clientSecret: z.string(),
    buttonLabel: z.string(),
    allowedEmailDomains: z.array(z.string()),
    defaultRole: z.enum(['user', 'admin']),
    passwordSignIn: z.enum(PASSWORD_SIGN_IN),
    trustProviderEmails: z.boolean(),
    redirectUri,
  }),
]);
export type SsoSettings = z.infer<typeof ssoSettingsSchema>;

/** `GET /api/auth/sso`: what the sign-in page shows (public). */
export const ssoSignInOptionsSchema = z.object({
  enabled: z.boolean(),
  buttonLabel: z.string().optional(),
  passwordSignIn: z.enum(PASSWORD_SIGN_IN),
});
export type SsoSignInOptions = z.infer<typeof ssoSignInOptionsSchema>;

export type { SsoErrorCode } from '../identity/sso-messages.js';

export const PASSWORD_SIGN_IN_ADMINS_ONLY =
  'This company signs in with single sign-on. Use the single sign-on button.';
