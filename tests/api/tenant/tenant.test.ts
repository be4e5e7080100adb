import { describe, expect, it } from 'vitest';
import { ASSISTANT_IDS } from '../../../src/core/assistants/ids.js';
import { assistantAccess, webhookSettings } from '../../../src/server/db/schema.js';
import { createCompany, createUser, platformCompany } from '../../support/factories.js';
import { call, createTestApp, signIn } from '../../support/test-app.js';

// Its own database: this file counts on no platform default webhook being set.
const t = await createTestApp({}, { ownDatabase: true });

describe('GET /api/tenant/info', () => {
  it("answers the company's branding with the spec's fields", async () => {
    const company = await createCompany(t, {
      companyName: 'Acme Corp',
      primaryColor: '#112233',
      logoUrl: 'https://acme.example/logo.png',
      customCss: '.x{color:red}',
      assistantCustomization: { facebook: { description: 'Acme posts' } },
    });
    const res = await call(t, { url: '/api/tenant/info', slug: company.slug });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      companyId: company.slug,
      companyName: 'Acme Corp',
      logoUrl: 'https://acme.example/logo.png',
      primaryColor: '#112233',
      secondaryColor: '#4A90E2',
      faviconUrl: '',
      customCss: '.x{color:red}',
      isPlatformAdmin: false,
      assistantCustomization: { facebook: { description: 'Acme posts' } },
      // No SMTP_URL in this app: no "Forgot password?" (decision 044).
      passwordReset: false,
      timeZone: 'UTC',
      requireApproval: false,
      contentLanguage: 'en',
    });
  });

  it('never hands out unsafe CSS, even when a row holds some', async () => {
    const company = await createCompany(t, {
      customCss:
        '@import url(https://evil.example/x.css); .a{background:url(https://evil.example/p)} .b{color:blue}</style>',
    });
    const res = await call(t, { url: '/api/tenant/info', slug: company.slug });
    const css: string = res.json().customCss;
    expect(css).not.toMatch(/evil|@import|<\/style/i);
    expect(css).toContain('color:blue');
  });

  it('flags the platform tenant, found on the bare domain', async () => {
    await platformCompany(t);
    const res = await t.app.inject({
      url: '/api/tenant/info',
      headers: { host: 'localhost:5000' },
    });
    expect(res.json()).toMatchObject({ companyId: 'platform-admin', isPlatformAdmin: true });
  });

  it('lets ?company= override the host', async () => {
    const company = await createCompany(t);
    const res = await t.app.inject({
      url: `/api/tenant/info?company=${company.slug}`,
      headers: { host: 'localhost' },
    });
    expect(res.json().companyId).toBe(company.slug);
  });

  it('answers 404 with a message for an unknown company and 400 for an invalid one', async () => {
    const missing = await call(t, { url: '/api/tenant/info', slug: 'nobody-here' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ message: 'Company not found' });
    const invalid = await t.app.inject({
      url: '/api/tenant/info?company=Bad!',
      headers: { host: 'localhost' },
    });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json().message).toBe('"Bad!" is not a valid company id');
  });
});

