import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ASSISTANT_IDS } from '../../../src/core/assistants/ids.js';
import { webhookSettings } from '../../../src/server/db/schema.js';
import { createCompany, createUser, newMember, platformCompany } from '../../support/factories.js';
import { call, createTestApp, signIn, type TestApp } from '../../support/test-app.js';

// Its own database: this file writes the platform default webhooks, which every company of a database falls back to.
const t = await createTestApp({}, { ownDatabase: true });

async function storedRow(companyId: number, assistantType: string) {
  const [row] = await t.database.db
    .select()
    .from(webhookSettings)
    .where(
      and(
        eq(webhookSettings.companyId, companyId),
        eq(webhookSettings.assistantType, assistantType),
      ),
    );
  return row;
}

const member = (app: TestApp, role: 'user' | 'admin' = 'admin') => newMember(app, { role });

const save = (slug: string, cookie: string | undefined, payload: unknown) =>
  call(t, { method: 'POST', url: '/api/settings', slug, cookie, payload });
const read = (slug: string, cookie?: string) => call(t, { url: '/api/settings', slug, cookie });

describe('GET /api/settings', () => {
  it('answers every assistant, empty when nothing is set', async () => {
    const { slug, cookie } = await member(t, 'user');
    const res = await read(slug, cookie);
    expect(res.statusCode).toBe(200);
    expect(Object.keys(res.json()).sort()).toEqual([...ASSISTANT_IDS].sort());
    // A member who is not an admin sees hosts only (decision 007; webhook-settings-member-view).
    expect(res.json().facebook).toEqual({ webhookHost: '', apiKeySet: false });
  });

  it('answers 401 when signed out', async () => {
    const company = await createCompany(t);
    expect((await read(company.slug)).statusCode).toBe(401);
  });
});

