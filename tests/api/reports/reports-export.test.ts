import { describe, expect, it } from 'vitest';
import { buildKnownHistory } from './reports-fixtures.js';
import { createCompany, createUser } from '../../support/factories.js';
import { call, createTestApp, signIn } from '../../support/test-app.js';

/** GET /api/admin/reports/export: the dated CSV, one row per user, formula-safe. */
const t = await createTestApp();
const { at, get, admin, alice, bob, carol, member, adminLastLogin } = await buildKnownHistory(t);

describe('usage report export', () => {
  it('export downloads a dated CSV with one row per user', async () => {
    const res = await get('/api/admin/reports/export?days=30');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    const today = new Date().toISOString().slice(0, 10);
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="usage-report-${today}.csv"`,
    );
    expect(res.body.split('\r\n')).toEqual([
      'Username,Role,New User,Created At,Total Logins,Total Generations,Last Login',
      `${alice.username},user,Yes,${alice.createdAt.toISOString()},3,3,${at(2).toISOString()}`,
      `${bob.username},user,No,${bob.createdAt.toISOString()},1,2,${at(25).toISOString()}`,
      `${admin.username},admin,No,${admin.createdAt.toISOString()},1,0,${adminLastLogin}`,
      `${carol.username},user,No,${carol.createdAt.toISOString()},0,0,Never`,
      `${member.username},user,No,${member.createdAt.toISOString()},0,0,Never`,
    ]);
    const week = await get('/api/admin/reports/export?days=7');
    expect(week.body.split('\r\n')[1]).toContain(',Yes,');
    expect(week.body.split('\r\n')[1].split(',').slice(4, 6)).toEqual(['2', '2']);
  });

  it('export keeps spreadsheet formulas out of the CSV', async () => {
    const risky = await createCompany(t);
    const riskyAdmin = await createUser(t, risky, 'admin');
    await createUser(t, risky, 'user', { username: `=HYPERLINK("x",${risky.id})` });
    const riskyCookie = await signIn(t, risky.slug, riskyAdmin.username);
    const res = await call(t, {
      url: '/api/admin/reports/export',
      slug: risky.slug,
      cookie: riskyCookie,
    });
    const lines = res.body.split('\r\n');
    expect(lines).toHaveLength(3);
    expect(lines[1].startsWith(`"'=HYPERLINK(""x"",${risky.id})",user,Yes,`)).toBe(true);
  });
});
