import { afterAll, describe, expect, it } from 'vitest';
import { getAssistantAnalytics } from '../../../src/server/services/platform/assistant-analytics.js';
import { listCompanyPerformance } from '../../../src/server/services/platform/company-performance.js';
import {
  getPlatformMetrics,
  STORAGE_LIMIT_BYTES,
} from '../../../src/server/services/platform/platform-metrics.js';
import { getPlatformStats } from '../../../src/server/services/platform/platform-stats.js';
import { seedPlatformHistory } from './platform-fixtures.js';
import { createTestApp } from '../../support/test-app.js';

/**
 * The operator dashboard's figures from a known history (platform-fixtures.ts), computed as of
 * the pinned moment, so every figure is exact on any database.
 */
const t = await createTestApp();
const db = t.database.db;
const { NOW, ago, made, cleanup } = await seedPlatformHistory(t);
afterAll(cleanup);

describe(`operator dashboard figures (as of ${NOW.toISOString()})`, () => {
  it('stats: companies, growth, users, content, active companies and revenue', async () => {
    expect(await getPlatformStats(db, { now: NOW })).toEqual({
      totalCompanies: 6,
      // Created in the last 30 days: Gamma, Delta, Zeta (3); the 30 before: Beta, Epsilon (2).
      growthRate: 50,
      newCompaniesLast30Days: 3,
      newCompaniesPrevious30Days: 2,
      totalUsers: 8,
      totalContent: 6,
      // Activity within 7 days: Alpha, Gamma, Zeta.
      activeCompanies: 3,
      monthlyRevenue: 160.49,
    });
  });

  it('companies: users, monthly content and usage against the plan, status', async () => {
    const rows = await listCompanyPerformance(db, { now: NOW });
    const row = (key: string, values: object) => ({
      companyName: made[key].companyName,
      companyId: made[key].slug,
      monthlyTokens: 0,
      monthlyModelCost: null,
      ...values,
    });
    expect(rows).toEqual([
      row('Alpha', {
        userCount: 3,
        monthlyContent: 2,
        lastActivity: ago(1).toISOString(),
        status: 'Active',
        monthlyUsage: 2,
        usageLimit: 100,
        planName: 'Pro',
        planMonthlyPrice: 49.99,
      }),
      row('Beta', {
        userCount: 1,
        monthlyContent: 0,
        lastActivity: ago(35).toISOString(),
        status: 'Inactive',
        monthlyUsage: 0,
        usageLimit: null,
        planName: 'Starter',
        planMonthlyPrice: 20,
      }),
      row('Delta', {
        userCount: 0,
        monthlyContent: 0,
        lastActivity: null,
        status: 'Inactive',
        monthlyUsage: 0,
        usageLimit: 10,
        planName: 'Free',
        planMonthlyPrice: 0,
      }),
      row('Epsilon', {
        userCount: 1,
        monthlyContent: 0,
        lastActivity: ago(8).toISOString(),
        status: 'Inactive',
        monthlyUsage: 0,
        usageLimit: null,
        planName: 'Starter',
        planMonthlyPrice: 30,
      }),
      row('Gamma', {
        userCount: 2,
        monthlyContent: 3,
        lastActivity: ago(6, 5).toISOString(),
        status: 'Active',
        monthlyUsage: 6,
        usageLimit: 5,
        planName: 'Business',
        planMonthlyPrice: 100,
      }),
      row('Zeta', {
        userCount: 1,
        monthlyContent: 0,
        lastActivity: ago(1 / 24).toISOString(),
        status: 'Active',
        monthlyUsage: 0,
        usageLimit: 50,
        planName: 'Basic',
        planMonthlyPrice: 10.5,
      }),
    ]);
  });

  it('metrics: API calls, error rate and mean response time over 30 days, storage', async () => {
    const metrics = await getPlatformMetrics(db, { now: NOW });
    expect(metrics).toEqual({
      apiCalls: 150,
      errorRate: 3.3,
      avgResponseTime: 56.7,
      windowDays: 30,
      windowStart: ago(30).toISOString(),
      storageUsed: expect.any(Number) as number,
      storageLimit: 10 * 1024 ** 3,
    });
    expect(metrics.storageUsed).toBeGreaterThan(1024 * 1024);
    expect(STORAGE_LIMIT_BYTES).toBe(10_737_418_240);
  });

  it('bot analytics: usage shares over 30 days and churn risk per company', async () => {
    const analytics = await getAssistantAnalytics(db, { now: NOW });
    expect(analytics.windowDays).toBe(30);
    expect(analytics.botUsage).toEqual([
      { botType: 'website', count: 6, percentage: 66.7 },
      { botType: 'blog', count: 2, percentage: 22.2 },
      { botType: 'facebook', count: 1, percentage: 11.1 },
    ]);
    const risk = (key: string, level: string, last: number, previous: number) => ({
      companyId: made[key].slug,
      companyName: made[key].companyName,
      risk: level,
      activityLast30Days: last,
      activityPrevious30Days: previous,
    });
    expect(analytics.churnRisk).toEqual([
      risk('Beta', 'high', 0, 2),
      risk('Delta', 'high', 0, 0),
      risk('Epsilon', 'medium', 1, 4),
      risk('Alpha', 'low', 4, 2),
      risk('Gamma', 'low', 6, 0),
      risk('Zeta', 'low', 1, 0),
    ]);
  });

  it('with no history at all every figure is zero, growth has no base', async () => {
    const before = new Date('1920-01-01T00:00:00Z');
    expect(await getPlatformStats(db, { now: before })).toEqual({
      totalCompanies: 0,
      growthRate: null,
      newCompaniesLast30Days: 0,
      newCompaniesPrevious30Days: 0,
      totalUsers: 0,
      totalContent: 0,
      activeCompanies: 0,
      monthlyRevenue: 0,
    });
    expect(await listCompanyPerformance(db, { now: before })).toEqual([]);
    const metrics = await getPlatformMetrics(db, { now: before });
    expect([metrics.apiCalls, metrics.errorRate, metrics.avgResponseTime]).toEqual([0, 0, 0]);
    expect(await getAssistantAnalytics(db, { now: before })).toEqual({
      windowDays: 30,
      botUsage: [],
      churnRisk: [],
    });
  });
});
