import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { users } from '../../../src/server/db/schema.js';
import { buildKnownHistory, NO_MODEL_USAGE } from './reports-fixtures.js';
import { createUser, platformCompany } from '../../support/factories.js';
import { call, createTestApp, signIn } from '../../support/test-app.js';

/** Range and limit validation, and who may see a company's usage reports. */
const t = await createTestApp();
const { company, other, alice, member, stranger, cookie, otherCookie, get } =
  await buildKnownHistory(t);

describe('range and limit validation', () => {
  const endpoints = ['user-stats', 'content-stats', 'login-stats', 'usage-trends', 'export'];

  it('answers 400 for a range other than 7, 30 or 90', async () => {
    for (const endpoint of endpoints) {
      for (const days of ['14', '0', 'abc', '', '30.0', '-7']) {
        const res = await get(`/api/admin/reports/${endpoint}?days=${days}`);
        expect(res.statusCode, `${endpoint}?days=${days}`).toBe(400);
        expect(res.json().message).toBe('days must be 7, 30 or 90');
      }
    }
  });

  it('answers 400 for an activity limit outside 1..100', async () => {
    for (const limit of ['0', '101', 'many', '2.5']) {
      const res = await get(`/api/admin/reports/activity?limit=${limit}`);
      expect(res.statusCode, `limit=${limit}`).toBe(400);
      expect(res.json().message).toBe('limit must be a whole number from 1 to 100');
    }
  });
});

describe('who may see the reports', () => {
  const urls = [
    '/api/admin/reports/user-stats',
    '/api/admin/reports/activity',
    '/api/admin/reports/content-stats',
    '/api/admin/reports/login-stats',
    '/api/admin/reports/usage-trends',
    '/api/admin/reports/export',
  ];

  it('another company admin sees only their own company, and none of this history', async () => {
    const content = await get('/api/admin/reports/content-stats', {
      slug: other.slug,
      cookie: otherCookie,
    });
    expect(content.json()).toEqual({
      modelUsage: NO_MODEL_USAGE,
      totalGenerations: 1,
      knowledgeGenerations: 0,
      byAssistantType: [{ assistantType: 'website', count: 1 }],
      byUser: [{ username: stranger.username, count: 1 }],
    });
    const people = (
      await get('/api/admin/reports/user-stats', { slug: other.slug, cookie: otherCookie })
    ).json() as { username: string }[];
    expect(people).toHaveLength(2);
    expect(people.map((u) => u.username)).not.toContain(alice.username);
    const feed = (
      await get('/api/admin/reports/activity', { slug: other.slug, cookie: otherCookie })
    ).json() as { username: string }[];
    expect(feed.map((e) => e.username)).not.toContain(alice.username);
    // Naming this company, or one that does not exist, is refused alike: the answer tells
    // nothing of which companies exist, nor of the caller's session.
    for (const url of urls) {
      const res = await get(`${url}?company=${company.slug}`, {
        slug: other.slug,
        cookie: otherCookie,
      });
      const unknown = await get(`${url}?company=no-such-company-here`, {
        slug: other.slug,
        cookie: otherCookie,
      });
      for (const answer of [res, unknown]) {
        expect(answer.statusCode, url).toBe(403);
        expect(answer.json(), url).toEqual({ message: 'You do not have permission to do this' });
      }
      expect(res.body).not.toContain(alice.username);
    }
  });

  it('operator staff see any company with ?company=', async () => {
    const platform = await platformCompany(t);
    for (const role of ['platform_admin', 'admin'] as const) {
      const staff = await createUser(t, platform, role);
      const staffCookie = await signIn(t, platform.slug, staff.username);
      const mine = await get('/api/admin/reports/login-stats?days=30', {});
      const theirs = await get(`/api/admin/reports/login-stats?days=30&company=${company.slug}`, {
        slug: platform.slug,
        cookie: staffCookie,
      });
      expect(theirs.statusCode).toBe(200);
      expect(theirs.json()).toEqual(mine.json());
      const csv = await get(`/api/admin/reports/export?company=${company.slug}`, {
        slug: platform.slug,
        cookie: staffCookie,
      });
      expect(csv.body).toContain(alice.username);
    }
  });

  it('a regular member gets 403 everywhere and changes nothing', async () => {
    const memberCookie = await signIn(t, company.slug, member.username);
    for (const url of urls) {
      const res = await get(url, { cookie: memberCookie });
      expect(res.statusCode, url).toBe(403);
      expect(res.json()).toEqual({ message: 'Admin access required' });
    }
    const mark = await call(t, {
      method: 'POST',
      url: '/api/admin/mark-usage-reports-viewed',
      slug: company.slug,
      cookie: memberCookie,
    });
    expect(mark.statusCode).toBe(403);
    const [row] = await t.database.db.select().from(users).where(eq(users.id, member.id));
    expect(row.lastViewedUsageReports).toBeNull();
  });

  it('signed out: 401; unknown company: 404 signed out, 403 signed in elsewhere', async () => {
    for (const url of urls) {
      const res = await call(t, { url, slug: company.slug });
      expect(res.statusCode, url).toBe(401);
      const unknown = await call(t, { url, slug: 'no-such-company-here' });
      expect(unknown.statusCode, url).toBe(404);
      const elsewhere = await call(t, { url, slug: 'no-such-company-here', cookie });
      expect(elsewhere.statusCode, url).toBe(403);
    }
  });
});
