import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { CompanyPerformance } from '../../../src/core/api/platform.js';
import { adminWorld } from '../../support/admin-users-fixtures.js';
import { callAs } from '../../support/callers.js';
import { expectBadRequest, expectMonotonic, pageOf, walk } from '../../support/list-paging.js';
import { addActivity, createCompany, createUser, type Company } from '../../support/factories.js';
import { createTestApp } from '../../support/test-app.js';

// GET /api/platform-admin/companies/page?q=&sort=&cursor=&limit= answers one page of the whole list.
const t = await createTestApp();
const w = await adminWorld(t);
const platformAdmin = w.callers['platform admin'];

// 12 companies of a tag: users, this month's generations and the last activity vary, with ties.
const tag = `pf${randomBytes(3).toString('hex')}`;
const now = Date.now();
const made: Company[] = [];
for (let i = 0; i < 12; i++) {
  const company = await createCompany(t, {
    slug: `${tag}-${String(i).padStart(2, '0')}`,
    companyName: `${tag.toUpperCase()} ${String((i * 7) % 12).padStart(2, '0')}`,
  });
  for (let u = 0; u < i % 3; u++) await createUser(t, company);
  const events = Array.from({ length: i % 4 }, (_, k) => ({
    createdAt: new Date(now - (1 + (i % 5)) * 60_000 - k * 1000),
  }));
  if (i % 6 !== 5)
    await addActivity(t, company, [
      ...events,
      { action: 'login_success', createdAt: new Date(now - 3 * 86_400_000) },
    ]);
  made.push(company);
}
const slugs = made.map((c) => c.slug).sort();

describe('GET /api/platform-admin/companies/page', () => {
  it('walks the whole list, which GET /api/platform-admin/companies answers as an array', async () => {
    const res = await callAs(t, platformAdmin, { url: '/api/platform-admin/companies' });
    const all = res.json() as CompanyPerformance[];
    expect(Array.isArray(all)).toBe(true);
    const walked = await walk<CompanyPerformance>(
      t,
      platformAdmin,
      '/api/platform-admin/companies/page?limit=5',
    );
    expect(walked.items).toEqual(all);
    expect(walked.total).toBe(all.length);
  });

  it('leaves the whole list an array whatever its query says', async () => {
    const url = '/api/platform-admin/companies';
    const all = (await callAs(t, platformAdmin, { url })).json() as CompanyPerformance[];
    const asked = await callAs(t, platformAdmin, { url: `${url}?q=${tag}&limit=2` });
    expect(asked.statusCode).toBe(200);
    expect(asked.json()).toEqual(all);
  });

  it('searches the company name or id, and has the figures of the whole list', async () => {
    const all = (
      await callAs(t, platformAdmin, { url: '/api/platform-admin/companies' })
    ).json() as CompanyPerformance[];
    const walked = await walk<CompanyPerformance>(
      t,
      platformAdmin,
      `/api/platform-admin/companies/page?q=${tag.toUpperCase()}-0&limit=3`,
    );
    expect(walked.items.map((c) => c.companyId).sort()).toEqual(slugs.slice(0, 10));
    for (const row of walked.items)
      expect(row).toEqual(all.find((c) => c.companyId === row.companyId));
    const byName = await pageOf<CompanyPerformance>(
      t,
      platformAdmin,
      `/api/platform-admin/companies/page?q=${tag} 07`,
    );
    expect(byName.total).toBe(1);
  });

  const sorts: [string, (c: CompanyPerformance) => number | string][] = [
    ['name', (c) => c.companyName],
    ['users', (c) => c.userCount],
    ['usage', (c) => c.monthlyUsage],
    ['lastActivity', (c) => c.lastActivity ?? '1970-01-01T00:00:00.000Z'],
  ];
  for (const [sort, value] of sorts) {
    for (const descending of [false, true]) {
      const param = `${descending ? '-' : ''}${sort}`;
      it(`walks sort=${param} in pages of 5: every company once, in order`, async () => {
        const url = `/api/platform-admin/companies/page?q=${tag}&sort=${param}&limit=5`;
        const walked = await walk<CompanyPerformance>(t, platformAdmin, url);
        expect(walked.total).toBe(12);
        expect(walked.pages).toBe(3);
        expect(walked.items.map((c) => c.companyId).sort()).toEqual(slugs);
        expectMonotonic(walked.items.map(value), descending);
        const idOf = (c: CompanyPerformance) => made.find((m) => m.slug === c.companyId)!.id;
        for (let i = 1; i < walked.items.length; i++) {
          const [a, b] = [walked.items[i - 1]!, walked.items[i]!];
          if (value(a) === value(b)) expect(idOf(a) < idOf(b)).toBe(!descending);
        }
      });
    }
  }

  it('refuses a limit over 100, an unknown sort and a bad cursor; others as before', async () => {
    const url = '/api/platform-admin/companies/page';
    await expectBadRequest(t, platformAdmin, `${url}?limit=101`, /from 1 to 100/);
    await expectBadRequest(t, platformAdmin, `${url}?sort=revenue`, /sort must be one of/);
    await expectBadRequest(t, platformAdmin, `${url}?sort=usage&cursor=x`, /cursor is not valid/);
    const res = await callAs(t, w.callers['operator staff (admin)'], { url: `${url}?limit=5` });
    expect(res.statusCode).toBe(403);
  });
});
