import { describe, expect, it } from 'vitest';
import { requestStats } from '../../../src/server/db/schema.js';
import {
  addActivity,
  addHistory,
  generationEvent,
  createCompany,
  createUser,
  platformCompany,
} from '../../support/factories.js';
import { call, createTestApp, signIn } from '../../support/test-app.js';

/**
 * The operator dashboard API over HTTP: who may call it, and that live figures follow recorded
 * data. Platform-wide totals are compared before and after adding known rows: exact on this
 * file's own database; at least the added amount on a PostgreSQL shared with other files.
 */
const t = await createTestApp();
const shared = t.database.kind === 'postgres';
const DAY = 24 * 60 * 60 * 1000;
const ago = (days: number) => new Date(Date.now() - days * DAY);
const ENDPOINTS = ['stats', 'companies', 'metrics', 'bot-analytics'].map(
  (e) => `/api/platform-admin/${e}`,
);

function expectDelta(after: number, before: number, added: number) {
  if (shared) expect(after - before).toBeGreaterThanOrEqual(added);
  else expect(after - before).toBeCloseTo(added, 6);
}

async function operator() {
  const platform = await platformCompany(t);
  const admin = await createUser(t, platform, 'platform_admin');
  const cookie = await signIn(t, platform.slug, admin.username);
  const get = async <T>(path: string) => {
    const res = await call(t, {
      url: `/api/platform-admin/${path}`,
      slug: platform.slug,
      cookie,
    });
    expect(res.statusCode, path).toBe(200);
    return res.json() as T;
  };
  return { platform, get };
}

describe('who may see the operator dashboard', () => {
  it('a platform admin on the platform tenant gets every endpoint', async () => {
    const { get } = await operator();
    for (const url of ENDPOINTS) await get(url.replace('/api/platform-admin/', ''));
  });

  it('403 for a company admin, an admin of the platform and a platform admin elsewhere', async () => {
    const platform = await platformCompany(t);
    const company = await createCompany(t);
    const companyAdmin = await createUser(t, company, 'admin');
    const platformStaffAdmin = await createUser(t, platform, 'admin');
    const outsider = await createUser(t, company, 'platform_admin');
    const operatorUser = await createUser(t, platform, 'platform_admin');
    const cases: [string, string, string][] = [
      [company.slug, companyAdmin.username, company.slug],
      [platform.slug, platformStaffAdmin.username, platform.slug],
      [company.slug, outsider.username, company.slug],
      // A platform admin signed in on the platform, asking on a company's host.
      [platform.slug, operatorUser.username, company.slug],
    ];
    for (const [signInSlug, username, askSlug] of cases) {
      const cookie = await signIn(t, signInSlug, username);
      for (const url of ENDPOINTS) {
        const res = await call(t, { url, slug: askSlug, cookie });
        expect(res.statusCode, `${username} ${url}`).toBe(403);
        expect(res.json()).toEqual({
          message: 'The operator dashboard is for platform admins on the platform tenant',
        });
      }
    }
  });

  it('a regular user gets 403 and a signed-out visitor 401', async () => {
    const company = await createCompany(t);
    const member = await createUser(t, company, 'user');
    const cookie = await signIn(t, company.slug, member.username);
    const platform = await platformCompany(t);
    for (const url of ENDPOINTS) {
      expect((await call(t, { url, slug: company.slug, cookie })).statusCode).toBe(403);
      expect((await call(t, { url, slug: platform.slug })).statusCode).toBe(401);
    }
  });

  it('the endpoints are documented in the OpenAPI description', async () => {
    const res = await t.app.inject({ url: '/api/openapi.json' });
    const paths = Object.keys((res.json() as { paths: object }).paths);
    for (const url of ENDPOINTS) expect(paths).toContain(url);
    for (const report of [
      'user-stats',
      'activity',
      'content-stats',
      'login-stats',
      'usage-trends',
      'export',
    ]) {
      expect(paths).toContain(`/api/admin/reports/${report}`);
    }
    expect(paths).toContain('/api/admin/mark-usage-reports-viewed');
  });
});

