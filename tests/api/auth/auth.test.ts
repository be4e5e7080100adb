import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { sessions, users, activityEvents } from '../../../src/server/db/schema.js';
import { createCompany, createUser, platformCompany } from '../../support/factories.js';
import { call, createTestApp, PASSWORD, signIn } from '../../support/test-app.js';

const t = await createTestApp();

describe('POST /api/auth/login', () => {
  it('signs a member in on their own company and sets a safe session cookie', async () => {
    const company = await createCompany(t);
    const user = await createUser(t, company);
    const res = await call(t, {
      method: 'POST',
      url: '/api/auth/login',
      slug: company.slug,
      payload: { username: user.username, password: PASSWORD },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      username: user.username,
      role: 'user',
      isAdmin: false,
      companyId: company.slug,
    });
    expect(res.body).not.toContain('passwordHash');
    const setCookie = String(res.headers['set-cookie']);
    expect(setCookie).toMatch(/HttpOnly/i);
    expect(setCookie).toMatch(/SameSite=Lax/i);
    const sid = res.cookies[0].value.split('.')[0];
    expect(Buffer.from(sid, 'base64url').length).toBeGreaterThanOrEqual(16);
  });

  it('accepts the username in any case', async () => {
    const company = await createCompany(t);
    const user = await createUser(t, company);
    const res = await call(t, {
      method: 'POST',
      url: '/api/auth/login',
      slug: company.slug,
      payload: { username: user.username.toUpperCase(), password: PASSWORD },
    });
    expect(res.statusCode).toBe(200);
  });

  it('refuses a wrong password, an unknown user and another company, with one message', async () => {
    const company = await createCompany(t);
    const other = await createCompany(t);
    const user = await createUser(t, company);
    for (const [slug, username, password] of [
      [company.slug, user.username, 'Wrong-password-1'],
      [company.slug, 'nobody-here', PASSWORD],
      [other.slug, user.username, PASSWORD],
    ]) {
      const res = await call(t, {
        method: 'POST',
        url: '/api/auth/login',
        slug,
        payload: { username, password },
        headers: { 'x-forwarded-for': '1.2.3.4' },
      });
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ message: 'Invalid username or password' });
    }
    await t.app.ctx.activity.flush();
    const events = await t.database.db
      .select()
      .from(activityEvents)
      .where(eq(activityEvents.companyId, company.id));
    expect(events.map((e) => e.details)).toEqual(
      expect.arrayContaining([{ reason: 'invalid_password' }, { reason: 'unknown_user' }]),
    );
  });

  it('lets a platform admin sign in on any company', async () => {
    const platform = await platformCompany(t);
    const company = await createCompany(t);
    const admin = await createUser(t, platform, 'platform_admin');
    await expect(signIn(t, company.slug, admin.username)).resolves.toContain('copydesk.sid');
  });

  it('answers 400 with the spec message when a field is missing', async () => {
    const company = await createCompany(t);
    const res = await call(t, {
      method: 'POST',
      url: '/api/auth/login',
      slug: company.slug,
      payload: { username: '', password: '' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Please enter both username and password');
  });

  it('answers 404 for an unknown company', async () => {
    const res = await call(t, {
      method: 'POST',
      url: '/api/auth/login',
      slug: 'no-such-company',
      payload: { username: 'a', password: 'b' },
    });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: 'Company not found' });
  });

  it('after 5 failures for one username it waits from any address, other names do not', async () => {
    const company = await createCompany(t);
    const user = await createUser(t, company);
    const attempt = (password: string, ip: string, username = user.username) =>
      t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        headers: { host: `${company.slug}.localhost` },
        payload: { username, password },
        remoteAddress: ip,
      });
    for (let i = 0; i < 5; i++)
      expect((await attempt('Wrong-pass-1', '9.9.9.1')).statusCode).toBe(401);
    for (const ip of ['9.9.9.1', '9.9.9.2']) {
      const blocked = await attempt(PASSWORD, ip);
      expect(blocked.statusCode).toBe(429);
      expect(blocked.json().message).toMatch(/Too many failed sign-in attempts/);
      expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    }
    // Another username from the same address is checked.
    expect((await attempt('x', '9.9.9.1', 'someone-else')).statusCode).toBe(401);
  });

  it('after 100 failures from one address refuses every username from it', async () => {
    const company = await createCompany(t);
    const user = await createUser(t, company);
    for (let i = 0; i < 100; i++) {
      await t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        headers: { host: `${company.slug}.localhost` },
        payload: { username: `guess-${i}`, password: 'x' },
        remoteAddress: '7.7.7.7',
      });
    }
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { host: `${company.slug}.localhost` },
      payload: { username: user.username, password: PASSWORD },
      remoteAddress: '7.7.7.7',
    });
    expect(res.statusCode).toBe(429);
  });
});

