import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { EMAIL_INVALID, EMAIL_TAKEN } from '../../../src/core/api/email-links.js';
import { ConfigError, loadConfig } from '../../../src/server/config.js';
import { users } from '../../../src/server/db/schema.js';
import { adminWorld, expectCall } from '../../support/admin-users-fixtures.js';
import { callAs, callerFor } from '../../support/callers.js';
import { linkIn, MAIL_USER, startMailServer } from '../../support/mail-server.js';
import { createCompany, createUser } from '../../support/factories.js';
import { call, createTestApp, PASSWORD } from '../../support/test-app.js';
import { whenDone } from '../../support/when-done.js';

/** Users' email addresses, and the mail settings (decision 044, docs/email.md). */
const mail = await startMailServer();
whenDone(() => mail.close());
const t = await createTestApp({ SMTP_URL: mail.url, MAIL_FROM: 'Desk <desk@copydesk.test>' });
let n = 0;
const uniq = () => `${Date.now().toString(36)}-${++n}`;

const create = (caller: { slug: string; cookie?: string }, email: string | null) =>
  callAs(t, caller, {
    method: 'POST',
    url: '/api/admin/users',
    payload: { username: `mail-${uniq()}`, password: 'Temporary-Pass-123!', email },
  });

describe('email addresses set by admins', () => {
  it('are unique per company whatever their case, and free in another company', async () => {
    const world = await adminWorld(t);
    const admin = world.callers['company admin'];
    const email = `Shared.${uniq()}@Example.com`;
    const first = await create(admin, email);
    expect(first.statusCode, first.body).toBe(201);
    expect(first.json()).toMatchObject({ email, invited: false, mustChangePassword: true });
    const clash = await create(admin, email.toLowerCase());
    expect([clash.statusCode, clash.json()]).toEqual([409, { message: EMAIL_TAKEN }]);
    const elsewhere = await create(world.callers["other company's admin"], email.toUpperCase());
    expect(elsewhere.statusCode).toBe(201);
    const bad = await create(admin, 'not an email');
    expect([bad.statusCode, bad.json().message]).toEqual([400, EMAIL_INVALID]);
    const list = await callAs(t, admin, { url: '/api/admin/users' });
    expect(list.json()).toEqual(
      expect.arrayContaining([expect.objectContaining({ id: first.json().id, email })]),
    );
  });

  it('PATCH /api/admin/users/{id} sets, refuses a taken one and clears', async () => {
    const world = await adminWorld(t);
    const admin = world.callers['company admin'];
    const url = `/api/admin/users/${world.userA.id}`;
    const email = `user-${uniq()}@example.com`;
    const res = await callAs(t, admin, { method: 'PATCH', url, payload: { email } });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ id: world.userA.id, email });
    const taken = await callAs(t, admin, {
      method: 'PATCH',
      url: `/api/admin/users/${world.secondAdminA.id}`,
      payload: { email: email.toUpperCase() },
    });
    expect([taken.statusCode, taken.json()]).toEqual([409, { message: EMAIL_TAKEN }]);
    // The same address again for the same user is no clash.
    expect(
      (await callAs(t, admin, { method: 'PATCH', url, payload: { email: email.toUpperCase() } }))
        .statusCode,
    ).toBe(200);
    const cleared = await callAs(t, admin, { method: 'PATCH', url, payload: { email: '' } });
    expect(cleared.json()).toMatchObject({ email: null });
    const staff = await callAs(t, world.callers['operator staff (admin)'], {
      method: 'PATCH',
      url,
      payload: { email },
    });
    expect(staff.statusCode).toBe(200);
  });

  it('refusals change nothing', async () => {
    const world = await adminWorld(t);
    const url = `/api/admin/users/${world.userA.id}`;
    const patch = (payload: unknown) => ({ method: 'PATCH' as const, url, payload });
    const request = patch({ email: `x-${uniq()}@example.com` });
    await expectCall(t, world.callers['signed out'], request as never, 401);
    await expectCall(t, world.callers.user, request as never, 403);
    await expectCall(t, world.callers["other company's admin"], request as never, 404);
    await expectCall(t, world.callers['company admin'], patch({ email: 'nope' }) as never, 400);
    await expectCall(t, world.callers['company admin'], patch({}) as never, 400);
    const self = await callAs(t, world.callers['company admin'], {
      method: 'PATCH',
      url: `/api/admin/users/${world.adminA.id}`,
      payload: { email: `me-${uniq()}@example.com` },
    });
    expect(self.statusCode).toBe(403);
  });
});

