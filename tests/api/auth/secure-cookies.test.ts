import { describe, expect, it } from 'vitest';
import { createCompany, createUser } from '../../support/factories.js';
import { createTestApp, PASSWORD } from '../../support/test-app.js';

// Served over https (behind a proxy that says so): the session cookie gets the __Host- prefix.
const t = await createTestApp({ SECURE_COOKIES: true, TRUST_PROXY: 1 });

describe('session cookie over https', () => {
  it('is __Host- prefixed, Secure, HttpOnly, SameSite=Lax and host-only', async () => {
    const company = await createCompany(t);
    const user = await createUser(t, company);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { host: `${company.slug}.localhost`, 'x-forwarded-proto': 'https' },
      payload: { username: user.username, password: PASSWORD },
    });
    expect(res.statusCode).toBe(200);
    const cookie = res.cookies.find((c) => c.value)!;
    expect(cookie.name).toBe('__Host-copydesk.sid');
    expect(cookie).toMatchObject({ secure: true, httpOnly: true, sameSite: 'Lax', path: '/' });
    expect(cookie.domain).toBeUndefined();
    expect(String(res.headers['strict-transport-security'])).toMatch(/max-age=/);

    const me = await t.app.inject({
      url: '/api/auth/me',
      headers: {
        host: `${company.slug}.localhost`,
        'x-forwarded-proto': 'https',
        cookie: `${cookie.name}=${cookie.value}`,
      },
    });
    expect(me.statusCode).toBe(200);
  });
});
