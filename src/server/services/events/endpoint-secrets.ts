import type { SecretBox } from '../../operations/secrets.js';
import type { eventEndpoints } from '../../db/schema.js';

type EndpointRow = typeof eventEndpoints.$inferSelect;

/**
 * The secrets that sign an endpoint's deliveries now: its own, and for a day after a rotation
 * the one before it too (a receiver verifies either while it switches).
 */
export function signingSecrets(secrets: SecretBox, endpoint: EndpointRow, now = new Date()) {
  const list = [secrets.decrypt(endpoint.secretEncrypted)];
  if (
    endpoint.previousSecretEncrypted &&
    endpoint.previousSecretUntil &&
    endpoint.previousSecretUntil > now
  ) {
    list.push(secrets.decrypt(endpoint.previousSecretEncrypted));
  }
  return list;
}
