import { timingSafeEqual } from 'node:crypto';

/**
 * The token an automation calls back with (`Authorization: Bearer <token>`): generation and
 * publication callbacks alike. Null when the header is missing or not a bearer token.
 */
export function bearerToken(header: unknown): string | null {
  if (typeof header !== 'string') return null;
  const match = /^Bearer\s+(\S{16,200})\s*$/i.exec(header);
  return match ? match[1] : null;
}

/** Two hex SHA-256 hashes compared in constant time (false when either is empty). */
export function sameHash(a: string, b: string): boolean {
  const left = Buffer.from(a, 'hex');
  const right = Buffer.from(b, 'hex');
  return left.length === right.length && left.length > 0 && timingSafeEqual(left, right);
}