describe('live figures follow recorded data', () => {
  it('stats: new companies, users, content, active companies and revenue', async () => {
    const { get } = await operator();
    type Stats = Record<string, number> & { growthRate: number | null };
    const before = await get<Stats>('stats');
    const fresh = await createCompany(t, { planMonthlyPrice: 25.5 });
    const older = await createCompany(t, { createdAt: ago(45), planMonthlyPrice: 99 });
    const user = await createUser(t, fresh, 'user');
    await createUser(t, older, 'user');
    await addHistory(t, { company: fresh, user }, [
      { assistantType: 'blog', content: 'a' },
      { assistantType: 'website', content: 'b' },
    ]);
    await addActivity(t, fresh, { action: 'login_success', createdAt: ago(1) });
    await addActivity(t, older, { action: 'login_success', createdAt: ago(9) });
    const after = await get<Stats>('stats');
    expectDelta(after.totalCompanies, before.totalCompanies, 2);
    expectDelta(after.newCompaniesLast30Days, before.newCompaniesLast30Days, 1);
    expectDelta(after.newCompaniesPrevious30Days, before.newCompaniesPrevious30Days, 1);
    expectDelta(after.totalUsers, before.totalUsers, 2);
    expectDelta(after.totalContent, before.totalContent, 2);
    expectDelta(after.activeCompanies, before.activeCompanies, 1);
    expectDelta(after.monthlyRevenue, before.monthlyRevenue, 25.5);
    const { newCompaniesLast30Days: last, newCompaniesPrevious30Days: previous } = after;
    expect(after.growthRate).toBe(
      previous > 0 ? Math.round(((last - previous) / previous) * 1000) / 10 : null,
    );
  });

  it('companies: a fresh company row has its exact figures', async () => {
    const { get } = await operator();
    const company = await createCompany(t, {
      planName: 'Growth',
      planMonthlyPrice: 79,
      planGenerationLimit: 3,
    });
    const quiet = await createCompany(t);
    const user = await createUser(t, company, 'user');
    await createUser(t, company, 'admin');
    const lastMonth = new Date(
      Date.UTC(new Date().getUTCFullYear(), new Date().getUTCMonth(), 1) - DAY,
    );
    const recent = new Date(Date.now() - 60_000);
    await addHistory(t, { company, user }, [
      { content: 'a', createdAt: recent },
      { content: 'b', createdAt: lastMonth },
    ]);
    await addActivity(t, company, [
      ...Array(4).fill(generationEvent('blog', recent)),
      generationEvent('blog', lastMonth),
    ]);
    const rows = await get<{ companyId: string }[]>('companies');
    expect(rows.find((r) => r.companyId === company.slug)).toEqual({
      companyName: company.companyName,
      companyId: company.slug,
      userCount: 2,
      monthlyContent: 1,
      lastActivity: recent.toISOString(),
      status: 'Active',
      monthlyUsage: 4,
      usageLimit: 3,
      planName: 'Growth',
      planMonthlyPrice: 79,
      monthlyTokens: 0,
      monthlyModelCost: null,
    });
    expect(rows.find((r) => r.companyId === quiet.slug)).toEqual({
      companyName: quiet.companyName,
      companyId: quiet.slug,
      userCount: 0,
      monthlyContent: 0,
      lastActivity: null,
      status: 'Inactive',
      monthlyUsage: 0,
      usageLimit: null,
      planName: 'Free',
      planMonthlyPrice: 0,
      monthlyTokens: 0,
      monthlyModelCost: null,
    });
    expect(rows.map((r) => r.companyId)).not.toContain('platform-admin');
  });

  it('metrics: request accounting rows count into calls, errors and response time', async () => {
    const { get } = await operator();
    const company = await createCompany(t);
    type Metrics = { apiCalls: number; errorRate: number; avgResponseTime: number };
    await t.app.ctx.accounting.flush();
    const before = await get<Metrics & { storageUsed: number; storageLimit: number }>('metrics');
    expect(before.storageUsed).toBeGreaterThan(0);
    expect(before.storageLimit).toBe(10 * 1024 ** 3);
    await t.database.db.insert(requestStats).values([
      { bucket: ago(2), companyId: company.id, requests: 40, errors: 40, durationMsTotal: 4000 },
      { bucket: ago(40), companyId: company.id, requests: 500, errors: 0, durationMsTotal: 9 },
    ]);
    await t.app.ctx.accounting.flush();
    const after = await get<Metrics>('metrics');
    // The calls in between (this test's own) are counted too: at least the 40 added.
    expect(after.apiCalls - before.apiCalls).toBeGreaterThanOrEqual(40);
    expect(after.apiCalls - before.apiCalls).toBeLessThan(shared ? Infinity : 45);
    const errorsBefore = (before.errorRate / 100) * before.apiCalls;
    const errorsAfter = (after.errorRate / 100) * after.apiCalls;
    expect(errorsAfter - errorsBefore).toBeGreaterThan(shared ? 0 : 39);
  });

  it('bot analytics: a company used within 30 days shows in usage, an idle one is high risk', async () => {
    const { get } = await operator();
    const busy = await createCompany(t);
    const idle = await createCompany(t, { createdAt: ago(90) });
    const fading = await createCompany(t, { createdAt: ago(90) });
    type Analytics = {
      botUsage: { botType: string; count: number; percentage: number }[];
      churnRisk: {
        companyId: string;
        risk: string;
        activityLast30Days: number;
        activityPrevious30Days: number;
      }[];
    };
    const before = await get<Analytics>('bot-analytics');
    const countOf = (a: Analytics, bot: string) =>
      a.botUsage.find((b) => b.botType === bot)?.count ?? 0;
    await addActivity(t, busy, [
      generationEvent('instagram', ago(3)),
      generationEvent('instagram', ago(4)),
      generationEvent('website', ago(29)),
      generationEvent('website', ago(31)),
    ]);
    await addActivity(t, idle, generationEvent('blog', ago(45)));
    await addActivity(t, fading, [
      generationEvent('blog', ago(40)),
      generationEvent('blog', ago(41)),
      generationEvent('blog', ago(10)),
    ]);
    const after = await get<Analytics>('bot-analytics');
    expectDelta(countOf(after, 'instagram'), countOf(before, 'instagram'), 2);
    expectDelta(countOf(after, 'website'), countOf(before, 'website'), 1);
    expectDelta(countOf(after, 'blog'), countOf(before, 'blog'), 1);
    const total = after.botUsage.reduce((s, b) => s + b.count, 0);
    for (const bot of after.botUsage) {
      expect(bot.percentage).toBe(Math.round((bot.count / total) * 1000) / 10);
    }
    const risk = (id: string) => after.churnRisk.find((c) => c.companyId === id);
    expect(risk(busy.slug)).toMatchObject({
      risk: 'low',
      activityLast30Days: 3,
      activityPrevious30Days: 1,
    });
    expect(risk(idle.slug)).toMatchObject({
      risk: 'high',
      activityLast30Days: 0,
      activityPrevious30Days: 1,
    });
    expect(risk(fading.slug)).toMatchObject({
      risk: 'medium',
      activityLast30Days: 1,
      activityPrevious30Days: 2,
    });
  });
});
