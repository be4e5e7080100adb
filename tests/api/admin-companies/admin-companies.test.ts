import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ASSISTANT_IDS } from '../../../src/core/assistants/ids.js';
import { assistantAccess, companies } from '../../../src/server/db/schema.js';
import { createCompany, createUser, uniqueSlug } from '../../support/factories.js';
import { call, createTestApp, signIn } from '../../support/test-app.js';
import {
  adminWorld,
  expectCall,
  expectNoSecrets,
  type CallerName,
} from '../../support/admin-users-fixtures.js';

const t = await createTestApp();
const w = await adminWorld(t);
const operator = w.callers['operator staff (admin)'];

const rights: [CallerName, number][] = [
  ['signed out', 401],
  ['user', 403],
  ['company admin', 403],
  ["other company's admin", 403],
  ['operator staff (admin)', 200],
  ['platform admin', 200],
];

describe('authorisation', () => {
  it.each(rights)('GET /api/admin/companies as %s → %i', async (who, status) => {
    await expectCall(t, w.callers[who], { method: 'GET', url: '/api/admin/companies' }, status);
  });

  it.each(rights)('POST /api/admin/companies as %s → %i', async (who, status) => {
    const slug = uniqueSlug('new');
    await expectCall(
      t,
      w.callers[who],
      {
        method: 'POST',
        url: '/api/admin/companies',
        payload: { companyName: 'New Co', companyId: slug },
      },
      status === 200 ? 201 : status,
    );
  });

  it.each(rights)('DELETE /api/admin/companies/:companyId as %s → %i', async (who, status) => {
    const empty = await createCompany(t);
    await expectCall(
      t,
      w.callers[who],
      { method: 'DELETE', url: `/api/admin/companies/${empty.slug}` },
      status,
    );
  });

  it('a company admin cannot delete even their own company', async () => {
    const res = await expectCall(
      t,
      w.callers['company admin'],
      { method: 'DELETE', url: `/api/admin/companies/${w.a.slug}` },
      403,
    );
    expect(res.json().message).toBe('Only platform administrators can manage companies');
  });

  it('a regular user of the platform company is no operator', async () => {
    const member = await createUser(t, w.platform, 'user');
    const cookie = await signIn(t, w.platform.slug, member.username);
    await expectCall(
      t,
      { slug: w.platform.slug, cookie },
      { method: 'GET', url: '/api/admin/companies' },
      403,
    );
  });
});

describe('GET /api/admin/companies', () => {
  it('lists every company with user and enabled-assistant counts', async () => {
    const company = await createCompany(t, { companyName: 'Counted Co' });
    await createUser(t, company, 'admin');
    await createUser(t, company, 'user');
    await t.database.db.insert(assistantAccess).values([
      { companyId: company.id, assistantType: 'blog', enabled: false },
      { companyId: company.id, assistantType: 'facebook', enabled: false },
      { companyId: company.id, assistantType: 'website', enabled: true },
      // Rows for assistants that no longer exist do not count.
      { companyId: company.id, assistantType: 'retired-bot', enabled: false },
    ]);
    const res = await call(t, { url: '/api/admin/companies', ...operator });
    expect(res.statusCode).toBe(200);
    const row = res.json().find((c: { companyId: string }) => c.companyId === company.slug);
    expect(row).toEqual({
      id: company.id,
      companyName: 'Counted Co',
      companyId: company.slug,
      userCount: 2,
      enabledBotCount: ASSISTANT_IDS.length - 2,
      createdAt: company.createdAt.toISOString(),
    });
    const platform = res
      .json()
      .find((c: { companyId: string }) => c.companyId === 'platform-admin');
    expect(platform.enabledBotCount).toBe(ASSISTANT_IDS.length);
    expectNoSecrets(res.body);
    expect(res.body).not.toMatch(/customCss|apiKey/);
  });
});

