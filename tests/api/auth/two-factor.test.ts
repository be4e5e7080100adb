import { describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { generateSync } from 'otplib';
import {
  activityEvents,
  loginChallenges,
  recoveryCodes,
  users,
} from '../../../src/server/db/schema.js';
import { createCompany, createUser } from '../../support/factories.js';
import { call, createTestApp, PASSWORD, signIn } from '../../support/test-app.js';
import {
  awayFromStepEdge,
  codeAt,
  codeStep,
  freshIp,
  passwordStep,
  sessionCookieOf,
  withTwoFactor,
} from '../../support/two-factor.js';
import { ageFailures } from '../../support/sign-in-attempts.js';

const t = await createTestApp();

const SIGN_IN_AGAIN = 'Your sign-in has expired. Please sign in again with your password.';
const INVALID_CODE = 'Invalid code. Please try again.';
const TOO_MANY = 'Too many wrong codes. Please sign in again with your password.';

async function memberWithTwoFactor() {
  const company = await createCompany(t);
  const user = await createUser(t, company);
  const secret = await withTwoFactor(t, user);
  return { company, user, secret, slug: company.slug };
}

const me = (slug: string, cookie?: string) =>
  call(t, { url: '/api/auth/me', slug, ...(cookie ? { cookie } : {}) });

describe('setting two-factor up and turning it off', () => {
  it('sets up with a secret for the app, turns on with a code and answers recovery codes once', async () => {
    const company = await createCompany(t, { companyName: 'Acme & Co' });
    const user = await createUser(t, company);
    const cookie = await signIn(t, company.slug, user.username);
    const post = (url: string, payload?: unknown) =>
      call(t, { method: 'POST', url, slug: company.slug, cookie, payload });

    const setup = await post('/api/auth/2fa/setup');
    expect(setup.statusCode).toBe(200);
    const { secret, otpauthUrl } = setup.json();
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    const url = new URL(otpauthUrl);
    expect(url.protocol).toBe('otpauth:');
    expect(url.host).toBe('totp');
    expect(decodeURIComponent(url.pathname)).toBe(`/Acme & Co:${user.username}`);
    expect(url.searchParams.get('issuer')).toBe('Acme & Co');
    expect(url.searchParams.get('secret')).toBe(secret);
    const [stored] = await t.database.db.select().from(users).where(eq(users.id, user.id));
    expect(stored.totpEnabled).toBe(false);
    expect(stored.totpSecretEncrypted).toBeTruthy();
    expect(stored.totpSecretEncrypted).not.toContain(secret);
    expect(t.app.ctx.secrets.decrypt(stored.totpSecretEncrypted!)).toBe(secret);
    expect((await me(company.slug, cookie)).json().twoFactorEnabled).toBe(false);

    await awayFromStepEdge();
    const wrong = await post('/api/auth/2fa/enable', { code: codeAt(secret, 3) });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toMatch(/code is not right/);
    expect((await post('/api/auth/2fa/enable', {})).statusCode).toBe(400);

    const enabled = await post('/api/auth/2fa/enable', { code: codeAt(secret) });
    expect(enabled.statusCode).toBe(200);
    const codes: string[] = enabled.json().recoveryCodes;
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    for (const code of codes) expect(code).toMatch(/^[a-z0-9]{4}-[a-z0-9]{4}-[a-z0-9]{4}$/);
    const rows = await t.database.db
      .select()
      .from(recoveryCodes)
      .where(eq(recoveryCodes.userId, user.id));
    expect(rows).toHaveLength(10);
    const hashes = rows.map((r) => r.codeHash).join(' ');
    for (const code of codes) expect(hashes).not.toContain(code);
    expect((await me(company.slug, cookie)).json().twoFactorEnabled).toBe(true);
    expect((await post('/api/auth/2fa/setup')).statusCode).toBe(409);
    expect((await post('/api/auth/2fa/enable', { code: codeAt(secret, 1) })).statusCode).toBe(409);

    const events = await t.database.db
      .select()
      .from(activityEvents)
      .where(
        and(eq(activityEvents.userId, user.id), eq(activityEvents.action, 'two_factor_enabled')),
      );
    expect(events).toHaveLength(1);
  });

  it('turns off only with the right password and a code (a recovery code will do)', async () => {
    const { company, user, secret, slug } = await memberWithTwoFactor();
    await t.database.db
      .insert(recoveryCodes)
      .values({ userId: user.id, codeHash: 'unused-placeholder' });
    const cookie = await signInWithCode(slug, user.username, secret);
    const disable = (payload: unknown) =>
      call(t, { method: 'POST', url: '/api/auth/2fa/disable', slug, cookie, payload });
    await awayFromStepEdge();
    const badPassword = await disable({ password: 'Wrong-password-1', code: codeAt(secret, 1) });
    expect(badPassword.statusCode).toBe(400);
    expect(badPassword.json().message).toBe('Password is incorrect');
    const badCode = await disable({ password: PASSWORD, code: '000000' });
    expect(badCode.statusCode).toBe(400);
    expect((await disable({ password: PASSWORD })).statusCode).toBe(400);
    expect((await me(slug, cookie)).json().twoFactorEnabled).toBe(true);

    const ok = await disable({ password: PASSWORD, code: codeAt(secret, 1) });
    expect(ok.statusCode).toBe(200);
    const [row] = await t.database.db.select().from(users).where(eq(users.id, user.id));
    expect(row).toMatchObject({
      totpEnabled: false,
      totpSecretEncrypted: null,
      totpLastStep: null,
    });
    expect(
      await t.database.db.select().from(recoveryCodes).where(eq(recoveryCodes.userId, user.id)),
    ).toEqual([]);
    expect((await disable({ password: PASSWORD, code: codeAt(secret, 1) })).statusCode).toBe(400);
    const event = await t.database.db
      .select()
      .from(activityEvents)
      .where(
        and(
          eq(activityEvents.companyId, company.id),
          eq(activityEvents.action, 'two_factor_disabled'),
        ),
      );
    expect(event).toHaveLength(1);
    // The password alone signs in again.
    const { res } = await passwordStep(t, slug, user.username, { ip: freshIp() });
    expect(res.json().username).toBe(user.username);
  });

  it('accepts a recovery code in place of the code when turning off', async () => {
    const company = await createCompany(t);
    const user = await createUser(t, company);
    const cookie = await signIn(t, company.slug, user.username);
    const post = (url: string, payload?: unknown) =>
      call(t, { method: 'POST', url, slug: company.slug, cookie, payload });
    const { secret } = (await post('/api/auth/2fa/setup')).json();
    await awayFromStepEdge();
    const { recoveryCodes: codes } = (
      await post('/api/auth/2fa/enable', { code: codeAt(secret) })
    ).json();
    const res = await post('/api/auth/2fa/disable', {
      password: PASSWORD,
      code: codes[3].toUpperCase(),
    });
    expect(res.statusCode).toBe(200);
  });
});

/** Password, then a code of the step after now: a completed sign-in's cookie header. */
async function signInWithCode(slug: string, username: string, secret: string) {
  await awayFromStepEdge();
  const ip = freshIp();
  const first = await passwordStep(t, slug, username, { ip });
  const done = await codeStep(t, slug, first.cookie, codeAt(secret, 0), ip);
  expect(done.statusCode, done.body).toBe(200);
  return sessionCookieOf(done)!;
}

describe('signing in with two-factor on', () => {
  it('answers twoFactorRequired and no session; the code completes the sign-in', async () => {
    const { company, user, secret, slug } = await memberWithTwoFactor();
    const ip = freshIp();
    const { res, cookie } = await passwordStep(t, slug, user.username, { ip });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ twoFactorRequired: true });
    expect(sessionCookieOf(res)).toBeUndefined();
    const setCookie = String(res.headers['set-cookie']);
    expect(setCookie).toMatch(/^copydesk\.2fa=/);
    expect(setCookie).toMatch(/HttpOnly/i);
    expect(setCookie).toMatch(/SameSite=Lax/i);
    expect((await me(slug, cookie)).statusCode).toBe(401);
    const [challenge] = await t.database.db
      .select()
      .from(loginChallenges)
      .where(eq(loginChallenges.userId, user.id));
    expect(challenge.kind).toBe('two-factor');
    expect(challenge.tokenHash).not.toBe(cookie.split('=')[1]);
    expect(challenge.expiresAt.getTime() - Date.now()).toBeLessThanOrEqual(5 * 60 * 1000);

    await awayFromStepEdge();
    const done = await codeStep(t, slug, cookie, codeAt(secret), ip);
    expect(done.statusCode).toBe(200);
    expect(done.json()).toMatchObject({ username: user.username, twoFactorEnabled: true });
    const session = sessionCookieOf(done)!;
    expect((await me(slug, session)).statusCode).toBe(200);
    const [success] = await t.database.db
      .select()
      .from(activityEvents)
      .where(and(eq(activityEvents.userId, user.id), eq(activityEvents.action, 'login_success')));
    expect(success.details).toEqual({ method: 'two-factor' });
    expect(success.companyId).toBe(company.id);
    // The pending sign-in is used up.
    const again = await codeStep(t, slug, cookie, codeAt(secret, 1), ip);
    expect(again.statusCode).toBe(401);
    expect(again.json().message).toBe(SIGN_IN_AGAIN);
  });

  it('sets the pending sign-in cookie Secure and __Host- prefixed with SECURE_COOKIES', async () => {
    const secure = await createTestApp({ SECURE_COOKIES: true });
    const company = await createCompany(secure);
    const user = await createUser(secure, company);
    await withTwoFactor(secure, user);
    const { res } = await passwordStep(secure, company.slug, user.username);
    const setCookie = String(res.headers['set-cookie']);
    expect(setCookie).toMatch(/^__Host-copydesk\.2fa=/);
    expect(setCookie).toMatch(/; Secure/i);
  });

  it('accepts the code of the step before and after now, not two steps away, and never twice', async () => {
    const { user, secret, slug } = await memberWithTwoFactor();
    const ip = freshIp();
    const { cookie } = await passwordStep(t, slug, user.username, { ip });
    await awayFromStepEdge();
    for (const steps of [-2, 2]) {
      const res = await codeStep(t, slug, cookie, codeAt(secret, steps), ip);
      expect(res.statusCode, `${steps} steps`).toBe(401);
      expect(res.json().message).toBe(INVALID_CODE);
    }
    expect((await codeStep(t, slug, cookie, codeAt(secret, -1), ip)).statusCode).toBe(200);

    // The code just used is refused; the next step's is accepted.
    const second = await passwordStep(t, slug, user.username, { ip });
    expect((await codeStep(t, slug, second.cookie, codeAt(secret, -1), ip)).statusCode).toBe(401);
    expect((await codeStep(t, slug, second.cookie, codeAt(secret, 1), ip)).statusCode).toBe(200);
    // Then neither it again nor an earlier step's (now's) code.
    const third = await passwordStep(t, slug, user.username, { ip });
    for (const steps of [1, 0]) {
      const res = await codeStep(t, slug, third.cookie, codeAt(secret, steps), ip);
      expect(res.statusCode, `${steps} steps`).toBe(401);
    }
  });

  it('lets exactly one of ten concurrent sign-ins with the same code through', async () => {
    const { user, secret, slug } = await memberWithTwoFactor();
    const ip = freshIp();
    const pending = [];
    for (let i = 0; i < 10; i++)
      pending.push((await passwordStep(t, slug, user.username, { ip })).cookie);
    await awayFromStepEdge();
    const code = codeAt(secret);
    const answers = await Promise.all(pending.map((cookie) => codeStep(t, slug, cookie, code, ip)));
    expect(answers.filter((r) => r.statusCode === 200)).toHaveLength(1);
    // The others are wrong codes, or wait once the account has had five (429).
    expect(answers.filter((r) => [401, 429].includes(r.statusCode))).toHaveLength(9);
  });

  it('lets exactly one of ten concurrent uses of one pending sign-in through', async () => {
    const { user, secret, slug } = await memberWithTwoFactor();
    const ip = freshIp();
    const { cookie } = await passwordStep(t, slug, user.username, { ip });
    await awayFromStepEdge();
    const code = codeAt(secret);
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => codeStep(t, slug, cookie, code, ip)),
    );
    expect(answers.filter((r) => r.statusCode === 200)).toHaveLength(1);
  });

  it('takes each recovery code once', async () => {
    const company = await createCompany(t);
    const user = await createUser(t, company);
    const cookie = await signIn(t, company.slug, user.username);
    const post = (url: string, payload?: unknown) =>
      call(t, { method: 'POST', url, slug: company.slug, cookie, payload });
    const { secret } = (await post('/api/auth/2fa/setup')).json();
    await awayFromStepEdge();
    const codes: string[] = (await post('/api/auth/2fa/enable', { code: codeAt(secret) })).json()
      .recoveryCodes;
    const ip = freshIp();
    const first = await passwordStep(t, company.slug, user.username, { ip });
    const used = await codeStep(t, company.slug, first.cookie, ` ${codes[0]} `, ip);
    expect(used.statusCode).toBe(200);
    expect(sessionCookieOf(used)).toBeTruthy();
    const second = await passwordStep(t, company.slug, user.username, { ip });
    const again = await codeStep(t, company.slug, second.cookie, codes[0], ip);
    expect(again.statusCode).toBe(401);
    expect(again.json().message).toBe(INVALID_CODE);
    const other = await codeStep(t, company.slug, second.cookie, codes[1].replace(/-/g, ''), ip);
    expect(other.statusCode).toBe(200);
  });

  it('ends the pending sign-in at the fifth wrong code, recording each as a failed sign-in', async () => {
    const { company, user, secret, slug } = await memberWithTwoFactor();
    const ip = freshIp();
    const { cookie } = await passwordStep(t, slug, user.username, { ip });
    for (let i = 1; i <= 4; i++) {
      const res = await codeStep(t, slug, cookie, '000000', ip);
      expect(res.statusCode).toBe(401);
      expect(res.json().message).toBe(INVALID_CODE);
    }
    const fifth = await codeStep(t, slug, cookie, 'not-a-code', ip);
    expect(fifth.statusCode).toBe(401);
    expect(fifth.json().message).toBe(TOO_MANY);
    await awayFromStepEdge();
    const late = await codeStep(t, slug, cookie, codeAt(secret), ip);
    expect(late.statusCode).toBe(401);
    expect(late.json().message).toBe(SIGN_IN_AGAIN);
    expect(
      await t.database.db.select().from(loginChallenges).where(eq(loginChallenges.userId, user.id)),
    ).toEqual([]);
    const failures = await t.database.db
      .select()
      .from(activityEvents)
      .where(
        and(eq(activityEvents.companyId, company.id), eq(activityEvents.action, 'login_failed')),
      );
    expect(failures).toHaveLength(5);
    expect(failures[0].details).toEqual({ reason: 'invalid_two_factor_code' });
    // Starting again with the password works; the account's codes wait a minute first.
    const again = await passwordStep(t, slug, user.username, { ip });
    const waiting = await codeStep(t, slug, again.cookie, codeAt(secret), ip);
    expect(waiting.statusCode).toBe(429);
    await ageFailures(t, user.username, Number(waiting.headers['retry-after']));
    await awayFromStepEdge();
    expect((await codeStep(t, slug, again.cookie, codeAt(secret), ip)).statusCode).toBe(200);
  });

  it("does not complete a pending sign-in on another company's address", async () => {
    const { user, secret, slug } = await memberWithTwoFactor();
    const other = await createCompany(t);
    const ip = freshIp();
    const { cookie } = await passwordStep(t, slug, user.username, { ip });
    await awayFromStepEdge();
    const elsewhere = await codeStep(t, other.slug, cookie, codeAt(secret), ip);
    expect(elsewhere.statusCode).toBe(401);
    expect(elsewhere.json().message).toBe(SIGN_IN_AGAIN);
    expect(sessionCookieOf(elsewhere)).toBeUndefined();
    expect((await codeStep(t, slug, cookie, codeAt(secret), ip)).statusCode).toBe(200);
  });

  it('refuses a code step without a pending sign-in, and bad input, with a clear message', async () => {
    const { slug } = await memberWithTwoFactor();
    const none = await codeStep(t, slug, '', '123456');
    expect(none.statusCode).toBe(401);
    expect(none.json().message).toBe(SIGN_IN_AGAIN);
    const empty = await codeStep(t, slug, '', '   ');
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toMatch(/enter the code/);
    expect(generateSync).toBeTypeOf('function');
  });
});
