import { createHash, randomInt } from 'node:crypto';
import { generateSecret, generateURI, verifySync } from 'otplib';
import { RECOVERY_CODE_COUNT } from '@core/api/two-factor.js';

/** One step of clock drift either way: a code of the previous or next 30 s is accepted. */
const DRIFT_SECONDS = 30;
/** Recovery codes use letters and digits that cannot be mistaken for one another. */
const RECOVERY_ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';

/** A new TOTP secret (Base32, 160 bits) for an authenticator app. */
export const newTotpSecret = (): string => generateSecret();

/** What the QR code holds: the company as issuer, the username as label. */
export const otpauthUrlOf = (opts: { issuer: string; label: string; secret: string }): string =>
  generateURI(opts);

/** A six-digit code from the app, as opposed to a recovery code. */
export const isTotpCode = (code: string): boolean => /^\d{6}$/.test(code);

/**
 * The TOTP time step `code` belongs to, if it is the secret's code of now or of one step before
 * or after; null otherwise. Whether that step was already used is the caller's to settle.
 */
export function totpStepOf(secret: string, code: string, now = Date.now()): number | null {
  if (!isTotpCode(code)) return null;
  const result = verifySync({
    secret,
    token: code,
    epoch: Math.floor(now / 1000),
    epochTolerance: DRIFT_SECONDS,
  });
  return result.valid && 'timeStep' in result ? result.timeStep : null;
}

/** Recovery codes as shown once: `xxxx-xxxx-xxxx`, about 60 random bits each. */
export function newRecoveryCodes(count = RECOVERY_CODE_COUNT): string[] {
  return Array.from({ length: count }, () => {
    const chars = Array.from(
      { length: 12 },
      () => RECOVERY_ALPHABET[randomInt(RECOVERY_ALPHABET.length)],
    );
    return [0, 4, 8].map((at) => chars.slice(at, at + 4).join('')).join('-');
  });
}

/** What is stored of a recovery code: the SHA-256 of it without case, spaces or hyphens. */
export function recoveryCodeHash(code: string): string {
  const normal = code.toLowerCase().replace(/[\s-]+/g, '');
  return createHash('sha256').update(`copydesk:recovery:${normal}`).digest('hex');
}
