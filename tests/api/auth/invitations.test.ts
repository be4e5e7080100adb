import { createHash } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { INVITATION_INVALID } from '../../../src/core/api/email-links.js';
import { activityEvents, authTokens, users } from '../../../src/server/db/schema.js';
import { adminWorld, expectCall, snapshot } from '../../support/admin-users-fixtures.js';
import { callAs, callerFor } from '../../support/callers.js';
import { linkIn, startMailServer } from '../../support/mail-server.js';
import { createCompany, createUser } from '../../support/factories.js';
import { call, createTestApp, signIn } from '../../support/test-app.js';
import { whenDone } from '../../support/when-done.js';

/** Invitations by email (docs/product.md#user-management, decision 044). */
const mail = await startMailServer();
whenDone(() => mail.close());
const MAIL_FROM = 'Copydesk <no-reply@copydesk.test>';
const t = await createTestApp({ SMTP_URL: mail.url, MAIL_FROM });
const CHOSEN = 'Chosen-Invite-Pass-42!';
let n = 0;
const fresh = () => `invitee-${Date.now().toString(36)}-${++n}`;

async function companyWithAdmin(values: { companyName?: string; primaryColor?: string } = {}) {
  const company = await createCompany(t, values);
  const admin = await createUser(t, company, 'admin');
  return { company, admin, caller: await callerFor(t, company, admin) };
}

/** An admin invites a new user; answers the user, the mail and the link's token. */
async function invite(world: Awaited<ReturnType<typeof companyWithAdmin>>) {
  const username = fresh();
  const email = `${username}@example.com`;
  const res = await callAs(t, world.caller, {
    method: 'POST',
    url: '/api/admin/users',
    payload: { username, email, role: 'user', invite: true },
  });
  expect(res.statusCode, res.body).toBe(201);
  const message = await mail.nextTo(email);
  const link = linkIn(message, '/invite/');
  return { user: res.json(), email, message, link, token: link.pathname.split('/').pop()! };
}

const accept = (slug: string, token: string, password = CHOSEN) =>
  call(t, { method: 'POST', url: '/api/auth/accept-invite', slug, payload: { token, password } });

