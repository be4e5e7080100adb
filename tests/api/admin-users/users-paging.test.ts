import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { AdminUser } from '../../../src/core/api/admin-users.js';
import type { UsersPage } from '../../../src/core/api/list-page.js';
import { adminWorld } from '../../support/admin-users-fixtures.js';
import { callAs } from '../../support/callers.js';
import { expectBadRequest, expectMonotonic, pageOf, walk } from '../../support/list-paging.js';
import { createCompany, createUser } from '../../support/factories.js';
import { createTestApp } from '../../support/test-app.js';

// GET /api/admin/users/page?q=&sort=&cursor=&limit= answers one page of the whole list's scope.
const t = await createTestApp();
const w = await adminWorld(t);
const operator = w.callers['operator staff (admin)'];
const adminA = w.callers['company admin'];

const tag = `up${randomBytes(3).toString('hex')}`;
const base = Date.UTC(2024, 5, 1);
const other = await createCompany(t, { companyName: `Other ${tag}`, slug: `other-${tag}` });
// 11 users of company A and 6 of another company share the tag; creation and sign-in times
// with ties, some never signed in.
async function tagged(company: { id: number }, n: number, prefix: string) {
  const made = [];
  for (let i = 0; i < n; i++) {
    made.push(
      await createUser(t, company, 'user', {
        username: `${prefix}-${tag}-${String(i).padStart(2, '0')}`,
        email: i % 3 === 0 ? `mail${i}.${tag}@example.com` : null,
        createdAt: new Date(base + Math.floor(i / 2) * 3_600_000),
        lastLogin: i % 4 === 0 ? null : new Date(base + (i % 5) * 60_000),
      }),
    );
  }
  return made;
}
const ofA = await tagged(w.a, 11, 'a');
const ofOther = await tagged(other, 6, 'b');
const sortedIds = (users: { id: number }[]) => users.map((u) => u.id).sort((x, y) => x - y);

describe('GET /api/admin/users/page', () => {
  it('walks the whole list, which GET /api/admin/users answers as an array', async () => {
    for (const caller of [operator, adminA]) {
      const res = await callAs(t, caller, { url: '/api/admin/users' });
      const all = res.json() as AdminUser[];
      expect(Array.isArray(all)).toBe(true);
      const walked = await walk<AdminUser>(t, caller, '/api/admin/users/page?limit=7');
      expect(walked.items).toEqual(all);
      expect(walked.total).toBe(all.length);
    }
  });

  it('leaves the whole list an array whatever its query says', async () => {
    const all = (await callAs(t, operator, { url: '/api/admin/users' })).body;
    const asked = await callAs(t, operator, { url: `/api/admin/users?q=${tag}&limit=2` });
    expect(asked.statusCode).toBe(200);
    expect(asked.body).toBe(all);
  });

  it("keeps a company admin to their company's users, whatever q says", async () => {
    const walked = await walk<AdminUser>(t, adminA, `/api/admin/users/page?q=${tag}&limit=4`);
    expect(sortedIds(walked.items)).toEqual(sortedIds(ofA));
    // The other company's name or id finds nothing for them (only operator staff search it).
    const byCompany = await pageOf<AdminUser>(t, adminA, `/api/admin/users/page?q=other-${tag}`);
    expect(byCompany.total).toBe(0);
    const byUser = await pageOf<AdminUser>(t, adminA, `/api/admin/users/page?q=b-${tag}-01`);
    expect(byUser.items).toEqual([]);
  });

  it('searches username and email, and for operator staff the company', async () => {
    const walked = await walk<AdminUser>(
      t,
      operator,
      `/api/admin/users/page?q=${tag.toUpperCase()}`,
    );
    expect(sortedIds(walked.items)).toEqual(sortedIds([...ofA, ...ofOther]));
    const byEmail = await pageOf<AdminUser>(t, operator, `/api/admin/users/page?q=MAIL3.${tag}`);
    expect(byEmail.items.map((u) => u.username)).toEqual(
      [`a-${tag}-03`, `b-${tag}-03`].sort().reverse(),
    );
    const byCompanyName = await walk<AdminUser>(
      t,
      operator,
      `/api/admin/users/page?q=other ${tag}`,
    );
    expect(sortedIds(byCompanyName.items)).toEqual(sortedIds(ofOther));
    const byCompanyId = await walk<AdminUser>(t, operator, `/api/admin/users/page?q=other-${tag}`);
    expect(byCompanyId.total).toBe(6);
  });

  it('counts the users new this week over the whole list', async () => {
    const fresh = await createUser(t, w.a, 'user', { username: `fresh-${tag}` });
    const page = (await (
      await callAs(t, adminA, { url: `/api/admin/users/page?q=${tag}&limit=1` })
    ).json()) as UsersPage;
    const all = (await callAs(t, adminA, { url: '/api/admin/users' })).json() as AdminUser[];
    expect(page.newThisWeek).toBe(all.filter((u) => u.isNewUser).length);
    expect(page.newThisWeek).toBeGreaterThan(0);
    expect(all.some((u) => u.id === fresh.id)).toBe(true);
  });

  const sorts: [string, (u: AdminUser) => string][] = [
    ['created', (u) => u.createdAt],
    ['username', (u) => u.username.toLowerCase()],
    ['lastLogin', (u) => u.lastLogin ?? '1970-01-01T00:00:00.000Z'],
    ['company', (u) => u.companyName],
  ];
  for (const [sort, value] of sorts) {
    for (const descending of [false, true]) {
      const param = `${descending ? '-' : ''}${sort}`;
      it(`walks sort=${param} in pages of 5: every user once, in order`, async () => {
        const url = `/api/admin/users/page?q=-${tag}-&sort=${param}&limit=5`;
        const walked = await walk<AdminUser>(t, operator, url);
        expect(walked.total).toBe(17);
        expect(walked.pages).toBe(4);
        expect(sortedIds(walked.items)).toEqual(sortedIds([...ofA, ...ofOther]));
        expectMonotonic(walked.items.map(value), descending);
        for (let i = 1; i < walked.items.length; i++) {
          const [a, b] = [walked.items[i - 1]!, walked.items[i]!];
          if (value(a) === value(b)) expect(a.id < b.id).toBe(!descending);
        }
        // A company admin walks only their own.
        const own = await walk<AdminUser>(t, adminA, url);
        expect(sortedIds(own.items)).toEqual(sortedIds(ofA));
      });
    }
  }

  it('refuses a limit over 100, an unknown sort and a bad cursor', async () => {
    await expectBadRequest(t, operator, '/api/admin/users/page?limit=500', /from 1 to 100/);
    await expectBadRequest(t, operator, '/api/admin/users/page?sort=email', /sort must be one of/);
    await expectBadRequest(t, operator, '/api/admin/users/page?cursor=abc', /cursor is not valid/);
    const first = await pageOf<AdminUser>(
      t,
      operator,
      '/api/admin/users/page?sort=-lastLogin&limit=1',
    );
    await expectBadRequest(
      t,
      operator,
      `/api/admin/users/page?sort=lastLogin&cursor=${first.nextCursor}`,
      /another sort/,
    );
  });

  it('is still refused to a plain user', async () => {
    const res = await callAs(t, w.callers.user, { url: '/api/admin/users/page?limit=5' });
    expect(res.statusCode).toBe(403);
  });
});
