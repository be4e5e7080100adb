/**
 * Two-factor sign-in's messages (decision 046), without zod: the sign-in page imports them, and
 * it loads no zod (src/web/lib/zod-csp.ts).
 */
export const ENTER_CODE = 'Please enter the code from your authenticator app';
export const ENTER_PASSWORD_AND_CODE = 'Please enter your password and a code';
/** The second step's failures that end the pending sign-in: the password is asked for again. */
export const SIGN_IN_AGAIN = 'Your sign-in has expired. Please sign in again with your password.';
export const TOO_MANY_CODES = 'Too many wrong codes. Please sign in again with your password.';