describe('POST /api/admin/companies', () => {
  it('creates a company with every assistant enabled by default', async () => {
    const slug = uniqueSlug('acme');
    const res = await expectCall(
      t,
      operator,
      {
        method: 'POST',
        url: '/api/admin/companies',
        payload: { companyName: ' Acme Ltd ', companyId: slug },
      },
      201,
    );
    expect(res.json()).toMatchObject({
      companyName: 'Acme Ltd',
      companyId: slug,
      userCount: 0,
      enabledBotCount: ASSISTANT_IDS.length,
    });
    // The new company answers on its own subdomain at once.
    const info = await call(t, { url: '/api/tenant/info', slug });
    expect(info.json()).toMatchObject({ companyName: 'Acme Ltd', primaryColor: '#0066CC' });
  });

  it('enableAllBots false starts with every assistant disabled', async () => {
    const slug = uniqueSlug('quiet');
    const res = await expectCall(
      t,
      operator,
      {
        method: 'POST',
        url: '/api/admin/companies',
        payload: { companyName: 'Quiet', companyId: slug, enableAllBots: false },
      },
      201,
    );
    expect(res.json().enabledBotCount).toBe(0);
    const [row] = await t.database.db.select().from(companies).where(eq(companies.slug, slug));
    const rows = await t.database.db
      .select()
      .from(assistantAccess)
      .where(eq(assistantAccess.companyId, row.id));
    expect(rows.map((r) => r.assistantType).sort()).toEqual([...ASSISTANT_IDS].sort());
    expect(rows.every((r) => !r.enabled)).toBe(true);
    const list = await call(t, { url: '/api/admin/companies', ...operator });
    expect(
      list.json().find((c: { companyId: string }) => c.companyId === slug).enabledBotCount,
    ).toBe(0);
  });

  it.each([
    [{ companyId: 'valid-id' }, 'Company name is required'],
    [{ companyName: '   ', companyId: 'valid-id' }, 'Company name is required'],
    [{ companyName: 'Name' }, 'Company ID is required'],
    [{ companyName: 'Name', companyId: '' }, 'Company ID is required'],
    [{ companyName: '', companyId: '' }, 'Company name is required'],
    [
      { companyName: 'Name', companyId: 'Upper-Case' },
      'Company ID can only contain lowercase letters, numbers, and hyphens',
    ],
    [
      { companyName: 'Name', companyId: 'with space' },
      'Company ID can only contain lowercase letters, numbers, and hyphens',
    ],
    [
      { companyName: 'Name', companyId: 'dots.here' },
      'Company ID can only contain lowercase letters, numbers, and hyphens',
    ],
    [
      { companyName: 'Name', companyId: '-leading' },
      'Company ID must start with a letter or number',
    ],
    [
      { companyName: 'Name', companyId: 'a'.repeat(64) },
      'Company ID must be at most 63 characters',
    ],
    [
      { companyName: 'N'.repeat(101), companyId: 'long-name' },
      'Company name must be at most 100 characters',
    ],
    [
      { companyName: 'Name', companyId: 'www' },
      'This Company ID is reserved. Please choose a different ID.',
    ],
    [
      { companyName: 'Name', companyId: 'ok-id', enableAllBots: 'yes' },
      'enableAllBots must be true or false',
    ],
    [undefined, 'Company name is required'],
  ])('%j → 400 "%s", nothing created', async (payload, message) => {
    const res = await expectCall(
      t,
      operator,
      { method: 'POST', url: '/api/admin/companies', payload },
      400,
    );
    expect(res.json().message).toBe(message);
  });

  it('a company id already in use answers 409 with a message containing "already in use"', async () => {
    const existing = await createCompany(t);
    for (const companyId of [existing.slug, 'platform-admin']) {
      const res = await expectCall(
        t,
        operator,
        {
          method: 'POST',
          url: '/api/admin/companies',
          payload: { companyName: 'Copy', companyId },
        },
        409,
      );
      expect(res.json().message).toBe(
        `Company ID "${companyId}" is already in use. Please choose a different ID.`,
      );
    }
  });
});

describe('DELETE /api/admin/companies/:companyId', () => {
  it('deletes an empty company and what it owns', async () => {
    const company = await createCompany(t);
    await t.database.db
      .insert(assistantAccess)
      .values({ companyId: company.id, assistantType: 'blog', enabled: false });
    await expectCall(
      t,
      operator,
      { method: 'DELETE', url: `/api/admin/companies/${company.slug}` },
      200,
    );
    expect(
      await t.database.db.select().from(companies).where(eq(companies.id, company.id)),
    ).toEqual([]);
    expect(
      await t.database.db
        .select()
        .from(assistantAccess)
        .where(eq(assistantAccess.companyId, company.id)),
    ).toEqual([]);
    const info = await call(t, { url: '/api/tenant/info', slug: company.slug });
    expect(info.statusCode).toBe(404);
  });

  it('is blocked while the company has users (409)', async () => {
    const company = await createCompany(t);
    await createUser(t, company, 'user');
    const res = await expectCall(
      t,
      operator,
      { method: 'DELETE', url: `/api/admin/companies/${company.slug}` },
      409,
    );
    expect(res.json().message).toBe(
      'Cannot delete a company that still has users (1). Delete its users first.',
    );
  });

  it('never deletes the platform company', async () => {
    const res = await expectCall(
      t,
      w.callers['platform admin'],
      { method: 'DELETE', url: '/api/admin/companies/platform-admin' },
      403,
    );
    expect(res.json().message).toBe('The platform company cannot be deleted');
  });

  it('an unknown company answers 404', async () => {
    const res = await expectCall(
      t,
      operator,
      { method: 'DELETE', url: '/api/admin/companies/no-such-co' },
      404,
    );
    expect(res.json()).toEqual({ message: 'Company not found' });
  });
});

describe('OpenAPI', () => {
  it('documents the company management routes with their schemas', async () => {
    const paths = (await t.app.inject({ url: '/api/openapi.json' })).json().paths;
    expect(Object.keys(paths['/api/admin/companies'])).toEqual(
      expect.arrayContaining(['get', 'post']),
    );
    expect(paths['/api/admin/companies/{companyId}']).toHaveProperty('delete');
    const body = JSON.stringify(paths['/api/admin/companies'].post.requestBody);
    expect(body).toContain('enableAllBots');
  });
});
