import { describe, expect, it } from 'vitest';
import { createUser } from '../../support/factories.js';
import { createTestApp } from '../../support/test-app.js';
import {
  adminWorld,
  expectCall,
  NEW_PASSWORD,
  type CallerName,
} from '../../support/admin-users-fixtures.js';

const t = await createTestApp();
const w = await adminWorld(t);

/** Expected status per caller; the target is always a user of company A. */
type Table = [CallerName, number][];

describe('GET /api/admin/users', () => {
  const table: Table = [
    ['signed out', 401],
    ['user', 403],
    ['company admin', 200],
    ["other company's admin", 200],
    ['operator staff (admin)', 200],
    ['platform admin', 200],
  ];
  it.each(table)('%s → %i', async (who, status) => {
    const res = await expectCall(
      t,
      w.callers[who],
      { method: 'GET', url: '/api/admin/users' },
      status,
    );
    if (status !== 200) return;
    const names = (res.json() as { username: string }[]).map((u) => u.username);
    const seesA = who === 'company admin' || who.startsWith('operator') || who === 'platform admin';
    expect(names.includes(w.userA.username)).toBe(seesA);
    // Another company's admin sees only their own company.
    expect(names.includes(w.adminB.username)).toBe(who !== 'company admin');
  });

  it("a company admin's session does not count on another company's host", async () => {
    const caller = { ...w.callers['company admin'], slug: w.b.slug };
    await expectCall(t, caller, { method: 'GET', url: '/api/admin/users' }, 403);
  });
});

describe('POST /api/admin/users', () => {
  let n = 0;
  const body = (extra: Record<string, unknown> = {}) => ({
    username: `new-${Date.now().toString(36)}-${n++}`,
    password: NEW_PASSWORD,
    role: 'user',
    ...extra,
  });
  const table: [CallerName, Record<string, unknown>, number][] = [
    ['signed out', {}, 401],
    ['user', {}, 403],
    ['company admin', {}, 201],
    ['company admin', { role: 'admin' }, 201],
    ['company admin', { role: 'platform_admin' }, 403],
    ['company admin', { companyId: 'B' }, 403],
    ["other company's admin", { companyId: 'A' }, 403],
    ['operator staff (admin)', { companyId: 'A' }, 403],
    ['operator staff (admin)', { role: 'platform_admin' }, 403],
    ['operator staff (admin)', {}, 201],
    ['platform admin', { companyId: 'A' }, 201],
    ['platform admin', { companyId: 'A', role: 'admin' }, 201],
    ['platform admin', { role: 'platform_admin' }, 201],
    ['platform admin', { companyId: 'no-such-company' }, 404],
  ];
  it.each(table)('%s with %j → %i', async (who, extra, status) => {
    const slugs: Record<string, string> = { A: w.a.slug, B: w.b.slug };
    const companyId = typeof extra.companyId === 'string' ? extra.companyId : undefined;
    const payload = body({
      ...extra,
      ...(companyId ? { companyId: slugs[companyId] ?? companyId } : {}),
    });
    const res = await expectCall(
      t,
      w.callers[who],
      { method: 'POST', url: '/api/admin/users', payload },
      status,
    );
    if (status !== 201) return;
    const created = res.json();
    const expectedCompany = companyId
      ? slugs[companyId]
      : who === 'company admin'
        ? w.a.slug
        : w.platform.slug;
    expect(created).toMatchObject({
      username: payload.username,
      role: payload.role,
      companyId: expectedCompany,
      mustChangePassword: true,
      isNewUser: true,
      lastLogin: null,
    });
  });
});

describe('DELETE /api/admin/users/:id and POST /api/admin/users/:id/reset-password', () => {
  const table: Table = [
    ['signed out', 401],
    ['user', 403],
    ['company admin', 200],
    ["other company's admin", 404],
    ['operator staff (admin)', 200],
    ['platform admin', 200],
  ];
  for (const action of ['delete', 'reset-password'] as const) {
    it.each(table)(`${action} a company A user as %s → %i`, async (who, status) => {
      const target = await createUser(t, w.a, 'user');
      const request =
        action === 'delete'
          ? { method: 'DELETE' as const, url: `/api/admin/users/${target.id}` }
          : {
              method: 'POST' as const,
              url: `/api/admin/users/${target.id}/reset-password`,
              payload: { newPassword: NEW_PASSWORD },
            };
      await expectCall(t, w.callers[who], request, status);
    });
  }

  it.each([
    ['company admin', 'adminA', 403],
    ['operator staff (admin)', 'operator', 403],
    ['platform admin', 'platformAdmin', 403],
  ] as const)('%s acting on their own row → %i', async (who, self, status) => {
    const id = w[self].id;
    await expectCall(
      t,
      w.callers[who],
      { method: 'DELETE', url: `/api/admin/users/${id}` },
      status,
    );
    await expectCall(
      t,
      w.callers[who],
      {
        method: 'POST',
        url: `/api/admin/users/${id}/reset-password`,
        payload: { newPassword: NEW_PASSWORD },
      },
      status,
    );
  });

  it('only platform admins act on platform admin accounts', async () => {
    const target = await createUser(t, w.platform, 'platform_admin');
    const url = `/api/admin/users/${target.id}/reset-password`;
    const payload = { newPassword: NEW_PASSWORD };
    const op = w.callers['operator staff (admin)'];
    const res = await expectCall(t, op, { method: 'POST', url, payload }, 403);
    expect(res.json().message).toBe('Only platform admins can manage platform admin accounts');
    await expectCall(t, op, { method: 'DELETE', url: `/api/admin/users/${target.id}` }, 403);
    await expectCall(t, w.callers['platform admin'], { method: 'POST', url, payload }, 200);
  });

  it('an unknown id answers 404, a malformed one 400', async () => {
    const admin = w.callers['company admin'];
    await expectCall(t, admin, { method: 'DELETE', url: '/api/admin/users/99999999' }, 404);
    const bad = await expectCall(t, admin, { method: 'DELETE', url: '/api/admin/users/abc' }, 400);
    expect(bad.json().message).toBe('The id must be a positive whole number');
  });
});