describe('a user’s own email address', () => {
  it('is set with the current password and read back', async () => {
    const company = await createCompany(t);
    const user = await createUser(t, company);
    const neighbour = await createUser(t, company, 'user', { email: `n-${uniq()}@example.com` });
    const me = await callerFor(t, company, user);
    const put = (payload: unknown) =>
      callAs(t, me, { method: 'PUT', url: '/api/auth/me/email', payload });
    const email = `own-${uniq()}@example.com`;
    const wrong = await put({ email, currentPassword: 'Wrong-password-1!' });
    expect([wrong.statusCode, wrong.json()]).toEqual([
      400,
      { message: 'Current password is incorrect' },
    ]);
    expect((await put({ email })).statusCode).toBe(400);
    expect((await put({ email: 'bad@', currentPassword: PASSWORD })).statusCode).toBe(400);
    const taken = await put({ email: neighbour.email!.toUpperCase(), currentPassword: PASSWORD });
    expect([taken.statusCode, taken.json()]).toEqual([409, { message: EMAIL_TAKEN }]);
    const [before] = await t.database.db.select().from(users).where(eq(users.id, user.id));
    expect(before.email).toBeNull();
    const ok = await put({ email, currentPassword: PASSWORD });
    expect([ok.statusCode, ok.json()]).toEqual([200, { email }]);
    const read = await callAs(t, me, { url: '/api/auth/me/email' });
    expect(read.json()).toEqual({ email });
    const signedOut = await call(t, { url: '/api/auth/me/email', slug: company.slug });
    expect(signedOut.statusCode).toBe(401);
  });
});

describe('mail settings', () => {
  it('SMTP_URL and MAIL_FROM are checked at start', () => {
    expect(() => loadConfig({ SMTP_URL: 'http://mail.example.com' })).toThrow(ConfigError);
    expect(() => loadConfig({ SMTP_URL: 'http://mail.example.com' })).toThrow(
      'SMTP_URL: SMTP_URL must start with smtp:// or smtps://',
    );
    expect(() => loadConfig({ SMTP_URL: 'smtp://mail.example.com' })).toThrow(
      'MAIL_FROM: MAIL_FROM must be set when SMTP_URL is',
    );
    expect(() =>
      loadConfig({ SMTP_URL: 'smtp://mail.example.com', MAIL_FROM: 'not an address' }),
    ).toThrow('MAIL_FROM:');
    expect(
      loadConfig({ SMTP_URL: 'smtps://u:p@mail.example.com', MAIL_FROM: 'A <a@example.com>' }),
    ).toMatchObject({ SMTP_URL: 'smtps://u:p@mail.example.com', MAIL_FROM: 'A <a@example.com>' });
  });

  it('SMTP_URL’s user and password reach the server; wrong ones fail clearly', async () => {
    const company = await createCompany(t);
    const admin = await createUser(t, company, 'admin');
    const caller = await callerFor(t, company, admin);
    const email = `cred-${uniq()}@example.com`;
    const res = await callAs(t, caller, {
      method: 'POST',
      url: '/api/admin/users',
      payload: { username: `cred-${uniq()}`, email, invite: true },
    });
    expect(res.statusCode).toBe(201);
    await mail.nextTo(email);
    expect(mail.logins).toContain(MAIL_USER);
    const wrong = await createTestApp({
      SMTP_URL: mail.url.replace('mail-secret-1', 'wrong'),
      MAIL_FROM: 'desk@copydesk.test',
    });
    // Its own company: on PostgreSQL each app works in a schema of its own.
    const wrongCompany = await createCompany(wrong);
    const otherAdmin = await createUser(wrong, wrongCompany, 'admin');
    const failed = await callAs(wrong, await callerFor(wrong, wrongCompany, otherAdmin), {
      method: 'POST',
      url: '/api/admin/users',
      payload: { username: `cred-${uniq()}`, email: `c-${uniq()}@example.com`, invite: true },
    });
    expect(failed.statusCode).toBe(502);
  });

  it('links follow PUBLIC_URL: the company’s subdomain of its BASE_DOMAIN, with its port', async () => {
    const app = await createTestApp({
      SMTP_URL: mail.url,
      MAIL_FROM: 'desk@copydesk.test',
      PUBLIC_URL: 'https://copydesk.example:8443',
      BASE_DOMAIN: 'copydesk.example',
    });
    const company = await createCompany(app);
    const user = await createUser(app, company, 'user', { email: `pub-${uniq()}@example.com` });
    const res = await app.app.inject({
      method: 'POST',
      url: '/api/auth/forgot-password',
      headers: { host: `${company.slug}.copydesk.example` },
      payload: { login: user.username },
      remoteAddress: `10.99.${n % 250}.1`,
    });
    expect(res.statusCode).toBe(200);
    const link = linkIn(await mail.nextTo(user.email!), '/reset-password/');
    expect(link.origin).toBe(`https://${company.slug}.copydesk.example:8443`);
  });
});