describe('inviting a user by email', () => {
  it('creates the user without a password and mails a link on the company address', async () => {
    const world = await companyWithAdmin({
      companyName: 'Acme <b>&</b> "Sons"',
      primaryColor: '#AA3300',
    });
    const { user, email, message, link, token } = await invite(world);
    expect(user).toMatchObject({ email, invited: true, mustChangePassword: false });
    const [row] = await t.database.db.select().from(users).where(eq(users.id, user.id));
    expect(row.passwordHash).toBeNull();
    // The company's own address, the token 32 random bytes (base64url) stored only hashed.
    expect(link.host).toBe(`${world.company.slug}.localhost:5000`);
    expect(link.pathname).toMatch(/^\/invite\/[A-Za-z0-9_-]{43}$/);
    const [stored] = await t.database.db
      .select()
      .from(authTokens)
      .where(eq(authTokens.userId, user.id));
    expect(stored.kind).toBe('invite');
    expect(stored.tokenHash).toBe(createHash('sha256').update(token).digest('hex'));
    expect(JSON.stringify(stored)).not.toContain(token);
    const days = (stored.expiresAt.getTime() - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(6.9);
    expect(days).toBeLessThan(7.1);
    // Both parts, in the company's name and colour, everything escaped in the HTML.
    expect(message.parsed.from?.value[0]).toMatchObject({
      name: 'Acme <b>&</b> "Sons"',
      address: 'no-reply@copydesk.test',
    });
    expect(message.subject).toBe('You are invited to Acme <b>&</b> "Sons"');
    expect(message.text).toContain(`Your username is ${user.username}`);
    expect(message.text).toContain(link.href);
    expect(message.html).toContain('Acme &lt;b&gt;&amp;&lt;/b&gt; &quot;Sons&quot;');
    expect(message.html).not.toContain('<b>&</b>');
    expect(message.html).toContain('#AA3300');
    expect(message.html).toContain(`href="${link.href}"`);
    // No password: password sign-in fails like any wrong password.
    const login = await call(t, {
      method: 'POST',
      url: '/api/auth/login',
      slug: world.company.slug,
      payload: { username: user.username, password: CHOSEN },
    });
    expect(login.statusCode).toBe(401);
  });

  it('accepting sets the password, signs in and records it, once', async () => {
    const world = await companyWithAdmin();
    const { user, token } = await invite(world);
    const res = await accept(world.company.slug, token);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ username: user.username, mustChangePassword: false });
    const cookie = res.cookies.find((c) => c.name.endsWith('copydesk.sid'))!;
    const me = await call(t, {
      url: '/api/auth/me',
      slug: world.company.slug,
      cookie: `${cookie.name}=${cookie.value}`,
    });
    expect(me.statusCode).toBe(200);
    await signIn(t, world.company.slug, user.username, CHOSEN);
    const events = await t.database.db
      .select()
      .from(activityEvents)
      .where(eq(activityEvents.userId, user.id));
    expect(events).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ action: 'password_change', details: { method: 'invitation' } }),
        expect.objectContaining({ action: 'login_success', details: { method: 'invitation' } }),
      ]),
    );
    const again = await accept(world.company.slug, token, 'Another-Pass-Word-9!');
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({ message: INVITATION_INVALID });
    await signIn(t, world.company.slug, user.username, CHOSEN);
  });

  it('of 10 simultaneous acceptances exactly one succeeds', async () => {
    const world = await companyWithAdmin();
    const { token } = await invite(world);
    const results = await Promise.all(
      Array.from({ length: 10 }, (_, i) => accept(world.company.slug, token, `${CHOSEN}${i}`)),
    );
    const codes = results.map((r) => r.statusCode).sort();
    expect(codes).toEqual([200, ...Array(9).fill(400)]);
  });

  it('unknown, expired, used and other companies’ links get one message', async () => {
    const world = await companyWithAdmin();
    const other = await createCompany(t);
    const { user, token } = await invite(world);
    // Another company's address: refused, and the link still works on its own company.
    const elsewhere = await accept(other.slug, token);
    expect(elsewhere.json()).toEqual({ message: INVITATION_INVALID });
    expect(elsewhere.statusCode).toBe(400);
    const unknown = await accept(world.company.slug, 'A'.repeat(43));
    expect([unknown.statusCode, unknown.json()]).toEqual([400, { message: INVITATION_INVALID }]);
    await t.database.db
      .update(authTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(authTokens.userId, user.id));
    const expired = await accept(world.company.slug, token);
    expect([expired.statusCode, expired.json()]).toEqual([400, { message: INVITATION_INVALID }]);
    const [row] = await t.database.db.select().from(users).where(eq(users.id, user.id));
    expect(row.passwordHash).toBeNull();
  });

  it('a weak password is refused and the link still works', async () => {
    const world = await companyWithAdmin();
    const { token } = await invite(world);
    const weak = await accept(world.company.slug, token, 'short');
    expect(weak.statusCode).toBe(400);
    expect(weak.json().message).toMatch(/at least 12 characters/);
    expect((await accept(world.company.slug, token)).statusCode).toBe(200);
  });

  it('resending mails a new link and ends the old one', async () => {
    const world = await companyWithAdmin();
    const first = await invite(world);
    const res = await callAs(t, world.caller, {
      method: 'POST',
      url: `/api/admin/users/${first.user.id}/invite`,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ success: true, message: `Invitation sent to ${first.email}` });
    const second = linkIn(await mail.nextTo(first.email), '/invite/')
      .pathname.split('/')
      .pop()!;
    expect(second).not.toBe(first.token);
    expect((await accept(world.company.slug, first.token)).statusCode).toBe(400);
    expect((await accept(world.company.slug, second)).statusCode).toBe(200);
    // Once the password is chosen there is nothing to resend.
    const after = await callAs(t, world.caller, {
      method: 'POST',
      url: `/api/admin/users/${first.user.id}/invite`,
    });
    expect(after.statusCode).toBe(400);
    expect(after.json()).toEqual({ message: 'This user has already chosen a password.' });
  });
});

