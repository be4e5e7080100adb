import { describe, expect, it } from 'vitest';
import { ASSISTANT_IDS } from '../../../src/core/assistants/ids.js';
import { createTestApp } from '../../support/test-app.js';
import {
  makeWorld,
  request,
  settingsPayload,
  snapshot,
  type World,
} from './company-settings-fixtures.js';

const t = await createTestApp();

type Who = keyof Omit<World, 'company' | 'other'>;

/** Expected status per caller on routes that name the company. */
const BY_COMPANY: [Who, number][] = [
  ['signedOut', 401],
  ['user', 403],
  ['admin', 200],
  ['otherAdmin', 404],
  ['staffAdmin', 200],
  ['platformAdmin', 200],
];

describe('GET /api/admin/companies/{companyId}/settings', () => {
  it.each(BY_COMPANY)('%s -> %i', async (who, status) => {
    const w = await makeWorld(t);
    const res = await request(t, w[who], 'GET', `/api/admin/companies/${w.company.slug}/settings`);
    expect(res.statusCode).toBe(status);
    if (status === 200) {
      expect(res.json()).toMatchObject({
        companyId: w.company.slug,
        companyName: 'Acme Corp',
        primaryColor: '#0066CC',
        secondaryColor: '#4A90E2',
        plan: { planName: 'Starter', planMonthlyPrice: 0, planGenerationLimit: null },
        canEditPlan: who !== 'admin',
      });
    } else {
      expect(res.json().message).toEqual(expect.any(String));
      expect(res.body).not.toContain('Acme Corp');
    }
  });

  it('answers 404 for a company that does not exist, also to operator staff', async () => {
    const w = await makeWorld(t);
    const res = await request(
      t,
      w.platformAdmin,
      'GET',
      '/api/admin/companies/no-such-co/settings',
    );
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: 'Company not found' });
  });
});

describe('POST /api/admin/companies/{companyId}/settings', () => {
  it.each(BY_COMPANY)('%s -> %i, and a refusal changes nothing', async (who, status) => {
    const w = await makeWorld(t);
    const before = await snapshot(t, w.company.id);
    const res = await request(
      t,
      w[who],
      'POST',
      `/api/admin/companies/${w.company.slug}/settings`,
      settingsPayload(w.company, { companyName: 'Renamed Corp', primaryColor: '#112233' }),
    );
    expect(res.statusCode).toBe(status);
    const after = await snapshot(t, w.company.id);
    if (status === 200) {
      expect(res.json()).toMatchObject({ companyName: 'Renamed Corp', primaryColor: '#112233' });
      expect(after.row).toMatchObject({ companyName: 'Renamed Corp', primaryColor: '#112233' });
    } else {
      expect(after).toEqual(before);
    }
  });
});

describe('GET and POST /api/admin/company-settings (the current company)', () => {
  it.each([
    ['signedOut', 401],
    ['user', 403],
    ['admin', 200],
  ] as [Who, number][])('%s on the company host -> %i', async (who, status) => {
    const w = await makeWorld(t);
    const before = await snapshot(t, w.company.id);
    const get = await request(t, w[who], 'GET', '/api/admin/company-settings');
    expect(get.statusCode).toBe(status);
    const post = await request(
      t,
      w[who],
      'POST',
      '/api/admin/company-settings',
      settingsPayload(w.company, { companyName: 'Renamed Corp' }),
    );
    expect(post.statusCode).toBe(status);
    if (status === 200) {
      expect(get.json()).toMatchObject({ companyId: w.company.slug, canEditPlan: false });
      expect((await snapshot(t, w.company.id)).row.companyName).toBe('Renamed Corp');
    } else {
      expect(await snapshot(t, w.company.id)).toEqual(before);
    }
  });

  it("another company's admin cannot reach it through ?company= (403: their session is not valid there)", async () => {
    const w = await makeWorld(t);
    const before = await snapshot(t, w.company.id);
    const url = `/api/admin/company-settings?company=${w.company.slug}`;
    expect((await request(t, w.otherAdmin, 'GET', url)).statusCode).toBe(403);
    const post = await request(t, w.otherAdmin, 'POST', url, settingsPayload(w.company));
    expect(post.statusCode).toBe(403);
    expect(await snapshot(t, w.company.id)).toEqual(before);
    // On their own host they get their own company, never this one.
    const own = await request(t, w.otherAdmin, 'GET', '/api/admin/company-settings');
    expect(own.json()).toMatchObject({ companyId: w.other.slug });
  });

  it.each(['staffAdmin', 'platformAdmin'] as Who[])(
    '%s reaches any company through ?company=',
    async (who) => {
      const w = await makeWorld(t);
      const url = `/api/admin/company-settings?company=${w.company.slug}`;
      const get = await request(t, w[who], 'GET', url);
      expect(get.statusCode).toBe(200);
      expect(get.json()).toMatchObject({ companyId: w.company.slug, canEditPlan: true });
      const post = await request(
        t,
        w[who],
        'POST',
        url,
        settingsPayload(w.company, { companyName: 'Support Renamed' }),
      );
      expect(post.statusCode).toBe(200);
      expect((await snapshot(t, w.company.id)).row.companyName).toBe('Support Renamed');
    },
  );
});

describe('GET /api/admin/bot-access/{companyId}', () => {
  it.each(BY_COMPANY)('%s -> %i', async (who, status) => {
    const w = await makeWorld(t);
    const res = await request(t, w[who], 'GET', `/api/admin/bot-access/${w.company.slug}`);
    expect(res.statusCode).toBe(status);
    if (status === 200) {
      expect(res.json()).toEqual(ASSISTANT_IDS.map((botType) => ({ botType, enabled: true })));
    }
  });
});

describe('POST /api/admin/bot-access', () => {
  it.each(BY_COMPANY)('%s -> %i, and a refusal changes nothing', async (who, status) => {
    const w = await makeWorld(t);
    const before = await snapshot(t, w.company.id);
    const res = await request(t, w[who], 'POST', '/api/admin/bot-access', {
      companyId: w.company.slug,
      botAccess: [{ botType: 'facebook', enabled: false }],
    });
    expect(res.statusCode).toBe(status);
    const after = await snapshot(t, w.company.id);
    if (status === 200) {
      expect(after.access).toEqual([{ botType: 'facebook', enabled: false }]);
    } else {
      expect(after).toEqual(before);
    }
  });

  it('answers 404 for a company that does not exist', async () => {
    const w = await makeWorld(t);
    const res = await request(t, w.platformAdmin, 'POST', '/api/admin/bot-access', {
      companyId: 'no-such-co',
      botAccess: [{ botType: 'facebook', enabled: false }],
    });
    expect(res.statusCode).toBe(404);
  });
});

describe('OpenAPI', () => {
  it('documents every company settings route with its request and response schemas', async () => {
    const res = await t.app.inject({ url: '/api/openapi.json', headers: { host: 'localhost' } });
    expect(res.statusCode).toBe(200);
    const paths = res.json().paths as Record<string, Record<string, Record<string, unknown>>>;
    for (const [path, methods] of [
      ['/api/admin/company-settings', ['get', 'post']],
      ['/api/admin/companies/{companyId}/settings', ['get', 'post']],
      ['/api/admin/bot-access/{companyId}', ['get']],
      ['/api/admin/bot-access', ['post']],
    ] as const) {
      for (const method of methods) {
        const op = paths[path]?.[method];
        expect(op, `${method} ${path}`).toBeDefined();
        expect(op.responses).toHaveProperty('200');
        if (method === 'post') expect(op.requestBody).toBeDefined();
      }
    }
  });
});
