import { IDEMPOTENCY_KEY_PATTERN } from '@core/api/generations.js';
import { badRequest } from './http-errors.js';

/** The `Idempotency-Key` header, checked (400 when malformed; undefined when absent). */
export function idempotencyKeyOf(header: unknown): string | undefined {
  if (header === undefined) return undefined;
  if (typeof header !== 'string' || !IDEMPOTENCY_KEY_PATTERN.test(header)) {
    throw badRequest('The Idempotency-Key header must be 1 to 200 printable ASCII characters');
  }
  return header;
}
