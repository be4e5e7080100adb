import { randomBytes } from 'node:crypto';
import { Signer } from '@fastify/cookie';
import { describe, expect, it } from 'vitest';
import { createSessionSigner } from '../../src/server/auth/session-signer.js';

const SECRET = 'a-session-secret-of-at-least-thirty-two-characters';
const id = () => randomBytes(32).toString('base64url');

describe('the session cookie signer', () => {
  it("signs and verifies exactly as @fastify/cookie's signer", () => {
    const ours = createSessionSigner(SECRET);
    const theirs = new Signer(SECRET, 'sha256');
    for (let i = 0; i < 20; i++) {
      const sid = id();
      const cookie = theirs.sign(sid);
      expect(ours.sign(sid)).toBe(cookie);
      expect(ours.unsign(cookie)).toEqual(theirs.unsign(cookie));
      // Signed again after the cookie was verified: the same signature.
      expect(ours.sign(sid)).toBe(cookie);
    }
  });

  it('refuses an altered signature, another secret and no signature, on every request', () => {
    const ours = createSessionSigner(SECRET);
    const sid = id();
    const cookie = ours.sign(sid);
    expect(ours.unsign(cookie)).toMatchObject({ valid: true, value: sid });
    const altered = cookie.slice(0, -1) + (cookie.endsWith('A') ? 'B' : 'A');
    const other = new Signer('another-secret-of-at-least-thirty-two-chars', 'sha256').sign(sid);
    for (const bad of [altered, other, sid, `${sid}.`]) {
      expect(ours.unsign(bad)).toEqual({ valid: false, renew: false, value: null });
    }
    // A refused cookie is never taken for the id's signature.
    expect(ours.sign(sid)).toBe(new Signer(SECRET, 'sha256').sign(sid));
  });

  it('keeps a bounded number of verified cookies', () => {
    const ours = createSessionSigner(SECRET);
    const theirs = new Signer(SECRET, 'sha256');
    const sids = Array.from({ length: 2500 }, id);
    for (const sid of sids) expect(ours.unsign(theirs.sign(sid)).valid).toBe(true);
    for (const sid of sids) expect(ours.sign(sid)).toBe(theirs.sign(sid));
  });
});
