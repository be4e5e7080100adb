import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { RESET_LINK_INVALID, RESET_LINK_SENT } from '../../../src/core/api/email-links.js';
import { activityEvents, authTokens, sessions, users } from '../../../src/server/db/schema.js';
import { linkIn, startMailServer } from '../../support/mail-server.js';
import { createCompany, createUser } from '../../support/factories.js';
import { call, createTestApp, PASSWORD, signIn } from '../../support/test-app.js';
import { whenDone } from '../../support/when-done.js';

/** Password reset by email (docs/product.md#passwords, decision 044). */
const mail = await startMailServer();
whenDone(() => mail.close());
const t = await createTestApp({ SMTP_URL: mail.url, MAIL_FROM: 'no-reply@copydesk.test' });
const NEW = 'Brand-New-Reset-Pass-7!';
let n = 0;
const uniq = () => `${Date.now().toString(36)}-${++n}`;
/** A client address of its own per request: the per-address limit stays out of the way. */
const ip = () => `10.77.${n % 250}.${(++n % 250) + 1}`;

async function member(withEmail = true) {
  const company = await createCompany(t, { companyName: `Reset Co ${uniq()}` });
  const id = uniq();
  const user = await createUser(t, company, 'user', {
    username: `reset-${id}`,
    email: withEmail ? `Reset.${id}@Example.com` : null,
    mustChangePassword: true,
  });
  return { company, user };
}

const forgot = (slug: string, login: string, remoteAddress = ip()) =>
  t.app.inject({
    method: 'POST',
    url: '/api/auth/forgot-password',
    headers: { host: `${slug}.localhost` },
    payload: { login },
    remoteAddress,
  });

const reset = (slug: string, token: string, password = NEW) =>
  call(t, { method: 'POST', url: '/api/auth/reset-password', slug, payload: { token, password } });

/** Asks for a link and answers its token (from the mail). */
async function resetToken(m: Awaited<ReturnType<typeof member>>) {
  const res = await forgot(m.company.slug, m.user.username);
  expect(res.statusCode).toBe(200);
  const message = await mail.nextTo(m.user.email!);
  return { message, link: linkIn(message, '/reset-password/') };
}

