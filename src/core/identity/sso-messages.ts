/** Single sign-on's messages (decision 045), without zod: the sign-in page imports them. */

/** The `?sso_error=` codes the callback sends the browser back with, and what they say. */
export const SSO_ERRORS = {
  state: 'The single sign-on response did not match this browser. Please try again.',
  expired: 'The single sign-on attempt expired or was already used. Please try again.',
  provider: 'The identity provider refused the sign-in. Please try again or ask your admin.',
  token: 'The identity provider’s answer could not be verified. Please ask your admin.',
  domain: 'Your email address is not allowed to sign in to this company.',
  email: 'The identity provider did not give a verified email address.',
  unavailable: 'Single sign-on is not available right now. Please try again later.',
  'not-configured': 'Single sign-on is not set up for this company.',
} as const;
export type SsoErrorCode = keyof typeof SSO_ERRORS;
