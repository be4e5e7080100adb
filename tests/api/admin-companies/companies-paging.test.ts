import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { CompanySummary } from '../../../src/core/api/admin-companies.js';
import { ASSISTANT_IDS } from '../../../src/core/assistants/ids.js';
import { callAs } from '../../support/callers.js';
import { adminWorld } from '../../support/admin-users-fixtures.js';
import { expectBadRequest, expectMonotonic, pageOf, walk } from '../../support/list-paging.js';
import { createCompany, createUser, type Company } from '../../support/factories.js';
import { createTestApp } from '../../support/test-app.js';

// GET /api/admin/companies/page?q=&sort=&cursor=&limit= answers one page of the whole list.
const t = await createTestApp();
const w = await adminWorld(t);
const operator = w.callers['operator staff (admin)'];

// 13 companies of a tag of their own: names "<tag> Co 00".."12" (an order every collation
// agrees on), 0-3 users each, and creation times with ties (the id must break them).
const tag = `pg${randomBytes(3).toString('hex')}`;
const base = Date.UTC(2024, 0, 1);
const made: Company[] = [];
for (let i = 0; i < 13; i++) {
  const company = await createCompany(t, {
    slug: `${tag}-${String(i).padStart(2, '0')}`,
    companyName: `${tag.toUpperCase()} Co ${String((i * 5) % 13).padStart(2, '0')}`,
    createdAt: new Date(base + Math.floor(i / 3) * 60_000),
  });
  for (let u = 0; u < i % 4; u++) await createUser(t, company);
  made.push(company);
}
const ids = made.map((c) => c.id).sort((a, b) => a - b);

const url = (query: string) => `/api/admin/companies/page?q=${tag}&${query}`;

describe('GET /api/admin/companies/page', () => {
  it('walks the whole list, which GET /api/admin/companies answers as an array', async () => {
    const res = await callAs(t, operator, { url: '/api/admin/companies' });
    expect(res.statusCode).toBe(200);
    const all = res.json() as CompanySummary[];
    expect(Array.isArray(all)).toBe(true);
    // The same rows, in the same order, as walking the default sort page by page.
    const walked = await walk<CompanySummary>(t, operator, '/api/admin/companies/page?limit=4');
    expect(walked.items).toEqual(all);
    expect(walked.total).toBe(all.length);
  });

  it('leaves the whole list an array whatever its query says', async () => {
    const all = (await callAs(t, operator, { url: '/api/admin/companies' })).body;
    const asked = await callAs(t, operator, { url: `/api/admin/companies?q=${tag}&limit=2` });
    expect(asked.statusCode).toBe(200);
    expect(asked.body).toBe(all);
  });

  it('leaves the routes of a company whose id is "page" to that company', async () => {
    await createCompany(t, { slug: 'page', companyName: 'Page Co' });
    const res = await callAs(t, operator, { url: '/api/admin/companies/page/settings' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ companyId: 'page', companyName: 'Page Co' });
  });

  it('searches the name or the id, whatever the case', async () => {
    const byName = await pageOf<CompanySummary>(
      t,
      operator,
      `/api/admin/companies/page?q=${tag.toUpperCase()} co 07`,
    );
    expect(byName.items.map((c) => c.companyName)).toEqual([`${tag.toUpperCase()} Co 07`]);
    expect(byName.total).toBe(1);
    const byId = await pageOf<CompanySummary>(t, operator, `/api/admin/companies/page?q=${tag}-1`);
    expect(byId.items.map((c) => c.companyId).sort()).toEqual([
      `${tag}-10`,
      `${tag}-11`,
      `${tag}-12`,
    ]);
    const none = await pageOf<CompanySummary>(
      t,
      operator,
      '/api/admin/companies/page?q=%25_nothing',
    );
    expect(none).toEqual({ items: [], nextCursor: null, total: 0 });
  });

  it('has the counts of each row of the page', async () => {
    const { items } = await walk<CompanySummary>(t, operator, url('limit=5'));
    for (const company of items) {
      const i = made.findIndex((c) => c.id === company.id);
      expect(company.userCount).toBe(i % 4);
      expect(company.enabledBotCount).toBe(ASSISTANT_IDS.length);
    }
  });

  const sorts: [string, (c: CompanySummary) => number | string][] = [
    ['created', (c) => c.createdAt],
    ['name', (c) => c.companyName],
    ['users', (c) => c.userCount],
  ];
  for (const [sort, value] of sorts) {
    for (const descending of [false, true]) {
      const param = `${descending ? '-' : ''}${sort}`;
      it(`walks sort=${param} in pages of 4: every company once, in order`, async () => {
        const walked = await walk<CompanySummary>(t, operator, url(`sort=${param}&limit=4`));
        expect(walked.total).toBe(13);
        expect(walked.pages).toBe(4);
        expect(walked.items.map((c) => c.id).sort((a, b) => a - b)).toEqual(ids);
        expectMonotonic(walked.items.map(value), descending);
        // Ties keep the id's order, in the sort's direction.
        for (let i = 1; i < walked.items.length; i++) {
          const [a, b] = [walked.items[i - 1]!, walked.items[i]!];
          if (value(a) === value(b)) expect(a.id < b.id).toBe(!descending);
        }
      });
    }
  }

  it('refuses a limit over 100, an unknown sort and a bad or foreign cursor', async () => {
    await expectBadRequest(
      t,
      operator,
      url('limit=101'),
      /limit must be a whole number from 1 to 100/,
    );
    await expectBadRequest(t, operator, url('limit=0'), /limit/);
    await expectBadRequest(t, operator, url('sort=size'), /sort must be one of created, -created/);
    await expectBadRequest(t, operator, url('cursor=nonsense'), /The cursor is not valid/);
    const first = await pageOf<CompanySummary>(t, operator, url('sort=name&limit=2'));
    await expectBadRequest(
      t,
      operator,
      url(`sort=users&cursor=${first.nextCursor}`),
      /another sort/,
    );
    const forged = Buffer.from(JSON.stringify(['name', 5, 1])).toString('base64url');
    await expectBadRequest(t, operator, url(`sort=name&cursor=${forged}`), /not valid/);
  });

  it('is still for operator staff only', async () => {
    const res = await callAs(t, w.callers['company admin'], { url: url('limit=5') });
    expect(res.statusCode).toBe(403);
  });
});
