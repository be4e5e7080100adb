import { randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { erasedUserLabel } from '../../../src/core/api/erasure.js';
import {
  activityEvents,
  auditLog,
  historyItems,
  presets,
  sessions,
  users,
} from '../../../src/server/db/schema.js';
import { adminHelpers, expectCall, post } from '../../support/admin-users-fixtures.js';
import { callerFor } from '../../support/callers.js';
import { addHistory, createUser, platformCompany } from '../../support/factories.js';
import { call, createTestApp, PASSWORD } from '../../support/test-app.js';

const t = await createTestApp();
const { companyWithAdmin } = adminHelpers(t);
const db = t.database.db;

const eraseUser = (id: number) => ({
  method: 'DELETE' as const,
  url: `/api/admin/users/${id}?erase=true`,
});

/**
 * A company where the user to erase left traces: created through the API with an email (audit
 * and activity name them), signed in, acted as an admin (audited as actor), had their password
 * reset (activity names them as target), and kept history and a preset.
 */
async function companyWithTraces() {
  const { company, admin, caller } = await companyWithAdmin();
  const username = `doomed-${randomBytes(4).toString('hex')}`;
  const email = `${username}@example.com`;
  const created = await expectCall(
    t,
    caller,
    post('/api/admin/users', { username, password: PASSWORD, email, role: 'admin' }),
    201,
  );
  const target = { id: created.json().id as number, username };
  // As if they had chosen their own password at first sign-in.
  await db.update(users).set({ mustChangePassword: false }).where(eq(users.id, target.id));
  const targetCaller = await callerFor(t, company, target);
  const madeName = `made-${randomBytes(4).toString('hex')}`;
  const made = await expectCall(
    t,
    targetCaller,
    post('/api/admin/users', { username: madeName, password: PASSWORD }),
    201,
  );
  await expectCall(
    t,
    caller,
    post(`/api/admin/users/${target.id}/reset-password`, { newPassword: 'Fresh-Temporary-Pass-7' }),
    200,
  );
  await addHistory(t, { company, user: target }, [{ content: 'theirs' }, { content: 'theirs 2' }]);
  await addHistory(t, { company, user: admin }, { content: 'the admin’s' });
  await db.insert(presets).values({
    companyId: company.id,
    userId: target.id,
    assistantType: 'blog',
    name: 'Their preset',
    formData: {},
  });
  await t.app.ctx.activity.flush();
  return {
    company,
    admin,
    caller,
    target,
    email,
    targetCaller,
    madeName,
    madeId: made.json().id as number,
  };
}

describe('DELETE /api/admin/users/:id?erase=true', () => {
  it('deletes the user with their content and replaces their name in the logs', async () => {
    const w = await companyWithTraces();
    const label = erasedUserLabel(w.target.id);
    await expectCall(t, w.caller, eraseUser(w.target.id), 200);

    expect(await db.select().from(users).where(eq(users.id, w.target.id))).toEqual([]);
    expect(await db.select().from(sessions).where(eq(sessions.userId, w.target.id))).toEqual([]);
    expect(
      (await call(t, { url: '/api/auth/me', ...w.targetCaller })).statusCode,
      'their session ends at once',
    ).toBe(401);
    const items = await db
      .select()
      .from(historyItems)
      .where(eq(historyItems.companyId, w.company.id));
    expect(items.map((i) => i.content)).toEqual(['the admin’s']);
    expect(await db.select().from(presets).where(eq(presets.userId, w.target.id))).toEqual([]);
    // Other users are untouched.
    expect(await db.select().from(users).where(eq(users.id, w.madeId))).toHaveLength(1);
    expect(await db.select().from(users).where(eq(users.id, w.admin.id))).toHaveLength(1);

    await t.app.ctx.activity.flush();
    const events = await db
      .select()
      .from(activityEvents)
      .where(eq(activityEvents.companyId, w.company.id));
    const audit = await db.select().from(auditLog).where(eq(auditLog.companyId, w.company.id));
    // Nowhere in the company's activity or audit log is their name or address left.
    for (const text of [JSON.stringify(events), JSON.stringify(audit)]) {
      expect(text).not.toContain(w.target.username);
      expect(text).not.toContain(w.email);
    }
    // Their own sign-in, kept with the new name; the reset that named them as its target.
    expect(events.find((e) => e.action === 'login_success' && e.username === label)).toBeDefined();
    expect(events.find((e) => e.action === 'password_reset')).toMatchObject({
      username: w.admin.username,
      details: { targetUsername: label },
    });
    expect(
      audit.find((a) => a.action === 'user.create' && a.actorUsername === label),
    ).toMatchObject({
      targetLabel: w.madeName,
    });
    expect(
      audit.find((a) => a.action === 'user.create' && a.targetId === String(w.target.id)),
    ).toMatchObject({
      targetLabel: label,
      changes: { email: { from: null, to: 'erased' }, role: { from: null, to: 'admin' } },
    });
    expect(audit.find((a) => a.action === 'user.erase')).toMatchObject({
      actorUsername: w.admin.username,
      targetType: 'user',
      targetId: String(w.target.id),
      targetLabel: label,
      changes: {
        role: { from: 'admin', to: null },
        rows: { from: { history_items: 2, presets: 1 }, to: null },
      },
    });
  });

  it("leaves another company's rows alone", async () => {
    const w = await companyWithTraces();
    const other = await companyWithTraces();
    const before = await db
      .select()
      .from(activityEvents)
      .where(eq(activityEvents.companyId, other.company.id));
    await expectCall(t, w.caller, eraseUser(w.target.id), 200);
    const after = await db
      .select()
      .from(activityEvents)
      .where(eq(activityEvents.companyId, other.company.id));
    expect(after).toEqual(before);
  });
});

describe('the rules of a plain delete hold', () => {
  it('not yourself → 403', async () => {
    const { admin, caller } = await companyWithAdmin();
    const res = await expectCall(t, caller, eraseUser(admin.id), 403);
    expect(res.json().message).toBe('You cannot delete your own account');
  });

  it('never the last admin → 409, nothing changed', async () => {
    const platform = await platformCompany(t);
    const operator = await callerFor(t, platform, await createUser(t, platform, 'admin'));
    const { admin } = await companyWithAdmin();
    const res = await expectCall(t, operator, eraseUser(admin.id), 409);
    expect(res.json().message).toBe('Cannot delete the last admin account');
  });

  it("another company's admin → 404; a user → 403", async () => {
    const a = await companyWithTraces();
    const b = await companyWithAdmin();
    await expectCall(t, b.caller, eraseUser(a.target.id), 404);
    const plain = await createUser(t, a.company, 'user');
    const plainCaller = await callerFor(t, a.company, plain);
    await expectCall(t, plainCaller, eraseUser(a.target.id), 403);
    const still = await db
      .select()
      .from(activityEvents)
      .where(
        and(eq(activityEvents.companyId, a.company.id), eq(activityEvents.userId, a.target.id)),
      );
    expect(still.every((e) => e.username === a.target.username)).toBe(true);
  });
});
