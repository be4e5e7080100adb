import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog, users } from '../../../src/server/db/schema.js';
import { adminWorld, expectCall } from '../../support/admin-users-fixtures.js';
import { callAs, callerFor, type Caller } from '../../support/callers.js';
import { createCompany, createUser, platformCompany } from '../../support/factories.js';
import { createTestApp } from '../../support/test-app.js';

/** `PUT /api/admin/users/{id}/role`: promoting a user, taking a role away (audited). */
const t = await createTestApp();

const put = (id: number, role: unknown) => ({
  method: 'PUT' as const,
  url: `/api/admin/users/${id}/role`,
  payload: { role },
});

const roleEntries = (userId: number) =>
  t.database.db
    .select({ action: auditLog.action, changes: auditLog.changes, actor: auditLog.actorUsername })
    .from(auditLog)
    .where(and(eq(auditLog.targetType, 'user'), eq(auditLog.targetId, String(userId))));

const roleOf = async (id: number) =>
  (await t.database.db.select({ role: users.role }).from(users).where(eq(users.id, id)))[0].role;

const usersPage = (caller: Caller) => callAs(t, caller, { url: '/api/admin/users?limit=1' });

describe('PUT /api/admin/users/:id/role', () => {
  it('a company admin promotes a user, who is an admin from their next request', async () => {
    const w = await adminWorld(t);
    const promoted = await callerFor(t, w.a, w.userA);
    expect((await usersPage(promoted)).statusCode).toBe(403);
    const res = await expectCall(t, w.callers['company admin'], put(w.userA.id, 'admin'), 200);
    expect(res.json()).toMatchObject({ id: w.userA.id, username: w.userA.username, role: 'admin' });
    expect((await usersPage(promoted)).statusCode).toBe(200);
    expect(await roleEntries(w.userA.id)).toEqual([
      {
        action: 'user.update',
        changes: { role: { from: 'user', to: 'admin' } },
        actor: w.adminA.username,
      },
    ]);
  });

  it('taking the admin role away ends their admin access at once', async () => {
    const w = await adminWorld(t);
    const demoted = await callerFor(t, w.a, w.secondAdminA);
    expect((await usersPage(demoted)).statusCode).toBe(200);
    await expectCall(t, w.callers['company admin'], put(w.secondAdminA.id, 'user'), 200);
    expect((await usersPage(demoted)).statusCode).toBe(403);
  });

  it("keeps the company's last admin, and nobody changes their own role", async () => {
    const w = await adminWorld(t);
    const res = await expectCall(
      t,
      w.callers['operator staff (admin)'],
      put(w.adminB.id, 'user'),
      409,
    );
    expect(res.json()).toEqual({ message: 'Cannot change the role of the last admin account' });
    const self = await expectCall(t, w.callers['company admin'], put(w.adminA.id, 'user'), 403);
    expect(self.json()).toEqual({ message: 'You cannot change your own role' });
    expect(await roleOf(w.adminB.id)).toBe('admin');
  });

  it('only platform admins give or take the platform admin role', async () => {
    const w = await adminWorld(t);
    const give = await expectCall(
      t,
      w.callers['company admin'],
      put(w.userA.id, 'platform_admin'),
      403,
    );
    expect(give.json()).toEqual({
      message: 'Only platform admins can manage platform admin accounts',
    });
    const platform = await platformCompany(t);
    const other = await createUser(t, platform, 'platform_admin');
    await expectCall(t, w.callers['operator staff (admin)'], put(other.id, 'admin'), 403);
    await expectCall(t, w.callers['platform admin'], put(w.operator.id, 'platform_admin'), 200);
    expect(await roleOf(w.operator.id)).toBe('platform_admin');
    // As at creation, the role belongs to the platform company's users only.
    const elsewhere = await expectCall(
      t,
      w.callers['platform admin'],
      put(w.userA.id, 'platform_admin'),
      400,
    );
    expect(elsewhere.json()).toEqual({
      message: 'Only users of the platform company can be platform admins',
    });
  });

  it("tells another company's admin nothing, refuses members and bad roles", async () => {
    const w = await adminWorld(t);
    const hidden = await expectCall(
      t,
      w.callers["other company's admin"],
      put(w.userA.id, 'admin'),
      404,
    );
    expect(hidden.json()).toEqual({ message: 'User not found' });
    const member = await expectCall(t, w.callers.user, put(w.secondAdminA.id, 'user'), 403);
    expect(member.json()).toEqual({ message: 'Admin access required' });
    await expectCall(t, w.callers['signed out'], put(w.userA.id, 'admin'), 401);
    const bad = await expectCall(t, w.callers['company admin'], put(w.userA.id, 'owner'), 400);
    expect(bad.json()).toMatchObject({ message: 'Role must be user, admin or platform_admin' });
  });

  it('the same role again changes nothing and leaves no audit entry', async () => {
    const company = await createCompany(t);
    const admin = await createUser(t, company, 'admin');
    const user = await createUser(t, company, 'user');
    const caller = await callerFor(t, company, admin);
    const res = await expectCall(t, caller, put(user.id, 'user'), 200);
    expect(res.json().role).toBe('user');
    expect(await roleEntries(user.id)).toEqual([]);
  });
});