describe('GET /api/user-bot-access', () => {
  it('lists assistants that are enabled and have an effective webhook', async () => {
    const platform = await platformCompany(t);
    const company = await createCompany(t);
    const user = await createUser(t, company);
    const cookie = await signIn(t, company.slug, user.username);
    const get = async () =>
      (await call(t, { url: '/api/user-bot-access', slug: company.slug, cookie })).json()
        .enabledBots;
    // No webhook anywhere: nothing is usable.
    const before: string[] = await get();
    expect(before.filter((id) => id === 'website' || id === 'blog')).toEqual([]);
    await t.database.db.insert(webhookSettings).values([
      { companyId: company.id, assistantType: 'blog', webhookUrl: 'https://n8n.example/blog' },
      { companyId: company.id, assistantType: 'facebook', webhookUrl: 'https://n8n.example/fb' },
    ]);
    expect(await get()).toEqual(expect.arrayContaining(['blog', 'facebook']));
    // Bot access switched off removes it even with a webhook.
    await t.database.db
      .insert(assistantAccess)
      .values({ companyId: company.id, assistantType: 'blog', enabled: false });
    const after: string[] = await get();
    expect(after).toContain('facebook');
    expect(after).not.toContain('blog');
    expect(platform.slug).toBe('platform-admin');
  });

  it('falls back to the platform default webhook', async () => {
    const platform = await platformCompany(t);
    await t.database.db
      .insert(webhookSettings)
      .values({
        companyId: platform.id,
        assistantType: 'website',
        webhookUrl: 'https://n8n.example/w',
      })
      .onConflictDoNothing();
    const company = await createCompany(t);
    const user = await createUser(t, company);
    const cookie = await signIn(t, company.slug, user.username);
    const res = await call(t, { url: '/api/user-bot-access', slug: company.slug, cookie });
    expect(res.json().enabledBots).toContain('website');
  });

  it('lists assistants without reading API keys, and a blank own URL uses the default', async () => {
    const platform = await platformCompany(t);
    const company = await createCompany(t);
    await t.database.db
      .insert(webhookSettings)
      .values({
        companyId: platform.id,
        assistantType: 'newsletter',
        webhookUrl: 'https://n8n.example/n',
      })
      .onConflictDoNothing();
    await t.database.db.insert(webhookSettings).values([
      // A key this server cannot decrypt (written under another APP_SECRET) must not matter here.
      {
        companyId: company.id,
        assistantType: 'instagram',
        webhookUrl: 'https://n8n.example/i',
        apiKeyEncrypted: 'v1.bm90.YSBrZXk.Z2FyYmFnZQ',
      },
      { companyId: company.id, assistantType: 'newsletter', webhookUrl: '   ' },
    ]);
    const user = await createUser(t, company);
    const cookie = await signIn(t, company.slug, user.username);
    const res = await call(t, { url: '/api/user-bot-access', slug: company.slug, cookie });
    expect(res.statusCode).toBe(200);
    expect(res.json().enabledBots).toEqual(expect.arrayContaining(['instagram', 'newsletter']));
  });

  it('shows a platform admin every assistant in the platform tenant', async () => {
    const platform = await platformCompany(t);
    const admin = await createUser(t, platform, 'platform_admin');
    const cookie = await signIn(t, 'platform-admin', admin.username);
    const res = await t.app.inject({
      url: '/api/user-bot-access',
      headers: { host: 'localhost', cookie },
    });
    expect(res.json().enabledBots).toEqual([...ASSISTANT_IDS]);
  });

  it('needs a signed-in user', async () => {
    const company = await createCompany(t);
    const res = await call(t, { url: '/api/user-bot-access', slug: company.slug });
    expect(res.statusCode).toBe(401);
  });
});

describe('forced password change', () => {
  it('blocks writes other than changing the password until it is changed', async () => {
    const company = await createCompany(t);
    const user = await createUser(t, company, 'user', { mustChangePassword: true });
    const cookie = await signIn(t, company.slug, user.username);
    const res = await call(t, {
      method: 'POST',
      url: '/api/memory/clear',
      slug: company.slug,
      cookie,
      payload: { sessionId: 'session_abc' },
    });
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe('You must change your password before continuing');
  });
});

describe('POST /api/memory/clear', () => {
  it('records memory_cleared for the user', async () => {
    const company = await createCompany(t);
    const user = await createUser(t, company);
    const cookie = await signIn(t, company.slug, user.username);
    const res = await call(t, {
      method: 'POST',
      url: '/api/memory/clear',
      slug: company.slug,
      cookie,
      payload: { sessionId: 'session_abc' },
    });
    expect(res.statusCode).toBe(200);
    await t.app.ctx.activity.flush();
    const events = await t.database.db.query.activityEvents.findMany({
      where: (e, { eq, and }) => and(eq(e.companyId, company.id), eq(e.action, 'memory_cleared')),
    });
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({ userId: user.id, details: { sessionId: 'session_abc' } });
  });

  it('refuses a bad session id', async () => {
    const company = await createCompany(t);
    const user = await createUser(t, company);
    const cookie = await signIn(t, company.slug, user.username);
    const res = await call(t, {
      method: 'POST',
      url: '/api/memory/clear',
      slug: company.slug,
      cookie,
      payload: { sessionId: '<script>' },
    });
    expect(res.statusCode).toBe(400);
  });
});

describe('GET /api/openapi.json', () => {
  it('describes every API route with its schemas', async () => {
    const res = await t.app.inject({ url: '/api/openapi.json', headers: { host: 'localhost' } });
    expect(res.statusCode).toBe(200);
    const doc = res.json();
    expect(doc.openapi).toMatch(/^3\./);
    for (const path of [
      '/api/auth/login',
      '/api/auth/logout',
      '/api/auth/me',
      '/api/auth/change-password',
      '/api/tenant/info',
      '/api/user-bot-access',
      '/api/memory/clear',
    ]) {
      expect(Object.keys(doc.paths)).toContain(path);
    }
    const login = doc.paths['/api/auth/login'].post;
    expect(login.requestBody.content['application/json'].schema.properties).toHaveProperty(
      'username',
    );
    expect(login.responses).toHaveProperty('200');
  });
});

describe('security headers', () => {
  it('send a Content-Security-Policy that keeps scripts, fonts and fetches on this origin', async () => {
    const company = await createCompany(t);
    const res = await call(t, { url: '/api/tenant/info', slug: company.slug });
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("font-src 'self' data:");
    expect(csp).toContain("connect-src 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
    // Plain http (local use): no HSTS, no upgrade of requests.
    expect(res.headers['strict-transport-security']).toBeUndefined();
    expect(csp).not.toContain('upgrade-insecure-requests');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });
});