describe('POST /api/auth/forgot-password', () => {
  it('builds the link from the configuration, never from the Host the client sent', async () => {
    const m = await member();
    const through = (host: string, query = '') =>
      t.app.inject({
        method: 'POST',
        url: `/api/auth/forgot-password${query}`,
        headers: { host },
        payload: { login: m.user.username },
        remoteAddress: ip(),
      });
    // A forged host: refused before anything is mailed.
    const forged = await through('attacker.example:5703', `?company=${m.company.slug}`);
    expect(forged.statusCode).toBe(400);
    expect(forged.json().message).toMatch(/only from the company's own address/);
    const forwarded = await t.app.inject({
      method: 'POST',
      url: '/api/auth/forgot-password',
      headers: { host: `${m.company.slug}.localhost`, 'x-forwarded-host': 'attacker.example' },
      payload: { login: m.user.username },
      remoteAddress: ip(),
    });
    expect(forwarded.statusCode).toBe(200);
    // Through the bare domain with the company in the query: the link is the company's own.
    expect((await through('localhost:7777', `?company=${m.company.slug}`)).statusCode).toBe(200);
    const links = [
      linkIn(await mail.nextTo(m.user.email!), '/reset-password/'),
      linkIn(await mail.nextTo(m.user.email!), '/reset-password/'),
    ];
    for (const link of links) expect(link.origin).toBe(`http://${m.company.slug}.localhost:5000`);
    expect(mail.waitingFor(m.user.email!)).toHaveLength(0);
  });

  it('mails a reset link on the company address, by username or email in any case', async () => {
    const m = await member();
    const { message, link } = await resetToken(m);
    expect(link.host).toBe(`${m.company.slug}.localhost:5000`);
    expect(link.pathname).toMatch(/^\/reset-password\/[A-Za-z0-9_-]{43}$/);
    expect(message.subject).toBe(`Reset your ${m.company.companyName} password`);
    expect(message.parsed.from?.value[0].name).toBe(m.company.companyName);
    expect(message.text).toContain(link.href);
    expect(message.text).toContain('60 minutes');
    expect(message.html).toContain(`href="${link.href}"`);
    expect(message.html).toContain(m.company.companyName);
    const [token] = await t.database.db
      .select()
      .from(authTokens)
      .where(eq(authTokens.userId, m.user.id));
    const minutes = (token.expiresAt.getTime() - Date.now()) / 60_000;
    expect(minutes).toBeGreaterThan(58);
    expect(minutes).toBeLessThan(61);
    // By the address, typed in another case: a new link, and the first one ends.
    const byEmail = await forgot(m.company.slug, m.user.email!.toUpperCase());
    expect(byEmail.statusCode).toBe(200);
    const second = linkIn(await mail.nextTo(m.user.email!), '/reset-password/');
    expect(second.pathname).not.toBe(link.pathname);
    expect((await reset(m.company.slug, link.pathname.split('/').pop()!)).statusCode).toBe(400);
  });

  it('answers the same, with no mail, for no account, no email or another company', async () => {
    const withEmail = await member();
    const noEmail = await member(false);
    const other = await member();
    const answers = [
      await forgot(withEmail.company.slug, withEmail.user.username),
      await forgot(noEmail.company.slug, noEmail.user.username),
      await forgot(withEmail.company.slug, `nobody-${uniq()}`),
      await forgot(withEmail.company.slug, other.user.username),
    ];
    const seen = answers.map((res) => ({
      status: res.statusCode,
      body: res.json(),
      type: res.headers['content-type'],
      length: res.headers['content-length'],
      cache: res.headers['cache-control'],
      cookie: res.headers['set-cookie'],
    }));
    for (const answer of seen) expect(answer).toEqual(seen[0]);
    expect(seen[0]).toMatchObject({ status: 200, body: { message: RESET_LINK_SENT } });
    await mail.nextTo(withEmail.user.email!);
    await t.app.ctx.mail.flush();
    expect(mail.waitingFor(other.user.email!)).toEqual([]);
    const tokens = await t.database.db.select().from(authTokens);
    expect(tokens.filter((row) => [noEmail.user.id, other.user.id].includes(row.userId))).toEqual(
      [],
    );
  });

  it('is limited per client address and per login, shared through the database', async () => {
    const m = await member();
    const address = `10.88.${n % 250}.9`;
    for (let i = 0; i < 5; i++) {
      expect((await forgot(m.company.slug, `someone-${uniq()}`, address)).statusCode).toBe(200);
    }
    const tooMany = await forgot(m.company.slug, `someone-${uniq()}`, address);
    expect(tooMany.statusCode).toBe(429);
    expect(tooMany.json().message).toMatch(/Too many password reset requests/);
    // Per login, from any address: three an hour.
    const login = `target-${uniq()}`;
    for (let i = 0; i < 3; i++) expect((await forgot(m.company.slug, login)).statusCode).toBe(200);
    expect((await forgot(m.company.slug, login.toUpperCase())).statusCode).toBe(429);
    // A second app on the same database (another instance) sees the same counts.
    const other = await createTestApp({ SMTP_URL: mail.url, MAIL_FROM: 'no-reply@copydesk.test' });
    if (other.database === t.database) {
      const res = await other.app.inject({
        method: 'POST',
        url: '/api/auth/forgot-password',
        headers: { host: `${m.company.slug}.localhost` },
        payload: { login },
        remoteAddress: ip(),
      });
      expect(res.statusCode).toBe(429);
    }
  });

  it('counts the addresses of one IPv6 /64 as one client address', async () => {
    const m = await member();
    const net = `2001:db8:88:${(++n).toString(16)}`;
    for (let i = 1; i <= 5; i++) {
      const res = await forgot(m.company.slug, `someone-${uniq()}`, `${net}::${i}`);
      expect(res.statusCode).toBe(200);
    }
    const sameNet = await forgot(m.company.slug, `someone-${uniq()}`, `${net}:ab:cd:ef:1`);
    expect(sameNet.statusCode).toBe(429);
    const otherNet = `2001:db8:88:${(++n).toString(16)}::1`;
    expect((await forgot(m.company.slug, `someone-${uniq()}`, otherNet)).statusCode).toBe(200);
  });

  it('refuses a missing login with a clear 400', async () => {
    const m = await member();
    const res = await forgot(m.company.slug, '  ');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ message: 'Please enter your username or email' });
  });
});

