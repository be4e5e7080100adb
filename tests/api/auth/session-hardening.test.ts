import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { sessions } from '../../../src/server/db/schema.js';
import { createCompany, createUser } from '../../support/factories.js';
import { call, createTestApp, hostOf, PASSWORD, signIn } from '../../support/test-app.js';

/**
 * Hardened sign-in state: API answers are never cached, the session id changes with
 * the password, a session ends after SESSION_IDLE_MS without use (default 12 h) besides the
 * 7-day maximum, and the Origin check compares scheme, host and port.
 */
const t = await createTestApp();
const secure = await createTestApp({ SECURE_COOKIES: true });
/** The shortest idle time the configuration allows: a minute. */
const brief = await createTestApp({ SESSION_IDLE_MS: 60_000 });

const HOUR = 60 * 60 * 1000;
const NEW_PASSWORD = 'Brand-New-Pass-2';

const me = (slug: string, cookie: string) => call(t, { url: '/api/auth/me', slug, cookie });

async function member(role: 'user' | 'admin' = 'user', mustChangePassword = false) {
  const company = await createCompany(t);
  const user = await createUser(t, company, role, { mustChangePassword });
  const cookie = await signIn(t, company.slug, user.username);
  return { company, user, cookie, slug: company.slug };
}

describe('Cache-Control on API answers', () => {
  it('is no-store on signed-in reads, writes, refusals and signed-out answers', async () => {
    const { slug, cookie, user } = await member('admin');
    const answers = [
      await me(slug, cookie),
      await call(t, { url: '/api/settings', slug, cookie }),
      await call(t, { url: '/api/admin/users', slug, cookie }),
      await call(t, { url: '/api/auth/me', slug }),
      await call(t, {
        method: 'POST',
        url: '/api/auth/login',
        slug,
        payload: { username: user.username, password: PASSWORD },
      }),
      await call(t, { url: '/api/history?page=abc', slug, cookie }),
    ];
    for (const res of answers) {
      expect(res.headers['cache-control'], `${res.statusCode} ${res.body}`).toBe('no-store');
    }
  });
});

describe('the session id changes with the password', () => {
  const changePassword = (slug: string, cookie: string) =>
    call(t, {
      method: 'POST',
      url: '/api/auth/change-password',
      slug,
      cookie,
      payload: {
        currentPassword: PASSWORD,
        newPassword: NEW_PASSWORD,
        confirmPassword: NEW_PASSWORD,
      },
    });

  const newCookieOf = (res: Awaited<ReturnType<typeof changePassword>>) => {
    const fresh = res.cookies.find((c) => c.name.endsWith('copydesk.sid') && c.value);
    expect(fresh, 'a new session cookie').toBeDefined();
    return `${fresh!.name}=${fresh!.value}`;
  };

  it('on a change of password: the old id ends, the user stays signed in with the new one', async () => {
    const { slug, cookie, user } = await member();
    const res = await changePassword(slug, cookie);
    expect(res.statusCode).toBe(200);
    const fresh = newCookieOf(res);
    expect(fresh).not.toBe(cookie);
    expect((await me(slug, cookie)).statusCode).toBe(401);
    const now = await me(slug, fresh);
    expect(now.statusCode).toBe(200);
    expect(now.json().username).toBe(user.username);
  });

  it('on the forced change at first sign-in too', async () => {
    const { slug, cookie } = await member('user', true);
    const res = await changePassword(slug, cookie);
    expect(res.statusCode).toBe(200);
    const fresh = newCookieOf(res);
    expect((await me(slug, cookie)).statusCode).toBe(401);
    const now = await me(slug, fresh);
    expect(now.statusCode).toBe(200);
    expect(now.json().mustChangePassword).toBe(false);
  });

  it('a refused change keeps the session as it was', async () => {
    const { slug, cookie } = await member();
    const res = await call(t, {
      method: 'POST',
      url: '/api/auth/change-password',
      slug,
      cookie,
      payload: {
        currentPassword: 'Wrong-Password-1',
        newPassword: NEW_PASSWORD,
        confirmPassword: NEW_PASSWORD,
      },
    });
    expect(res.statusCode).toBe(400);
    expect(res.cookies.filter((c) => c.value)).toEqual([]);
    expect((await me(slug, cookie)).statusCode).toBe(200);
  });
});

