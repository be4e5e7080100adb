import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { countNewUsers, type UserStatsRow } from '../../../src/core/api/reports.js';
import { users } from '../../../src/server/db/schema.js';
import { createCompany, createUser, platformCompany } from '../../support/factories.js';
import { call, createTestApp, signIn } from '../../support/test-app.js';

/**
 * The sidebar's new-user badge (docs/product.md#reports): the client calls
 * GET /api/admin/reports/user-stats and counts users created after the admin's
 * lastViewedUsageReports (from /api/auth/me), else users flagged isNewUser.
 */
const t = await createTestApp();
const DAY = 24 * 60 * 60 * 1000;
const ago = (days: number) => new Date(Date.now() - days * DAY);

/** What the badge shows for this session: the same two calls and count as the sidebar. */
const count = async (slug: string, cookie: string, company?: string) => {
  const query = company ? `?company=${company}` : '';
  const stats = await call(t, { url: `/api/admin/reports/user-stats${query}`, slug, cookie });
  expect(stats.statusCode).toBe(200);
  const me = await call(t, { url: `/api/auth/me${query}`, slug, cookie });
  expect(me.statusCode).toBe(200);
  const { lastViewedUsageReports } = me.json() as { lastViewedUsageReports: string | null };
  return countNewUsers(stats.json() as UserStatsRow[], lastViewedUsageReports);
};
const markViewed = (slug: string, cookie: string, company?: string) =>
  call(t, {
    method: 'POST',
    url: `/api/admin/mark-usage-reports-viewed${company ? `?company=${company}` : ''}`,
    slug,
    cookie,
  });