describe('POST /api/auth/reset-password', () => {
  it('sets the password, ends every session, records it, and does not sign in', async () => {
    const m = await member();
    const first = await signIn(t, m.company.slug, m.user.username);
    await signIn(t, m.company.slug, m.user.username, PASSWORD, '10.1.1.2');
    const { link } = await resetToken(m);
    const res = await reset(m.company.slug, link.pathname.split('/').pop()!);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      message: 'Your password has been reset. Sign in with your new password.',
    });
    expect(res.cookies.filter((c) => c.value)).toEqual([]);
    expect(
      await t.database.db.select().from(sessions).where(eq(sessions.userId, m.user.id)),
    ).toEqual([]);
    const me = await call(t, { url: '/api/auth/me', slug: m.company.slug, cookie: first });
    expect(me.statusCode).toBe(401);
    const [row] = await t.database.db.select().from(users).where(eq(users.id, m.user.id));
    expect(row.mustChangePassword).toBe(false);
    await signIn(t, m.company.slug, m.user.username, NEW);
    await expect(signIn(t, m.company.slug, m.user.username, PASSWORD)).rejects.toThrow(/401/);
    const events = await t.database.db
      .select()
      .from(activityEvents)
      .where(eq(activityEvents.userId, m.user.id));
    expect(events).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          action: 'password_reset',
          details: { method: 'email', targetUsername: m.user.username },
        }),
      ]),
    );
  });

  it('of 10 simultaneous uses of a link exactly one succeeds', async () => {
    const m = await member();
    const token = (await resetToken(m)).link.pathname.split('/').pop()!;
    const results = await Promise.all(
      Array.from({ length: 10 }, (_, i) => reset(m.company.slug, token, `${NEW}${i}`)),
    );
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, ...Array(9).fill(400)]);
  });

  it('used, expired, unknown and other companies’ links get one message', async () => {
    const m = await member();
    const other = await createCompany(t);
    const token = (await resetToken(m)).link.pathname.split('/').pop()!;
    for (const [slug, tried] of [
      [other.slug, token],
      [m.company.slug, 'B'.repeat(43)],
    ]) {
      const res = await reset(slug, tried);
      expect([res.statusCode, res.json()]).toEqual([400, { message: RESET_LINK_INVALID }]);
    }
    const weak = await reset(m.company.slug, token, 'weak');
    expect(weak.statusCode).toBe(400);
    expect(weak.json().message).toMatch(/at least 12 characters/);
    await t.database.db
      .update(authTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(authTokens.userId, m.user.id));
    const expired = await reset(m.company.slug, token);
    expect([expired.statusCode, expired.json()]).toEqual([400, { message: RESET_LINK_INVALID }]);
    await signIn(t, m.company.slug, m.user.username, PASSWORD);
  });

  it('an invited user without a password chooses one this way too', async () => {
    const company = await createCompany(t);
    const id = uniq();
    const user = await createUser(t, company, 'user', {
      username: `invited-${id}`,
      email: `invited-${id}@example.com`,
      passwordHash: null,
    });
    const { link } = await resetToken({ company, user });
    expect((await reset(company.slug, link.pathname.split('/').pop()!)).statusCode).toBe(200);
    await signIn(t, company.slug, user.username, NEW);
  });
});

describe('without email configured', () => {
  it('the sign-in page offers no reset, and the route refuses it', async () => {
    const app = await createTestApp();
    const company = await createCompany(app);
    const info = await call(app, { url: '/api/tenant/info', slug: company.slug });
    expect(info.json()).toMatchObject({ passwordReset: false });
    const res = await call(app, {
      method: 'POST',
      url: '/api/auth/forgot-password',
      slug: company.slug,
      payload: { login: 'anyone' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/not available.*Ask your admin/);
    const on = await call(t, { url: '/api/tenant/info', slug: (await createCompany(t)).slug });
    expect(on.json()).toMatchObject({ passwordReset: true });
  });
});
