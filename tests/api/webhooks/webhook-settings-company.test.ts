import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { webhookSettings } from '../../../src/server/db/schema.js';
import { createCompany, createUser, platformCompany } from '../../support/factories.js';
import { call, createTestApp } from '../../support/test-app.js';
import { callerFor, signedOutOn, type Caller } from '../../support/callers.js';

// Its own database: this file writes the platform default webhooks, which every company of a database falls back to.
const t = await createTestApp({}, { ownDatabase: true });

type CallerName =
  'signed out' | 'user' | 'company admin' | 'other company admin' | 'operator staff';

/** A company with one stored webhook, and a signed-in caller of each kind. */
async function scene() {
  const company = await createCompany(t);
  await t.database.db.insert(webhookSettings).values({
    companyId: company.id,
    assistantType: 'facebook',
    webhookUrl: 'https://own.example.com/fb',
    apiKeyEncrypted: t.app.ctx.secrets.encrypt('own-key-1111'),
  });
  const other = await createCompany(t);
  const platform = await platformCompany(t);
  const user = await createUser(t, company, 'user');
  const admin = await createUser(t, company, 'admin');
  const otherAdmin = await createUser(t, other, 'admin');
  const staff = await createUser(t, platform, 'admin');
  const callers: Record<CallerName, Caller> = {
    'signed out': signedOutOn(company),
    user: await callerFor(t, company, user),
    'company admin': await callerFor(t, company, admin),
    'other company admin': await callerFor(t, other, otherAdmin),
    'operator staff': await callerFor(t, platform, staff),
  };
  return { company, other, platform, callers };
}

async function rowsOf(companyId: number) {
  const rows = await t.database.db
    .select()
    .from(webhookSettings)
    .where(eq(webhookSettings.companyId, companyId));
  return rows
    .map((r) => ({ a: r.assistantType, url: r.webhookUrl, key: r.apiKeyEncrypted }))
    .sort((x, y) => x.a.localeCompare(y.a));
}

const expected: Record<CallerName, number> = {
  'signed out': 401,
  user: 403,
  'company admin': 200,
  'other company admin': 404,
  'operator staff': 200,
};

describe('company webhooks authorisation', () => {
  for (const [caller, status] of Object.entries(expected) as [CallerName, number][]) {
    it(`${caller}: GET, POST and copy-defaults answer ${status}`, async () => {
      const { company, callers } = await scene();
      const who = callers[caller];
      const base = `/api/company-webhooks/${company.slug}`;
      const before = await rowsOf(company.id);

      const got = await call(t, { url: base, ...who });
      expect(got.statusCode).toBe(status);
      if (status === 200) {
        expect(got.json().facebook).toEqual({
          webhookUrl: 'https://own.example.com/fb',
          apiKey: '••••••••1111',
        });
      }
      if (status === 404) expect(got.json()).toEqual({ message: 'Company not found' });

      const saved = await call(t, {
        method: 'POST',
        url: base,
        ...who,
        payload: { blog: { webhookUrl: 'https://changed.example.com/blog', apiKey: 'k-2222' } },
      });
      expect(saved.statusCode).toBe(status);
      if (status !== 200) {
        expect(await rowsOf(company.id)).toEqual(before);
      } else {
        expect(saved.json().blog).toEqual({
          webhookUrl: 'https://changed.example.com/blog',
          apiKey: '••••••••2222',
        });
      }

      const copied = await call(t, { method: 'POST', url: `${base}/copy-defaults`, ...who });
      expect(copied.statusCode).toBe(status);
      if (status !== 200) expect(await rowsOf(company.id)).toEqual(before);
    });
  }

  it('a user gets the spec 403 message on save', async () => {
    const { company, callers } = await scene();
    const res = await call(t, {
      method: 'POST',
      url: `/api/company-webhooks/${company.slug}`,
      ...callers.user,
      payload: {},
    });
    expect(res.json()).toEqual({ message: 'Only administrators can change webhook settings' });
  });

  it('an unknown company answers 404 to operator staff', async () => {
    const { callers } = await scene();
    const res = await call(t, {
      url: '/api/company-webhooks/no-such-co',
      ...callers['operator staff'],
    });
    expect(res.statusCode).toBe(404);
  });

  it('validates URLs like /api/settings and changes nothing on 400', async () => {
    const { company, callers } = await scene();
    const before = await rowsOf(company.id);
    const res = await call(t, {
      method: 'POST',
      url: `/api/company-webhooks/${company.slug}`,
      ...callers['operator staff'],
      payload: {
        blog: { webhookUrl: 'https://fine.example.com/' },
        'lead-generator': { webhookUrl: 'http://169.254.169.254/' },
      },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/^Lead Generator: This address is not allowed/);
    expect(await rowsOf(company.id)).toEqual(before);
  });
});

describe('copy-defaults', () => {
  it("replaces the company's webhooks with the platform defaults, keys included", async () => {
    const { company, platform, callers } = await scene();
    const staff = callers['operator staff'];
    // Platform defaults: set through the platform tenant's /api/settings.
    const defaults = await call(t, {
      method: 'POST',
      url: '/api/settings',
      ...staff,
      payload: {
        facebook: { webhookUrl: 'https://platform.example.com/fb', apiKey: 'platform-key-9999' },
        blog: { webhookUrl: 'https://platform.example.com/blog', apiKey: '' },
      },
    });
    expect(defaults.statusCode).toBe(200);
    const platformRows = await rowsOf(platform.id);

    const res = await call(t, {
      method: 'POST',
      url: `/api/company-webhooks/${company.slug}/copy-defaults`,
      ...callers['company admin'],
    });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    for (const row of platformRows) {
      expect(body[row.a].webhookUrl).toBe(row.url);
      expect(body[row.a].apiKey === '').toBe(row.key === '');
    }
    expect(body.facebook).toEqual({
      webhookUrl: 'https://platform.example.com/fb',
      apiKey: '••••••••9999',
    });
    expect(body.blog).toEqual({ webhookUrl: 'https://platform.example.com/blog', apiKey: '' });
    expect(JSON.stringify(body)).not.toContain('platform-key');
    // The platform's rows are untouched; the company now has its own copies.
    expect(await rowsOf(platform.id)).toEqual(platformRows);
    expect((await rowsOf(company.id)).map((r) => r.a)).toEqual(platformRows.map((r) => r.a));

    // The copied key cannot be redirected to another host without typing it again.
    const moved = await call(t, {
      method: 'POST',
      url: `/api/company-webhooks/${company.slug}`,
      ...callers['company admin'],
      payload: {
        facebook: { webhookUrl: 'https://mine.example.org/fb', apiKey: body.facebook.apiKey },
      },
    });
    expect(moved.statusCode).toBe(400);
    expect(moved.json().message).toMatch(/^Facebook: Enter the API key again/);
  });

  it('refuses to copy the defaults onto the platform itself', async () => {
    const { callers } = await scene();
    const res = await call(t, {
      method: 'POST',
      url: '/api/company-webhooks/platform-admin/copy-defaults',
      ...callers['operator staff'],
    });
    expect(res.statusCode).toBe(400);
  });
});
