import { describe, expect, it } from 'vitest';
import { buildKnownHistory, NO_MODEL_USAGE } from './reports-fixtures.js';
import { addActivity, createCompany, createUser } from '../../support/factories.js';
import { call, createTestApp, signIn } from '../../support/test-app.js';

/**
 * Every figure of every report endpoint, asserted against a known history (reports-fixtures.ts):
 * chosen timestamps across users, assistants and days in a fresh company.
 */
const t = await createTestApp();
const h = await buildKnownHistory(t);
const { at, dateOf, now, get, admin, alice, bob, carol, member, adminLastLogin } = h;

describe('usage report figures from a known history', () => {
  it('login-stats counts successful and failed sign-ins and unique users per range', async () => {
    const expected = {
      7: { successfulLogins: 3, failedLogins: 2, uniqueUsers: 2 },
      30: { successfulLogins: 5, failedLogins: 2, uniqueUsers: 3 },
      90: { successfulLogins: 6, failedLogins: 3, uniqueUsers: 3 },
    };
    for (const [days, figures] of Object.entries(expected)) {
      const res = await get(`/api/admin/reports/login-stats?days=${days}`);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual(figures);
    }
    const byDefault = await get('/api/admin/reports/login-stats');
    expect(byDefault.json()).toEqual(expected[30]);
  });

  it('content-stats gives the total, by assistant type and by user, largest first', async () => {
    const res7 = await get('/api/admin/reports/content-stats?days=7');
    expect(res7.json()).toEqual({
      modelUsage: NO_MODEL_USAGE,
      totalGenerations: 3,
      knowledgeGenerations: 0,
      byAssistantType: [{ assistantType: 'blog', count: 3 }],
      byUser: [
        { username: alice.username, count: 2 },
        { username: bob.username, count: 1 },
      ],
    });
    const res30 = await get('/api/admin/reports/content-stats?days=30');
    expect(res30.json()).toEqual({
      modelUsage: NO_MODEL_USAGE,
      totalGenerations: 5,
      knowledgeGenerations: 0,
      byAssistantType: [
        { assistantType: 'blog', count: 3 },
        { assistantType: 'facebook', count: 1 },
        { assistantType: 'newsletter', count: 1 },
      ],
      byUser: [
        { username: alice.username, count: 3 },
        { username: bob.username, count: 2 },
      ],
    });
    const res90 = await get('/api/admin/reports/content-stats?days=90');
    expect(res90.json()).toEqual({
      modelUsage: NO_MODEL_USAGE,
      totalGenerations: 6,
      knowledgeGenerations: 0,
      byAssistantType: [
        { assistantType: 'blog', count: 3 },
        { assistantType: 'facebook', count: 1 },
        { assistantType: 'linkedin2', count: 1 },
        { assistantType: 'newsletter', count: 1 },
      ],
      byUser: [
        { username: alice.username, count: 4 },
        { username: bob.username, count: 2 },
      ],
    });
  });

  it('user-stats lists every user of the company with range figures, newest first', async () => {
    const res = await get('/api/admin/reports/user-stats?days=30');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([
      {
        id: alice.id,
        username: alice.username,
        role: 'user',
        isNewUser: true,
        createdAt: alice.createdAt.toISOString(),
        totalLogins: 3,
        totalGenerations: 3,
        lastLogin: at(2).toISOString(),
      },
      {
        id: bob.id,
        username: bob.username,
        role: 'user',
        isNewUser: false,
        createdAt: bob.createdAt.toISOString(),
        totalLogins: 1,
        totalGenerations: 2,
        lastLogin: at(25).toISOString(),
      },
      {
        id: admin.id,
        username: admin.username,
        role: 'admin',
        isNewUser: false,
        createdAt: admin.createdAt.toISOString(),
        totalLogins: 1,
        totalGenerations: 0,
        lastLogin: adminLastLogin,
      },
      {
        id: carol.id,
        username: carol.username,
        role: 'user',
        isNewUser: false,
        createdAt: carol.createdAt.toISOString(),
        totalLogins: 0,
        totalGenerations: 0,
        lastLogin: null,
      },
      {
        id: member.id,
        username: member.username,
        role: 'user',
        isNewUser: false,
        createdAt: member.createdAt.toISOString(),
        totalLogins: 0,
        totalGenerations: 0,
        lastLogin: null,
      },
    ]);
    const week = (await get('/api/admin/reports/user-stats?days=7')).json() as {
      username: string;
      totalLogins: number;
      totalGenerations: number;
    }[];
    expect(week.map((u) => [u.username, u.totalLogins, u.totalGenerations])).toEqual([
      [alice.username, 2, 2],
      [bob.username, 0, 1],
      [admin.username, 1, 0],
      [carol.username, 0, 0],
      [member.username, 0, 0],
    ]);
    const quarter = (await get('/api/admin/reports/user-stats?days=90')).json() as {
      totalLogins: number;
      totalGenerations: number;
    }[];
    expect(quarter.map((u) => [u.totalLogins, u.totalGenerations])).toEqual([
      [4, 4],
      [1, 2],
      [1, 0],
      [0, 0],
      [0, 0],
    ]);
  });

  it('usage-trends has one row per day of the range, zero days included', async () => {
    const res = await get('/api/admin/reports/usage-trends?days=7');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([
      { date: dateOf(6), logins: 0, generations: 0 },
      { date: dateOf(5), logins: 0, generations: 1 },
      { date: dateOf(4), logins: 0, generations: 0 },
      { date: dateOf(3), logins: 0, generations: 0 },
      { date: dateOf(2), logins: 1, generations: 1 },
      { date: dateOf(1), logins: 0, generations: 0 },
      { date: dateOf(0), logins: 2, generations: 1 },
    ]);
    for (const days of [30, 90]) {
      const rows = (await get(`/api/admin/reports/usage-trends?days=${days}`)).json() as {
        date: string;
        logins: number;
        generations: number;
      }[];
      expect(rows).toHaveLength(days);
      expect(rows[0].date).toBe(dateOf(days - 1));
      expect(rows.at(-1)!.date).toBe(dateOf(0));
      const busy = rows.filter((r) => r.logins + r.generations > 0);
      const expected: [number, number, number][] =
        days === 30
          ? [
              [25, 1, 1],
              [10, 1, 1],
              [5, 0, 1],
              [2, 1, 1],
              [0, 2, 1],
            ]
          : [
              [40, 1, 1],
              [25, 1, 1],
              [10, 1, 1],
              [5, 0, 1],
              [2, 1, 1],
              [0, 2, 1],
            ];
      expect(busy).toEqual(
        expected.map(([k, logins, generations]) => ({ date: dateOf(k), logins, generations })),
      );
    }
  });

  it('activity lists the latest events newest first, Anonymous for unknown users', async () => {
    const res = await get('/api/admin/reports/activity?limit=100');
    expect(res.statusCode).toBe(200);
    const events = res.json() as {
      id: number;
      timestamp: string;
      username: string;
      action: string;
      details: Record<string, unknown>;
    }[];
    expect(events.map((e) => [e.username, e.action, e.details])).toEqual([
      [admin.username, 'login_success', { method: 'password' }],
      [alice.username, 'content_generation', { assistantType: 'blog' }],
      [alice.username, 'login_success', {}],
      ['Anonymous', 'login_failed', { reason: 'unknown_user' }],
      [alice.username, 'content_generation', { assistantType: 'blog' }],
      [alice.username, 'login_failed', { reason: 'invalid_password' }],
      [alice.username, 'login_success', {}],
      [alice.username, 'password_change', {}],
      [bob.username, 'memory_cleared', { sessionId: 'session_x' }],
      [bob.username, 'content_generation', { assistantType: 'blog' }],
      [alice.username, 'content_generation', { assistantType: 'facebook' }],
      [alice.username, 'login_success', {}],
      [bob.username, 'content_generation', { assistantType: 'newsletter' }],
      [bob.username, 'login_success', {}],
      [alice.username, 'content_generation', { assistantType: 'linkedin2' }],
      [alice.username, 'login_success', {}],
      ['Anonymous', 'login_failed', { reason: 'unknown_user' }],
    ]);
    expect(events[1].timestamp).toBe(at(0, 2).toISOString());
    const three = (await get('/api/admin/reports/activity?limit=3')).json() as { id: number }[];
    expect(three.map((e) => e.id)).toEqual(events.slice(0, 3).map((e) => e.id));
    const byDefault = (await get('/api/admin/reports/activity')).json() as unknown[];
    expect(byDefault).toHaveLength(events.length);
  });

  it('the activity feed stops at 100 events', async () => {
    const busy = await createCompany(t);
    const busyAdmin = await createUser(t, busy, 'admin');
    await addActivity(
      t,
      busy,
      Array.from({ length: 120 }, (_, i) => ({
        action: 'login_failed',
        details: { reason: 'unknown_user' },
        createdAt: new Date(now.getTime() - (i + 10) * 60_000),
      })),
    );
    const busyCookie = await signIn(t, busy.slug, busyAdmin.username);
    const res = await call(t, {
      url: '/api/admin/reports/activity',
      slug: busy.slug,
      cookie: busyCookie,
    });
    expect(res.json()).toHaveLength(100);
  });
});