describe('sessions end after 12 hours without use, and after 7 days in any case', () => {
  afterEach(() => {
    vi.useRealTimers();
  });
  // Only Date is faked: the app reads the time from it, and the database compares what it gets.
  const at = (ms: number) => vi.setSystemTime(new Date(ms));

  it('a session unused for more than 12 hours is refused; one used in time lives on', async () => {
    const start = Date.now();
    const { slug, cookie } = await member();
    const idle = await member();
    vi.useFakeTimers({ toFake: ['Date'] });
    // Used every 11 hours: still signed in a day and a half later.
    for (const hours of [11, 22, 33]) {
      at(start + hours * HOUR);
      expect((await me(slug, cookie)).statusCode, `after ${hours} h`).toBe(200);
    }
    // Not used since it was made: ended 12 h later, although the 7 days are far away.
    at(start + 12 * HOUR + 2 * 60_000);
    expect((await me(idle.slug, idle.cookie)).statusCode).toBe(401);
    // And the one in use ends 12 h after its last use.
    at(start + 33 * HOUR + 12 * HOUR + 2 * 60_000);
    expect((await me(slug, cookie)).statusCode).toBe(401);
  });

  it('a session in constant use still ends after 7 days', async () => {
    const start = Date.now();
    const { slug, cookie } = await member();
    vi.useFakeTimers({ toFake: ['Date'] });
    let hours = 0;
    while (hours + 10 < 7 * 24) {
      hours += 10;
      at(start + hours * HOUR);
      expect((await me(slug, cookie)).statusCode, `after ${hours} h`).toBe(200);
    }
    at(start + 7 * 24 * HOUR + 60_000);
    expect((await me(slug, cookie)).statusCode).toBe(401);
  });

  it('at the shortest idle time (a minute), a session used every 20 s never ends', async () => {
    const start = Date.now();
    const company = await createCompany(brief);
    const user = await createUser(brief, company, 'user');
    const cookie = await signIn(brief, company.slug, user.username);
    vi.useFakeTimers({ toFake: ['Date'] });
    for (let seconds = 20; seconds <= 300; seconds += 20) {
      at(start + seconds * 1000);
      const res = await call(brief, { url: '/api/auth/me', slug: company.slug, cookie });
      expect(res.statusCode, `after ${seconds} s`).toBe(200);
    }
    // Left alone for over a minute after its last use, it ends.
    at(start + 300_000 + 61_000);
    expect(
      (await call(brief, { url: '/api/auth/me', slug: company.slug, cookie })).statusCode,
    ).toBe(401);
  });

  it('use is written down at most once a minute, not on every request', async () => {
    const start = Date.now();
    const { slug, cookie } = await member();
    const sid = decodeURIComponent(cookie.split('=')[1]).split('.')[0];
    const row = async () =>
      (await t.database.db.select().from(sessions).where(eq(sessions.sid, sid)))[0];
    vi.useFakeTimers({ toFake: ['Date'] });
    at(start + 2 * 60_000);
    await me(slug, cookie);
    const first = await row();
    for (const seconds of [5, 20, 40]) {
      at(start + 2 * 60_000 + seconds * 1000);
      expect((await me(slug, cookie)).statusCode).toBe(200);
    }
    expect(await row()).toEqual(first);
    at(start + 4 * 60_000);
    await me(slug, cookie);
    expect(await row()).not.toEqual(first);
  });
});

describe('the Origin check on writes', () => {
  const logout = (slug: string, cookie: string, origin: string) =>
    call(t, { method: 'POST', url: '/api/auth/logout', slug, cookie, headers: { origin } });

  it('refuses another scheme or port of the same host, accepts the exact origin', async () => {
    const { slug, cookie } = await member();
    for (const origin of [
      `https://${hostOf(slug)}`,
      `http://${hostOf(slug)}:9999`,
      `https://${hostOf(slug)}:80`,
      `http://evil.example`,
      'null',
    ]) {
      const res = await logout(slug, cookie, origin);
      expect(res.statusCode, origin).toBe(403);
      expect(res.json()).toEqual({ message: 'Cross-site request refused' });
      expect((await me(slug, cookie)).statusCode).toBe(200);
    }
    expect((await logout(slug, cookie, `http://${hostOf(slug)}:80`)).statusCode).toBe(200);
    expect((await me(slug, cookie)).statusCode).toBe(401);
  });

  it('served over https (SECURE_COOKIES), the https origin is ours and http is not', async () => {
    const company = await createCompany(secure);
    const user = await createUser(secure, company);
    const login = (origin: string) =>
      secure.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        headers: { host: hostOf(company.slug), origin },
        payload: { username: user.username, password: PASSWORD },
      });
    expect((await login(`http://${hostOf(company.slug)}`)).statusCode).toBe(403);
    expect((await login(`https://${hostOf(company.slug)}`)).statusCode).toBe(200);
  });
});
