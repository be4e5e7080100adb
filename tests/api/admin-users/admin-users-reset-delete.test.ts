import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { activityEvents, users } from '../../../src/server/db/schema.js';
import { createCompany, createUser, platformCompany } from '../../support/factories.js';
import { call, createTestApp, PASSWORD, signIn } from '../../support/test-app.js';
import {
  adminHelpers,
  expectCall,
  expectNoSecrets,
  NEW_PASSWORD,
  post,
  snapshot,
} from '../../support/admin-users-fixtures.js';

const t = await createTestApp();
const { companyWithAdmin } = adminHelpers(t);

describe('POST /api/admin/users/:id/reset-password', () => {
  it("sets a temporary password, forces the change and ends the user's sessions", async () => {
    const { company, admin, caller } = await companyWithAdmin();
    const target = await createUser(t, company, 'user');
    const targetCookie = await signIn(t, company.slug, target.username);
    const res = await expectCall(
      t,
      caller,
      post(`/api/admin/users/${target.id}/reset-password`, { newPassword: NEW_PASSWORD }),
      200,
    );
    expect(res.json()).toEqual({ success: true });
    expectNoSecrets(res.body, NEW_PASSWORD);
    const me = await call(t, {
      url: '/api/auth/me',
      slug: company.slug,
      cookie: targetCookie,
    });
    expect(me.statusCode).toBe(401);
    // The old password no longer works; the new one does, with the forced change.
    const old = await call(t, {
      method: 'POST',
      url: '/api/auth/login',
      slug: company.slug,
      payload: { username: target.username, password: PASSWORD },
    });
    expect(old.statusCode).toBe(401);
    const cookie = await signIn(t, company.slug, target.username, NEW_PASSWORD);
    const after = await call(t, { url: '/api/auth/me', slug: company.slug, cookie });
    expect(after.json().mustChangePassword).toBe(true);
    // The admin's own session is untouched.
    expect((await call(t, { url: '/api/auth/me', ...caller })).statusCode).toBe(200);
    await t.app.ctx.activity.flush();
    const events = await t.database.db
      .select()
      .from(activityEvents)
      .where(eq(activityEvents.companyId, company.id));
    expect(events.find((e) => e.action === 'password_reset')).toMatchObject({
      username: admin.username,
      details: { targetUsername: target.username },
    });
    expect(JSON.stringify(events)).not.toContain(NEW_PASSWORD);
  });

  it.each([
    [{ newPassword: '' }, 'Please enter a new password'],
    [{}, 'Please enter a new password'],
    [undefined, 'Please enter a new password'],
    [{ newPassword: 'weak' }, 'Password must be at least 12 characters long'],
    [{ newPassword: 'nouppercase-12' }, 'Password must contain at least one uppercase letter'],
  ])('%j → 400 "%s", nothing changes', async (payload, message) => {
    const { company, caller } = await companyWithAdmin();
    const target = await createUser(t, company, 'user');
    await signIn(t, company.slug, target.username);
    const res = await expectCall(
      t,
      caller,
      post(`/api/admin/users/${target.id}/reset-password`, payload),
      400,
    );
    expect(res.json().message).toBe(message);
  });
});

describe('DELETE /api/admin/users/:id', () => {
  it('deletes a user, ends their sessions and records the event', async () => {
    const { company, admin, caller } = await companyWithAdmin();
    const target = await createUser(t, company, 'admin');
    const targetCookie = await signIn(t, company.slug, target.username);
    const res = await expectCall(
      t,
      caller,
      { method: 'DELETE', url: `/api/admin/users/${target.id}` },
      200,
    );
    expect(res.json()).toEqual({ success: true });
    const rows = await t.database.db.select().from(users).where(eq(users.id, target.id));
    expect(rows).toEqual([]);
    const me = await call(t, {
      url: '/api/auth/me',
      slug: company.slug,
      cookie: targetCookie,
    });
    expect(me.statusCode).toBe(401);
    await t.app.ctx.activity.flush();
    const events = await t.database.db
      .select()
      .from(activityEvents)
      .where(eq(activityEvents.companyId, company.id));
    expect(events.find((e) => e.action === 'user_deleted')).toMatchObject({
      username: admin.username,
      details: { role: 'admin', targetUsername: target.username },
    });
  });

  it('keeps the last admin of a company: "Cannot delete the last admin account"', async () => {
    const platform = await platformCompany(t);
    const operator = await createUser(t, platform, 'admin');
    const caller = {
      slug: platform.slug,
      cookie: await signIn(t, platform.slug, operator.username),
    };
    const company = await createCompany(t);
    const onlyAdmin = await createUser(t, company, 'admin');
    const member = await createUser(t, company, 'user');
    const res = await expectCall(
      t,
      caller,
      { method: 'DELETE', url: `/api/admin/users/${onlyAdmin.id}` },
      409,
    );
    expect(res.json()).toEqual({ message: 'Cannot delete the last admin account' });
    // Regular users can go; with a second admin, the first one can go too.
    await expectCall(t, caller, { method: 'DELETE', url: `/api/admin/users/${member.id}` }, 200);
    await createUser(t, company, 'admin');
    await expectCall(t, caller, { method: 'DELETE', url: `/api/admin/users/${onlyAdmin.id}` }, 200);
  });

  it('refuses your own row with a clear message', async () => {
    const { admin, caller } = await companyWithAdmin();
    const res = await expectCall(
      t,
      caller,
      { method: 'DELETE', url: `/api/admin/users/${admin.id}` },
      403,
    );
    expect(res.json().message).toBe('You cannot delete your own account');
    const before = await snapshot(t);
    expect(before.users.some((u) => u.id === admin.id)).toBe(true);
  });
});