describe('POST /api/settings by role', () => {
  it('an admin saves; a user of the same company reads the result but may not write', async () => {
    const admin = await member(t, 'admin');
    const user = await createUser(t, admin.company, 'user');
    const userCookie = await signIn(t, admin.slug, user.username);
    const saved = await save(admin.slug, admin.cookie, {
      facebook: { webhookUrl: 'https://n8n.example.com/webhook/fb', apiKey: 'secret-key-1234' },
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().facebook).toEqual({
      webhookUrl: 'https://n8n.example.com/webhook/fb',
      apiKey: '••••••••1234',
    });

    const seen = await read(admin.slug, userCookie);
    expect(seen.statusCode).toBe(200);
    expect(seen.json().facebook).toEqual({ webhookHost: 'n8n.example.com', apiKeySet: true });

    const refused = await save(admin.slug, userCookie, {
      facebook: { webhookUrl: 'https://evil.example.com/', apiKey: '' },
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ message: 'Only administrators can change webhook settings' });
    const row = await storedRow(admin.company.id, 'facebook');
    expect(row.webhookUrl).toBe('https://n8n.example.com/webhook/fb');
    expect(t.app.ctx.secrets.decrypt(row.apiKeyEncrypted)).toBe('secret-key-1234');
  });

  it('answers 401 when signed out and changes nothing', async () => {
    const company = await createCompany(t);
    const res = await save(company.slug, undefined, {
      blog: { webhookUrl: 'https://x.example.com/' },
    });
    expect(res.statusCode).toBe(401);
    expect(await storedRow(company.id, 'blog')).toBeUndefined();
  });

  it('leaves assistants missing from the body unchanged', async () => {
    const { company, slug, cookie } = await member(t);
    await save(slug, cookie, {
      blog: { webhookUrl: 'https://a.example.com/blog', apiKey: 'blog-key-aaaa' },
      website: { webhookUrl: 'https://a.example.com/site', apiKey: '' },
    });
    const res = await save(slug, cookie, { website: { webhookUrl: '', apiKey: '' } });
    expect(res.statusCode).toBe(200);
    expect(res.json().blog).toEqual({
      webhookUrl: 'https://a.example.com/blog',
      apiKey: '••••••••aaaa',
    });
    expect(res.json().website).toEqual({ webhookUrl: '', apiKey: '' });
    expect((await storedRow(company.id, 'website')).webhookUrl).toBe('');
  });

  it('refuses an unknown assistant with 400', async () => {
    const { slug, cookie } = await member(t);
    const res = await save(slug, cookie, { twitter: { webhookUrl: '' } });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Unknown assistant type: twitter');
  });
});

describe('platform tenant vs company tenant', () => {
  it('in the platform tenant reads and writes the platform defaults, not a company', async () => {
    const platform = await platformCompany(t);
    const staff = await createUser(t, platform, 'admin');
    const cookie = await signIn(t, 'platform-admin', staff.username);
    const url = `https://defaults-${staff.id}.example.com/hook`;
    const res = await save('platform-admin', cookie, { newsletter: { webhookUrl: url } });
    expect(res.statusCode).toBe(200);
    expect((await storedRow(platform.id, 'newsletter')).webhookUrl).toBe(url);
    expect((await read('platform-admin', cookie)).json().newsletter.webhookUrl).toBe(url);

    // A company without its own newsletter webhook still reads its own (empty) settings.
    const company = await member(t, 'admin');
    expect((await read(company.slug, company.cookie)).json().newsletter.webhookUrl).toBe('');
  });

  it("operator staff acting in a company's tenant edit that company's webhooks", async () => {
    const platform = await platformCompany(t);
    const staff = await createUser(t, platform, 'platform_admin');
    const cookie = await signIn(t, 'platform-admin', staff.username);
    const company = await createCompany(t);
    const res = await save(company.slug, cookie, {
      'insight-amplifier': { webhookUrl: 'https://c.example.com/ia' },
    });
    expect(res.statusCode).toBe(200);
    expect((await storedRow(company.id, 'insight-amplifier')).webhookUrl).toBe(
      'https://c.example.com/ia',
    );
  });

  it("a company admin's session does not work on another company's tenant", async () => {
    const a = await member(t, 'admin');
    const other = await createCompany(t);
    const res = await save(other.slug, a.cookie, {
      blog: { webhookUrl: 'https://x.example.com/' },
    });
    expect(res.statusCode).toBe(403);
    expect(await storedRow(other.id, 'blog')).toBeUndefined();
  });
});

describe('URL validation', () => {
  it('allows empty and refuses anything but an http(s) URL, naming the field', async () => {
    const { company, slug, cookie } = await member(t);
    for (const bad of [
      'not a url',
      'ftp://files.example.com/x',
      'javascript:alert(1)',
      'http://',
    ]) {
      const res = await save(slug, cookie, {
        blog: { webhookUrl: 'https://fine.example.com/' },
        facebook: { webhookUrl: bad, apiKey: '' },
      });
      expect(res.statusCode, bad).toBe(400);
      expect(res.json().message).toBe('Facebook: Please enter a valid URL');
      expect(res.json().errors).toEqual([
        { path: 'facebook.webhookUrl', message: 'Facebook: Please enter a valid URL' },
      ]);
    }
    // Nothing was saved, not even the valid entry sent alongside.
    expect(await storedRow(company.id, 'blog')).toBeUndefined();
    const empty = await save(slug, cookie, { facebook: { webhookUrl: '', apiKey: '' } });
    expect(empty.statusCode).toBe(200);
  });

  it('names the other assistants by their display names', async () => {
    const { slug, cookie } = await member(t);
    const res = await save(slug, cookie, { 'retention-email': { webhookUrl: 'nope' } });
    expect(res.json().message).toBe('Client Engagement: Please enter a valid URL');
  });

  it('refuses addresses the SSRF guard refuses, with the reason', async () => {
    const { company, slug, cookie } = await member(t);
    const cases: [string, RegExp][] = [
      ['http://169.254.169.254/latest/meta-data/', /169\.254\.169\.254 is a local, private/],
      ['http://10.0.0.5/webhook', /10\.0\.0\.5 is a local, private or reserved network address/],
      ['http://127.0.0.1:5678/webhook', /127\.0\.0\.1 is a local/],
      ['http://[::1]/hook', /::1 is a local/],
      ['http://localhost:5678/webhook', /localhost is a local network address/],
    ];
    for (const [url, reason] of cases) {
      const res = await save(slug, cookie, { website: { webhookUrl: url } });
      expect(res.statusCode, url).toBe(400);
      expect(res.json().message).toMatch(/^Website Content: This address is not allowed: /);
      expect(res.json().message).toMatch(reason);
    }
    expect(await storedRow(company.id, 'website')).toBeUndefined();
  });
});

describe('allowed private hosts', () => {
  it('accepts a private host listed in WEBHOOK_ALLOW_HOSTS', async () => {
    const t2 = await createTestApp({ WEBHOOK_ALLOW_HOSTS: ['10.0.0.5'] }, { ownDatabase: true });
    const company = await createCompany(t2);
    const admin = await createUser(t2, company, 'admin');
    const cookie = await signIn(t2, company.slug, admin.username);
    const res = await call(t2, {
      method: 'POST',
      url: '/api/settings',
      slug: company.slug,
      cookie,
      payload: { facebook: { webhookUrl: 'http://10.0.0.5/webhook/fb' } },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().facebook.webhookUrl).toBe('http://10.0.0.5/webhook/fb');
  });
});

it('documents the routes in the OpenAPI document', async () => {
  const company = await createCompany(t);
  const res = await call(t, { url: '/api/openapi.json', slug: company.slug });
  const paths = Object.keys(res.json().paths);
  expect(paths).toEqual(
    expect.arrayContaining([
      '/api/settings',
      '/api/company-webhooks/{companyId}',
      '/api/company-webhooks/{companyId}/copy-defaults',
      '/api/webhooks/test',
    ]),
  );
});
