import { randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { activityEvents, users } from '../../../src/server/db/schema.js';
import { startFakeOidcProvider } from '../../support/fake-oidc-provider.js';
import { signInAtProvider, startOidcProvider } from '../../support/oidc-provider.js';
import { createCompany, createUser } from '../../support/factories.js';
import { call, createTestApp, hostOf, PASSWORD, signIn } from '../../support/test-app.js';

/** Single sign-on with OpenID Connect per company, against real local providers. */
const suffix = randomBytes(3).toString('hex');
const slugA = `sso-a-${suffix}`;
const slugB = `sso-b-${suffix}`;
/** The redirect address: the company's own (BASE_DOMAIN and PORT), whatever host was used. */
const callbackOf = (slug: string) => `http://${hostOf(slug)}:5000/api/auth/oidc/callback`;

const provider = await startOidcProvider({
  clients: [
    {
      client_id: 'copydesk',
      client_secret: 'secret-1',
      redirect_uris: [callbackOf(slugA), callbackOf(slugB)],
    },
  ],
  accounts: {
    alice: { email: 'Alice@A.example', email_verified: true, preferred_username: 'alice' },
    mallory: { email: 'mallory@evil.example', email_verified: true },
    unverified: { email: 'u@a.example', email_verified: false },
  },
});
const fake = await startFakeOidcProvider();
const t = await createTestApp({ WEBHOOK_ALLOW_HOSTS: [provider.host, fake.host] });
afterAll(async () => {
  await provider.close();
  await fake.close();
});

const companyA = await createCompany(t, { slug: slugA });
const companyB = await createCompany(t, { slug: slugB });
const adminA = await createUser(t, companyA, 'admin');
const adminCookie = await signIn(t, slugA, adminA.username);

const SETTINGS = {
  issuer: provider.issuer,
  clientId: 'copydesk',
  clientSecret: 'secret-1',
  buttonLabel: 'Sign in with Acme ID',
  allowedEmailDomains: ['a.example'],
  defaultRole: 'user',
  passwordSignIn: 'everyone',
};
const saveSettings = (body: unknown, slug = slugA, cookie = adminCookie) =>
  call(t, { method: 'PUT', url: '/api/admin/sso', slug, cookie, payload: body });

/** Starts a sign-in on a company's address: the provider's address and the state cookie. */
async function start(slug: string) {
  const res = await call(t, { url: '/api/auth/oidc/start?returnTo=/assistants/blog', slug });
  expect(res.statusCode, res.body).toBe(302);
  const cookie = res.cookies.find((c) => c.name === 'copydesk.oidc')!;
  return { location: res.headers.location as string, cookie: `copydesk.oidc=${cookie.value}` };
}

/** Copydesk's callback as the browser reaches it. */
const callback = (url: URL, cookie: string, slug = slugA) =>
  call(t, { url: `${url.pathname}${url.search}`, slug, cookie });

const errorOf = (res: { headers: Record<string, unknown> }) =>
  new URL(String(res.headers.location)).searchParams.get('sso_error');

describe('single sign-on settings', () => {
  it('starts unset, checks the provider before saving, and reads the secret back masked', async () => {
    expect(
      (await call(t, { url: '/api/admin/sso', slug: slugA, cookie: adminCookie })).json(),
    ).toEqual({
      configured: false,
      // The address to register with the provider is known before anything is saved.
      redirectUri: callbackOf(slugA),
    });
    const plain = await saveSettings({ ...SETTINGS, issuer: 'http://idp.example.com' });
    expect(plain.statusCode).toBe(400);
    expect(plain.json().message).toBe('The issuer must be an https address');
    const nothing = await saveSettings({ ...SETTINGS, issuer: `${provider.issuer}/nothing-here` });
    expect(nothing.statusCode).toBe(400);
    expect(nothing.json().message).toMatch(
      /did not answer its discovery document|could not be used/,
    );
    const noDomain = await saveSettings({ ...SETTINGS, allowedEmailDomains: [] });
    expect(noDomain.json().message).toBe('Add at least one allowed email domain');
    const saved = await saveSettings(SETTINGS);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({
      configured: true,
      issuer: provider.issuer,
      clientSecret: '••••••••et-1',
      redirectUri: callbackOf(slugA),
    });
    // The mask sent back keeps the stored secret.
    const again = await saveSettings({ ...SETTINGS, clientSecret: '••••••••et-1' });
    expect(again.statusCode, again.body).toBe(200);
    const options = await call(t, { url: '/api/auth/sso', slug: slugA });
    expect(options.json()).toEqual({
      enabled: true,
      buttonLabel: 'Sign in with Acme ID',
      passwordSignIn: 'everyone',
    });
    expect((await call(t, { url: '/api/auth/sso', slug: slugB })).json()).toMatchObject({
      enabled: false,
    });
  });

  it('is for the company’s admins only', async () => {
    const member = await createUser(t, companyA);
    const cookie = await signIn(t, slugA, member.username);
    expect((await call(t, { url: '/api/admin/sso', slug: slugA, cookie })).statusCode).toBe(403);
    expect((await saveSettings(SETTINGS, slugA, cookie)).statusCode).toBe(403);
    const adminB = await createUser(t, companyB, 'admin');
    const cookieB = await signIn(t, slugB, adminB.username);
    expect((await saveSettings(SETTINGS, slugA, cookieB)).statusCode).toBe(403);
  });
});

describe('signing in through the provider', () => {
  it('creates the user just in time, then finds them by the provider’s subject', async () => {
    expect((await saveSettings(SETTINGS)).statusCode).toBe(200);
    const first = await start(slugA);
    expect(first.location.startsWith(`${provider.issuer}/auth?`)).toBe(true);
    const params = new URL(first.location).searchParams;
    expect(params.get('code_challenge_method')).toBe('S256');
    expect(params.get('nonce')).toBeTruthy();
    const back = await signInAtProvider(first.location, 'alice');
    const done = await callback(back, first.cookie);
    expect(done.statusCode, done.body).toBe(303);
    expect(done.headers.location).toBe('/assistants/blog');
    const session = done.cookies.find((c) => c.name === 'copydesk.sid')!;
    const me = await call(t, {
      url: '/api/auth/me',
      slug: slugA,
      cookie: `copydesk.sid=${session.value}`,
    });
    expect(me.json()).toMatchObject({ username: 'alice', role: 'user', companyId: slugA });
    const [row] = await t.database.db.select().from(users).where(eq(users.id, me.json().id));
    expect(row).toMatchObject({
      email: 'alice@a.example',
      oidcSubject: 'alice',
      passwordHash: null,
    });
    const [event] = await t.database.db
      .select()
      .from(activityEvents)
      .where(and(eq(activityEvents.userId, row.id), eq(activityEvents.action, 'login_success')));
    expect(event.details).toEqual({ method: 'single-sign-on' });

    // A replayed callback finds nothing to use.
    const replay = await callback(back, first.cookie);
    expect(replay.statusCode).toBe(303);
    expect(errorOf(replay)).toBe('expired');

    // The second time: the same user, no new one.
    const second = await start(slugA);
    const again = await callback(await signInAtProvider(second.location, 'alice'), second.cookie);
    expect(again.headers.location).toBe('/assistants/blog');
    const named = await t.database.db.select().from(users).where(eq(users.companyId, companyA.id));
    expect(named.filter((u) => u.oidcSubject === 'alice')).toHaveLength(1);
  });

  it('refuses another browser’s state, a disallowed domain and an unverified email', async () => {
    expect((await saveSettings(SETTINGS)).statusCode).toBe(200);
    const mine = await start(slugA);
    const back = await signInAtProvider(mine.location, 'alice');
    const other = await start(slugA);
    expect(errorOf(await callback(back, other.cookie))).toBe('state');
    expect(errorOf(await callback(back, ''))).toBe('state');

    const evil = await start(slugA);
    const refused = await callback(await signInAtProvider(evil.location, 'mallory'), evil.cookie);
    expect(errorOf(refused)).toBe('domain');
    const unverified = await start(slugA);
    const res = await callback(
      await signInAtProvider(unverified.location, 'unverified'),
      unverified.cookie,
    );
    expect(errorOf(res)).toBe('email');
    const all = await t.database.db.select().from(users).where(eq(users.companyId, companyA.id));
    expect(all.some((u) => u.email === 'mallory@evil.example' || u.email === 'u@a.example')).toBe(
      false,
    );
  });

  it('a sign-in started on one company never signs into another', async () => {
    expect((await saveSettings(SETTINGS)).statusCode).toBe(200);
    const adminB = await createUser(t, companyB, 'admin');
    const cookieB = await signIn(t, slugB, adminB.username);
    expect((await saveSettings(SETTINGS, slugB, cookieB)).statusCode).toBe(200);
    const onA = await start(slugA);
    const back = await signInAtProvider(onA.location, 'alice');
    const crossed = await callback(new URL(back.href.replace(slugA, slugB)), onA.cookie, slugB);
    expect(errorOf(crossed)).toBe('expired');
  });

  it('with password sign-in for admins only, members are sent to single sign-on', async () => {
    expect((await saveSettings({ ...SETTINGS, passwordSignIn: 'admins-only' })).statusCode).toBe(
      200,
    );
    const member = await createUser(t, companyA);
    const login = (username: string) =>
      call(t, {
        method: 'POST',
        url: '/api/auth/login',
        slug: slugA,
        payload: { username, password: PASSWORD },
      });
    const refused = await login(member.username);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(
      'This company signs in with single sign-on. Use the single sign-on button.',
    );
    expect((await login(adminA.username)).statusCode).toBe(200);
    expect((await saveSettings(SETTINGS)).statusCode).toBe(200);
  });
});

describe('ID tokens that must be refused', () => {
  async function fakeSignIn(change: Parameters<typeof fake.signWith>[0]) {
    const saved = await saveSettings({ ...SETTINGS, issuer: fake.issuer, clientId: 'copydesk' });
    expect(saved.statusCode, saved.body).toBe(200);
    const started = await start(slugA);
    const params = new URL(started.location).searchParams;
    fake.expectNonce(params.get('nonce')!);
    fake.signWith(change);
    const back = new URL(callbackOf(slugA));
    back.search = new URLSearchParams({ code: 'c', state: params.get('state')! }).toString();
    return callback(back, started.cookie);
  }

  it('accepts a good one (the yardstick), then refuses another client’s, an expired one and a wrong nonce', async () => {
    const good = await fakeSignIn((base) => base);
    expect(good.headers.location, good.headers.location as string).toBe('/assistants/blog');
    expect(errorOf(await fakeSignIn((base) => ({ ...base, aud: 'another-client' })))).toBe('token');
    const past = Math.floor(Date.now() / 1000) - 3600;
    expect(errorOf(await fakeSignIn((base) => ({ ...base, iat: past - 60, exp: past })))).toBe(
      'token',
    );
    expect(errorOf(await fakeSignIn((base) => ({ ...base, nonce: 'not-the-nonce' })))).toBe(
      'token',
    );
    expect(errorOf(await fakeSignIn((base) => ({ ...base, iss: 'https://someone.else' })))).toBe(
      'token',
    );
  });
});