describe('new-user badge', () => {
  it('before any view counts users created within 7 days; after a view, users created since', async () => {
    const company = await createCompany(t);
    const admin = await createUser(t, company, 'admin', { createdAt: ago(30) });
    await createUser(t, company, 'user', { createdAt: ago(2) });
    await createUser(t, company, 'user', { createdAt: ago(10) });
    await createUser(t, company, 'user', { createdAt: ago(6.9) });
    const elsewhere = await createCompany(t);
    await createUser(t, elsewhere, 'user');
    const cookie = await signIn(t, company.slug, admin.username);

    expect(await count(company.slug, cookie)).toBe(2);

    const res = await markViewed(company.slug, cookie);
    expect(res.statusCode).toBe(200);
    const { lastViewedUsageReports } = res.json() as { lastViewedUsageReports: string };
    const [row] = await t.database.db.select().from(users).where(eq(users.id, admin.id));
    expect(row.lastViewedUsageReports?.toISOString()).toBe(lastViewedUsageReports);
    expect(Math.abs(Date.parse(lastViewedUsageReports) - Date.now())).toBeLessThan(60_000);
    const me = await call(t, { url: '/api/auth/me', slug: company.slug, cookie });
    expect(me.json().lastViewedUsageReports).toBe(lastViewedUsageReports);

    expect(await count(company.slug, cookie)).toBe(0);
    await createUser(t, company, 'user');
    expect(await count(company.slug, cookie)).toBe(1);
    await createUser(t, company, 'admin');
    expect(await count(company.slug, cookie)).toBe(2);
    expect((await markViewed(company.slug, cookie)).statusCode).toBe(200);
    expect(await count(company.slug, cookie)).toBe(0);
  });

  it('each admin has their own mark', async () => {
    const company = await createCompany(t);
    const first = await createUser(t, company, 'admin', { createdAt: ago(30) });
    const second = await createUser(t, company, 'admin', { createdAt: ago(30) });
    await createUser(t, company, 'user', { createdAt: ago(1) });
    const firstCookie = await signIn(t, company.slug, first.username);
    const secondCookie = await signIn(t, company.slug, second.username);
    await markViewed(company.slug, firstCookie);
    expect(await count(company.slug, firstCookie)).toBe(0);
    expect(await count(company.slug, secondCookie)).toBe(1);
  });

  it('counts over 9 exactly (the client shows 9+)', async () => {
    const company = await createCompany(t);
    const admin = await createUser(t, company, 'admin', { createdAt: ago(30) });
    for (let i = 0; i < 12; i++) await createUser(t, company, 'user');
    const cookie = await signIn(t, company.slug, admin.username);
    expect(await count(company.slug, cookie)).toBe(12);
  });

  it('operator staff count the named company against their own mark', async () => {
    const platform = await platformCompany(t);
    const staff = await createUser(t, platform, 'platform_admin', { createdAt: ago(30) });
    const company = await createCompany(t);
    await createUser(t, company, 'user', { createdAt: ago(3) });
    await createUser(t, company, 'user', { createdAt: ago(20) });
    const cookie = await signIn(t, platform.slug, staff.username);
    expect(await count(platform.slug, cookie, company.slug)).toBe(1);
    expect((await markViewed(platform.slug, cookie, company.slug)).statusCode).toBe(200);
    expect(await count(platform.slug, cookie, company.slug)).toBe(0);
  });

  it('a member gets 403 and their mark stays unset; signed out gets 401', async () => {
    const company = await createCompany(t);
    const member = await createUser(t, company, 'user');
    const cookie = await signIn(t, company.slug, member.username);
    const countRes = await call(t, {
      url: '/api/admin/reports/user-stats',
      slug: company.slug,
      cookie,
    });
    expect(countRes.statusCode).toBe(403);
    expect((await markViewed(company.slug, cookie)).statusCode).toBe(403);
    const [row] = await t.database.db.select().from(users).where(eq(users.id, member.id));
    expect(row.lastViewedUsageReports).toBeNull();
    const anon = await call(t, {
      method: 'POST',
      url: '/api/admin/mark-usage-reports-viewed',
      slug: company.slug,
    });
    expect(anon.statusCode).toBe(401);
  });

  it('another company admin cannot reach this company by name', async () => {
    const company = await createCompany(t);
    const other = await createCompany(t);
    await createUser(t, company, 'user');
    const otherAdmin = await createUser(t, other, 'admin');
    const cookie = await signIn(t, other.slug, otherAdmin.username);
    const res = await call(t, {
      url: `/api/admin/reports/user-stats?company=${company.slug}`,
      slug: other.slug,
      cookie,
    });
    expect(res.statusCode).toBe(403);
    expect(await count(other.slug, cookie)).toBe(1);
  });

  it('the former count endpoint is gone: the badge uses user-stats only', async () => {
    const company = await createCompany(t);
    const admin = await createUser(t, company, 'admin');
    const cookie = await signIn(t, company.slug, admin.username);
    const res = await call(t, {
      url: '/api/admin/reports/new-user-count',
      slug: company.slug,
      cookie,
    });
    expect(res.statusCode).toBe(404);
  });

  it('user-stats flags users created within 7 days as new, with their creation time', async () => {
    const company = await createCompany(t);
    const admin = await createUser(t, company, 'admin', { createdAt: ago(30) });
    const fresh = await createUser(t, company, 'user', { createdAt: ago(6.9) });
    const old = await createUser(t, company, 'user', { createdAt: ago(7.1) });
    const cookie = await signIn(t, company.slug, admin.username);
    const res = await call(t, {
      url: '/api/admin/reports/user-stats',
      slug: company.slug,
      cookie,
    });
    const rows = res.json() as UserStatsRow[];
    const byId = new Map(rows.map((r) => [r.id, r]));
    expect(byId.get(fresh.id)).toMatchObject({
      isNewUser: true,
      createdAt: fresh.createdAt.toISOString(),
    });
    expect(byId.get(old.id)).toMatchObject({
      isNewUser: false,
      createdAt: old.createdAt.toISOString(),
    });
    expect(byId.get(admin.id)?.isNewUser).toBe(false);
  });
});