describe('refused invitations change nothing', () => {
  it('without an email, with a password, or in another company', async () => {
    const world = await adminWorld(t);
    const admin = world.callers['company admin'];
    const body = { username: fresh(), role: 'user', invite: true };
    await expectCall(t, admin, { method: 'POST', url: '/api/admin/users', payload: body }, 400);
    await expectCall(
      t,
      admin,
      {
        method: 'POST',
        url: '/api/admin/users',
        payload: { ...body, email: 'x@example.com', password: 'Temporary-Pass-123!' },
      },
      400,
    );
    await expectCall(
      t,
      admin,
      { method: 'POST', url: '/api/admin/users', payload: { ...body, email: 'not-an-email' } },
      400,
    );
    await expectCall(
      t,
      world.callers.user,
      { method: 'POST', url: '/api/admin/users', payload: { ...body, email: 'u@example.com' } },
      403,
    );
  });

  it('resending: only admins of the user’s company or operator staff, never yourself', async () => {
    const world = await adminWorld(t);
    const invited = await createUser(t, world.a, 'user', {
      passwordHash: null,
      email: `${fresh()}@example.com`,
    });
    const url = `/api/admin/users/${invited.id}/invite`;
    const tokensBefore = await t.database.db.select().from(authTokens);
    await expectCall(t, world.callers['signed out'], { method: 'POST', url }, 401);
    await expectCall(t, world.callers.user, { method: 'POST', url }, 403);
    await expectCall(t, world.callers["other company's admin"], { method: 'POST', url }, 404);
    const self = await callAs(t, world.callers['company admin'], {
      method: 'POST',
      url: `/api/admin/users/${world.adminA.id}/invite`,
    });
    expect(self.statusCode).toBe(403);
    expect(await t.database.db.select().from(authTokens)).toEqual(tokensBefore);
    await expectCall(t, world.callers['operator staff (admin)'], { method: 'POST', url }, 200);
    const link = linkIn(await mail.nextTo(invited.email!), '/invite/');
    // Sent by operator staff from the platform's address: the link is the user's company's.
    expect(link.host).toBe(`${world.a.slug}.localhost:5000`);
  });

  it('a mail server that refuses: 502, the user is kept and may be invited again', async () => {
    const failing = await startMailServer({ failWith: () => 'mailbox unavailable' });
    whenDone(() => failing.close());
    const app = await createTestApp({ SMTP_URL: failing.url, MAIL_FROM });
    const company = await createCompany(app);
    const admin = await createUser(app, company, 'admin');
    const caller = await callerFor(app, company, admin);
    const username = fresh();
    const res = await callAs(app, caller, {
      method: 'POST',
      url: '/api/admin/users',
      payload: { username, email: `${username}@example.com`, invite: true },
    });
    expect(res.statusCode).toBe(502);
    expect(res.json().message).toMatch(/could not be sent.*Resend invitation/);
    const [row] = await app.database.db
      .select()
      .from(users)
      .where(and(eq(users.companyId, company.id), eq(users.username, username)));
    expect(row.passwordHash).toBeNull();
  });
});

describe('without email configured', () => {
  it('invitations are refused with a clear 400 and nothing is created', async () => {
    const app = await createTestApp();
    const company = await createCompany(app);
    const admin = await createUser(app, company, 'admin');
    const caller = await callerFor(app, company, admin);
    const before = await snapshot(app);
    const res = await callAs(app, caller, {
      method: 'POST',
      url: '/api/admin/users',
      payload: { username: fresh(), email: 'a@example.com', invite: true },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/Email is not set up.*temporary password/);
    expect(await snapshot(app)).toEqual(before);
  });
});
