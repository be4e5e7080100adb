import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { users } from '../../../src/server/db/schema.js';
import { signInAtProvider, startOidcProvider } from '../../support/oidc-provider.js';
import { createCompany, createUser } from '../../support/factories.js';
import { call, createTestApp, hostOf, signIn } from '../../support/test-app.js';

/**
 * Linking an existing account by email (docs/single-sign-on.md): only an address the provider
 * says it verified, unless the company's admins trust the provider's addresses.
 */
const slug = `sso-link-${randomBytes(3).toString('hex')}`;
const provider = await startOidcProvider({
  clients: [
    {
      client_id: 'copydesk',
      client_secret: 'secret-1',
      redirect_uris: [`http://${hostOf(slug)}:5000/api/auth/oidc/callback`],
    },
  ],
  accounts: {
    // No email_verified claim at all, and one that says false.
    quiet: { email: 'Boss@Corp.example.com', preferred_username: 'quiet' },
    unsure: { email: 'boss@corp.example.com', email_verified: false },
    sure: { email: 'Sure@corp.example.com', email_verified: true },
    newcomer: { email: 'new@corp.example.com', preferred_username: 'newcomer' },
  },
});
afterAll(() => provider.close());
const t = await createTestApp({ WEBHOOK_ALLOW_HOSTS: [provider.host] });
const company = await createCompany(t, { slug });
const admin = await createUser(t, company, 'admin', { email: 'boss@corp.example.com' });
const adminCookie = await signIn(t, slug, admin.username);

const save = (trustProviderEmails?: boolean) =>
  call(t, {
    method: 'PUT',
    url: '/api/admin/sso',
    slug,
    cookie: adminCookie,
    payload: {
      issuer: provider.issuer,
      clientId: 'copydesk',
      clientSecret: 'secret-1',
      allowedEmailDomains: ['corp.example.com'],
      ...(trustProviderEmails === undefined ? {} : { trustProviderEmails }),
    },
  });

/** The whole round trip for one provider account: where the callback sends the browser. */
async function signInAs(account: string) {
  const started = await call(t, { url: '/api/auth/oidc/start', slug });
  const cookie = started.cookies.find((c) => c.name === 'copydesk.oidc')!;
  const back = await signInAtProvider(started.headers.location as string, account);
  const res = await call(t, {
    url: `${back.pathname}${back.search}`,
    slug,
    cookie: `copydesk.oidc=${cookie.value}`,
  });
  expect(res.statusCode).toBe(303);
  const location = String(res.headers.location);
  const session = res.cookies.find((c) => c.name === 'copydesk.sid');
  const me = session
    ? await call(t, { url: '/api/auth/me', slug, cookie: `copydesk.sid=${session.value}` })
    : undefined;
  return {
    error: location.startsWith('/') ? null : new URL(location).searchParams.get('sso_error'),
    me: me?.json<{ username: string; role: string }>(),
  };
}

const subjectOf = async (id: number) =>
  (await t.database.db.select().from(users).where(eq(users.id, id)))[0].oidcSubject;

describe('linking an existing account by the email the provider gives', () => {
  it('never without email_verified: true while the provider is not trusted', async () => {
    const saved = await save();
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().trustProviderEmails).toBe(false);
    expect(await signInAs('quiet')).toEqual({ error: 'email', me: undefined });
    expect(await signInAs('unsure')).toEqual({ error: 'email', me: undefined });
    expect(await subjectOf(admin.id)).toBeNull();
    // A person nobody has an account for is still created just in time, with the default role.
    const fresh = await signInAs('newcomer');
    expect(fresh.error).toBeNull();
    expect(fresh.me).toMatchObject({ username: 'newcomer', role: 'user' });
  });

  it('a verified address links the account; the subject finds it from then on', async () => {
    const other = await createUser(t, company, 'user', { email: 'sure@corp.example.com' });
    expect((await save()).statusCode).toBe(200);
    const linked = await signInAs('sure');
    expect(linked.error).toBeNull();
    expect(linked.me?.username).toBe(other.username);
    expect(await subjectOf(other.id)).toBe('sure');
    expect((await signInAs('sure')).me?.username).toBe(other.username);
  });

  it('links without the claim once the admins trust the provider, never when it says false', async () => {
    const saved = await save(true);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().trustProviderEmails).toBe(true);
    expect(await signInAs('unsure')).toEqual({ error: 'email', me: undefined });
    const trusted = await signInAs('quiet');
    expect(trusted.error).toBeNull();
    expect(trusted.me).toMatchObject({ username: admin.username, role: 'admin' });
    expect(await subjectOf(admin.id)).toBe('quiet');
  });
});
