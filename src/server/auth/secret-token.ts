import { createHash, randomBytes } from 'node:crypto';

/** The hex SHA-256 of a token: what is kept of a secret shown once. */
export const sha256Hex = (text: string) => createHash('sha256').update(text).digest('hex');

const BASE62 = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';

/**
 * `bytes` random bytes written in base62 (letters and digits only: a token survives being
 * double-clicked, pasted in a shell or put in a URL), at full length, leading zeros kept.
 */
export function randomBase62(bytes: number): string {
  const length = Math.ceil((bytes * 8) / Math.log2(62));
  let n = BigInt(`0x${randomBytes(bytes).toString('hex')}`);
  let out = '';
  while (n > 0n) {
    out = BASE62[Number(n % 62n)] + out;
    n /= 62n;
  }
  return out.padStart(length, '0');
}
