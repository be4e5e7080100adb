import { Signer } from '@fastify/cookie';

/**
 * Verified cookies kept; past this many the list starts again. An entry is needed only between
 * a request's arrival and the store's answer, and a missing one only costs the HMAC again.
 */
const KEPT = 1000;

/**
 * The session cookie's signer: @fastify/cookie's (HMAC-SHA256 of the id, the same cookies as
 * before), without signing again an id whose cookie was just verified.
 *
 * @fastify/session unsigns the cookie when a request arrives and, once the store has found the
 * session, signs its id again to compare with the cookie when answering: the same HMAC twice per
 * request. A cookie that verifies with the current secret is exactly the id's signature, so it is
 * kept and given back when that id is signed. Every cookie is still verified on every request;
 * only the second computation of a result already known is skipped (decision 029).
 */
export function createSessionSigner(secret: string) {
  const signer = new Signer(secret, 'sha256');
  const verified = new Map<string, string>();
  return {
    sign(id: string): string {
      return verified.get(id) ?? signer.sign(id);
    },
    unsign(cookie: string) {
      const result = signer.unsign(cookie);
      // `renew`: verified with an older secret, whose signature is not the one `sign` makes.
      if (result.valid && !result.renew) {
        if (verified.size >= KEPT) verified.clear();
        verified.set(result.value, cookie);
      }
      return result;
    },
  };
}