describe('sessions', () => {
  it('/api/auth/me answers the user when signed in and 401 when not', async () => {
    const company = await createCompany(t);
    const user = await createUser(t, company, 'admin');
    const cookie = await signIn(t, company.slug, user.username);
    const me = await call(t, { url: '/api/auth/me', slug: company.slug, cookie });
    expect(me.statusCode).toBe(200);
    expect(me.json()).toMatchObject({ username: user.username, isAdmin: true });
    const anon = await call(t, { url: '/api/auth/me', slug: company.slug });
    expect(anon.statusCode).toBe(401);
  });

  it('a session made on one company is not signed in on another', async () => {
    const company = await createCompany(t);
    const other = await createCompany(t);
    const user = await createUser(t, company);
    const cookie = await signIn(t, company.slug, user.username);
    const res = await call(t, { url: '/api/auth/me', slug: other.slug, cookie });
    expect(res.statusCode).toBe(401);
    const viaQuery = await call(t, {
      url: `/api/auth/me?company=${other.slug}`,
      slug: company.slug,
      cookie,
    });
    expect(viaQuery.statusCode).toBe(401);
  });

  it('sign-in replaces the old session id, logout ends the session', async () => {
    const company = await createCompany(t);
    const user = await createUser(t, company);
    const first = await signIn(t, company.slug, user.username);
    const again = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { host: `${company.slug}.localhost`, cookie: first },
      payload: { username: user.username, password: PASSWORD },
    });
    expect(again.statusCode).toBe(200);
    const oldMe = await call(t, { url: '/api/auth/me', slug: company.slug, cookie: first });
    expect(oldMe.statusCode).toBe(401);
    const fresh = again.cookies.find((c) => c.value)!;
    const second = `${fresh.name}=${fresh.value}`;
    const out = await call(t, {
      method: 'POST',
      url: '/api/auth/logout',
      slug: company.slug,
      cookie: second,
    });
    expect(out.statusCode).toBe(200);
    const after = await call(t, { url: '/api/auth/me', slug: company.slug, cookie: second });
    expect(after.statusCode).toBe(401);
    const rows = await t.database.db.select().from(sessions).where(eq(sessions.userId, user.id));
    expect(rows.map((r) => r.data)).toEqual([]);
  });

  it('refuses a cross-site write', async () => {
    const company = await createCompany(t);
    const user = await createUser(t, company);
    const cookie = await signIn(t, company.slug, user.username);
    const res = await call(t, {
      method: 'POST',
      url: '/api/auth/logout',
      slug: company.slug,
      cookie,
      headers: { origin: 'https://evil.example' },
    });
    expect(res.statusCode).toBe(403);
    const me = await call(t, { url: '/api/auth/me', slug: company.slug, cookie });
    expect(me.statusCode).toBe(200);
  });
});

describe('POST /api/auth/change-password', () => {
  const change = (slug: string, cookie: string | undefined, payload: unknown) =>
    call(t, { method: 'POST', url: '/api/auth/change-password', slug, cookie, payload });

  it('checks fields, match, strength and the current password, then clears the forced change', async () => {
    const company = await createCompany(t);
    const user = await createUser(t, company, 'user', { mustChangePassword: true });
    const cookie = await signIn(t, company.slug, user.username);
    const slug = company.slug;
    const cases: [unknown, string][] = [
      [
        { currentPassword: PASSWORD, newPassword: '', confirmPassword: '' },
        'Please fill in all fields',
      ],
      [
        {
          currentPassword: PASSWORD,
          newPassword: 'Abcdefgh1!xyz',
          confirmPassword: 'Abcdefgh1!xyZ',
        },
        "New passwords don't match",
      ],
      [
        { currentPassword: PASSWORD, newPassword: 'short1!A', confirmPassword: 'short1!A' },
        'Password must be at least 12 characters long',
      ],
      [
        {
          currentPassword: PASSWORD,
          newPassword: 'alllowercase1!',
          confirmPassword: 'alllowercase1!',
        },
        'Password must contain at least one uppercase letter',
      ],
      [
        {
          currentPassword: 'Wrong-Password-1',
          newPassword: 'Brand-New-Pass-2',
          confirmPassword: 'Brand-New-Pass-2',
        },
        'Current password is incorrect',
      ],
    ];
    for (const [payload, message] of cases) {
      const res = await change(slug, cookie, payload);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(message);
    }
    const ok = await change(slug, cookie, {
      currentPassword: PASSWORD,
      newPassword: 'Brand-New-Pass-2',
      confirmPassword: 'Brand-New-Pass-2',
    });
    expect(ok.statusCode).toBe(200);
    const [row] = await t.database.db.select().from(users).where(eq(users.id, user.id));
    expect(row.mustChangePassword).toBe(false);
    await expect(signIn(t, slug, user.username, 'Brand-New-Pass-2')).resolves.toBeTruthy();
  });

  it('needs a signed-in user', async () => {
    const company = await createCompany(t);
    const res = await change(company.slug, undefined, {
      currentPassword: 'a',
      newPassword: 'b',
      confirmPassword: 'b',
    });
    expect(res.statusCode).toBe(401);
  });
});
