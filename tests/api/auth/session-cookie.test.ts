import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { sessions } from '../../../src/server/db/schema.js';
import { newMember } from '../../support/factories.js';
import { call, createTestApp } from '../../support/test-app.js';

/**
 * The session cookie on the answers of a signed-in user: sent once at sign-in, never again on
 * answers that do not change the session (reads, writes, refusals), and a cookie whose signature
 * does not match is not a session. Decision 029 changed how the cookie is checked and how a change
 * of the session is noticed, not what the answers carry.
 */
const t = await createTestApp();

const sidOf = (cookie: string) => decodeURIComponent(cookie.split('=')[1]).split('.')[0];
const rowOf = async (sid: string) =>
  (await t.database.db.select().from(sessions).where(eq(sessions.sid, sid)))[0];

describe('the session cookie on signed-in answers', () => {
  it('is not sent again, and the session row is not written, when nothing changed', async () => {
    const m = await newMember(t);
    const before = await rowOf(sidOf(m.cookie));
    const answers = [
      await call(t, { url: '/api/auth/me', slug: m.slug, cookie: m.cookie }),
      await call(t, { url: '/api/history', slug: m.slug, cookie: m.cookie }),
      // A write refused by validation, and one refused for want of a webhook.
      await call(t, {
        method: 'POST',
        url: '/api/generate',
        slug: m.slug,
        cookie: m.cookie,
        payload: { assistantType: 'facebook' },
      }),
      await call(t, {
        method: 'POST',
        url: '/api/generate',
        slug: m.slug,
        cookie: m.cookie,
        payload: {
          assistantType: 'facebook',
          sessionId: 's-1',
          formData: {
            postTopic: 'A topic long enough',
            targetAudience: 'Clinic owners',
            toneOfVoice: 'professional',
          },
        },
      }),
    ];
    expect(answers.map((res) => res.statusCode)).toEqual([200, 200, 400, 409]);
    for (const res of answers) expect(res.headers['set-cookie']).toBeUndefined();
    expect(await rowOf(sidOf(m.cookie))).toEqual(before);
  });

  it('a cookie with an altered signature, or none, is not signed in', async () => {
    const m = await newMember(t);
    const [name, value] = m.cookie.split('=');
    const signed = decodeURIComponent(value);
    const last = signed.at(-1) === 'A' ? 'B' : 'A';
    const altered = `${name}=${encodeURIComponent(signed.slice(0, -1) + last)}`;
    const unsigned = `${name}=${encodeURIComponent(sidOf(m.cookie))}`;
    for (const cookie of [altered, unsigned]) {
      const res = await call(t, { url: '/api/auth/me', slug: m.slug, cookie });
      expect(res.statusCode).toBe(401);
      // The unknown cookie is cleared; no new session is made for it.
      const cleared = res.cookies.find((c) => c.name === name);
      expect(cleared?.value).toBe('');
      expect(cleared?.expires?.getTime()).toBeLessThan(Date.now());
    }
    expect(
      (await call(t, { url: '/api/auth/me', slug: m.slug, cookie: m.cookie })).statusCode,
    ).toBe(200);
  });
});
