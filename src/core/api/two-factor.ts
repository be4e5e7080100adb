import { z } from 'zod';

/** Two-factor sign-in (TOTP, RFC 6238), decision 046. Messages shared by the form and server. */
export { ENTER_CODE, SIGN_IN_AGAIN, TOO_MANY_CODES } from '../identity/two-factor-messages.js';
import { ENTER_CODE, ENTER_PASSWORD_AND_CODE } from '../identity/two-factor-messages.js';
export const INVALID_CODE = 'Invalid code. Please try again.';
/** How many recovery codes a user gets when two-factor is turned on. */
export const RECOVERY_CODE_COUNT = 10;

/**
 * A code as typed: six digits from the app, or a recovery code (`xxxx-xxxx-xxxx`). Spaces are
 * ignored; the server decides which it is.
 */
const codeSchema = z
  .string({ error: ENTER_CODE })
  .transform((value) => value.replace(/\s+/g, ''))
  .pipe(z.string().min(1, ENTER_CODE).max(40, 'That code is too long'));

/** `POST /api/auth/2fa/setup`: a new secret, not yet on, for the authenticator app. */
export const twoFactorSetupSchema = z.object({
  /** Base32, for typing into the app by hand. */
  secret: z.string(),
  /** `otpauth://totp/...`: what the QR code holds. */
  otpauthUrl: z.string(),
});
export type TwoFactorSetup = z.infer<typeof twoFactorSetupSchema>;

/** `POST /api/auth/2fa/enable`: a current code from the app proves it was set up. */
export const twoFactorCodeBodySchema = z.object({ code: codeSchema }, { error: ENTER_CODE });

/** The answer to enabling: recovery codes, shown once (only their hashes are kept). */
export const recoveryCodesSchema = z.object({ recoveryCodes: z.array(z.string()) });
export type RecoveryCodes = z.infer<typeof recoveryCodesSchema>;

/** `POST /api/auth/2fa/disable`: the password and a code (or a recovery code). */
export const disableTwoFactorBodySchema = z.object(
  {
    password: z
      .string({ error: ENTER_PASSWORD_AND_CODE })
      .min(1, ENTER_PASSWORD_AND_CODE)
      .max(1000),
    code: z
      .string({ error: ENTER_PASSWORD_AND_CODE })
      .transform((value) => value.replace(/\s+/g, ''))
      .pipe(z.string().min(1, ENTER_PASSWORD_AND_CODE).max(40, 'That code is too long')),
  },
  { error: ENTER_PASSWORD_AND_CODE },
);

/** `POST /api/auth/login` with two-factor on: the password was right, a code must follow. */
export const twoFactorRequiredSchema = z.object({ twoFactorRequired: z.literal(true) });
