import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { activityEvents, recoveryCodes, users } from '../../../src/server/db/schema.js';
import { callAs } from '../../support/callers.js';
import { adminWorld, expectCall, post } from '../../support/admin-users-fixtures.js';
import { createCompany, createUser } from '../../support/factories.js';
import { call, createTestApp, signIn } from '../../support/test-app.js';
import {
  awayFromStepEdge,
  codeAt,
  codeStep,
  freshIp,
  passwordStep,
  withTwoFactor,
} from '../../support/two-factor.js';

const t = await createTestApp();

const SET_UP_FIRST =
  'Your company requires two-factor authentication for admins. Set it up before continuing.';

describe('Require two-factor for admins', () => {
  it('is a company setting admins save and read', async () => {
    const company = await createCompany(t);
    const admin = await createUser(t, company, 'admin');
    const cookie = await signIn(t, company.slug, admin.username);
    const read = await call(t, { url: '/api/admin/company-settings', slug: company.slug, cookie });
    expect(read.json().requireTwoFactorForAdmins).toBe(false);
    const bad = await call(t, {
      method: 'POST',
      url: '/api/admin/company-settings',
      slug: company.slug,
      cookie,
      payload: { companyName: 'X', companyId: company.slug, requireTwoFactorForAdmins: 'yes' },
    });
    expect(bad.statusCode).toBe(400);
    const saved = await call(t, {
      method: 'POST',
      url: '/api/admin/company-settings',
      slug: company.slug,
      cookie,
      payload: {
        companyName: company.companyName,
        companyId: company.slug,
        requireTwoFactorForAdmins: true,
      },
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().requireTwoFactorForAdmins).toBe(true);
    // Saved without the field, it stays.
    const kept = await call(t, {
      method: 'POST',
      url: '/api/admin/company-settings',
      slug: company.slug,
      cookie,
      payload: { companyName: company.companyName, companyId: company.slug },
    });
    // The admin who turned it on has no two-factor yet: sent to set it up first.
    expect(kept.statusCode).toBe(403);
    expect(kept.json().message).toBe(SET_UP_FIRST);
  });

  it('sends admins without two-factor to set it up, refusing everything else until then', async () => {
    const company = await createCompany(t, { requireTwoFactorForAdmins: true });
    const admin = await createUser(t, company, 'admin');
    const member = await createUser(t, company, 'user');
    const cookie = await signIn(t, company.slug, admin.username);
    const as = (method: 'GET' | 'POST', url: string, payload?: unknown) =>
      call(t, { method, url, slug: company.slug, cookie, payload });

    const me = await as('GET', '/api/auth/me');
    expect(me.statusCode).toBe(200);
    expect(me.json()).toMatchObject({ twoFactorEnabled: false, twoFactorSetupRequired: true });
    for (const [method, url] of [
      ['GET', '/api/admin/users'],
      ['GET', '/api/user-bot-access'],
      ['GET', '/api/history'],
      ['POST', '/api/memory/clear'],
    ] as const) {
      const res = await as(method, url, method === 'POST' ? { sessionId: 's' } : undefined);
      expect(res.statusCode, `${method} ${url}`).toBe(403);
      expect(res.json().message).toBe(SET_UP_FIRST);
    }
    // A plain user of the company is not asked.
    const memberCookie = await signIn(t, company.slug, member.username);
    const memberMe = await call(t, {
      url: '/api/auth/me',
      slug: company.slug,
      cookie: memberCookie,
    });
    expect(memberMe.json().twoFactorSetupRequired).toBe(false);
    expect(
      (await call(t, { url: '/api/history', slug: company.slug, cookie: memberCookie })).statusCode,
    ).toBe(200);

    const { secret } = (await as('POST', '/api/auth/2fa/setup')).json();
    await awayFromStepEdge();
    expect((await as('POST', '/api/auth/2fa/enable', { code: codeAt(secret) })).statusCode).toBe(
      200,
    );
    expect((await as('GET', '/api/auth/me')).json().twoFactorSetupRequired).toBe(false);
    expect((await as('GET', '/api/admin/users')).statusCode).toBe(200);
  });
});

describe('POST /api/admin/users/:id/reset-2fa', () => {
  it("turns a user's two-factor off, records it, and lists who has it on", async () => {
    const w = await adminWorld(t);
    await withTwoFactor(t, w.userA);
    await t.database.db.insert(recoveryCodes).values({ userId: w.userA.id, codeHash: 'x' });
    const ip = freshIp();
    const pending = await passwordStep(t, w.a.slug, w.userA.username, { ip });
    expect(pending.res.json()).toEqual({ twoFactorRequired: true });

    const list = await callAs(t, w.callers['company admin'], { url: '/api/admin/users' });
    const listed = list.json().find((u: { id: number }) => u.id === w.userA.id);
    expect(listed.twoFactorEnabled).toBe(true);

    await expectCall(t, w.callers.user, post(`/api/admin/users/${w.userA.id}/reset-2fa`, {}), 403);
    await expectCall(
      t,
      w.callers["other company's admin"],
      post(`/api/admin/users/${w.userA.id}/reset-2fa`, {}),
      404,
    );
    await expectCall(
      t,
      w.callers['company admin'],
      post(`/api/admin/users/${w.adminA.id}/reset-2fa`, {}),
      403,
    );
    await expectCall(
      t,
      w.callers['company admin'],
      post('/api/admin/users/999999999/reset-2fa', {}),
      404,
    );

    const res = await callAs(
      t,
      w.callers['company admin'],
      post(`/api/admin/users/${w.userA.id}/reset-2fa`, {}),
    );
    expect(res.statusCode).toBe(200);
    const [row] = await t.database.db.select().from(users).where(eq(users.id, w.userA.id));
    expect(row).toMatchObject({ totpEnabled: false, totpSecretEncrypted: null });
    expect(
      await t.database.db.select().from(recoveryCodes).where(eq(recoveryCodes.userId, w.userA.id)),
    ).toEqual([]);
    const [event] = await t.database.db
      .select()
      .from(activityEvents)
      .where(
        and(eq(activityEvents.companyId, w.a.id), eq(activityEvents.action, 'two_factor_reset')),
      );
    expect(event).toMatchObject({
      userId: w.adminA.id,
      details: { targetUsername: w.userA.username },
    });
    // The pending sign-in ended; the password alone now signs in.
    await awayFromStepEdge();
    expect((await codeStep(t, w.a.slug, pending.cookie, '123456', ip)).statusCode).toBe(401);
    const again = await passwordStep(t, w.a.slug, w.userA.username, { ip });
    expect(again.res.json().username).toBe(w.userA.username);
    // Nothing left to reset: a clear 400 that changes nothing.
    await expectCall(
      t,
      w.callers['company admin'],
      post(`/api/admin/users/${w.userA.id}/reset-2fa`, {}),
      400,
    );
  });

  it("lets operator staff reset any company's user", async () => {
    const w = await adminWorld(t);
    await withTwoFactor(t, w.adminB);
    const res = await callAs(
      t,
      w.callers['operator staff (admin)'],
      post(`/api/admin/users/${w.adminB.id}/reset-2fa`, {}),
    );
    expect(res.statusCode).toBe(200);
    const [event] = await t.database.db
      .select()
      .from(activityEvents)
      .where(
        and(eq(activityEvents.companyId, w.b.id), eq(activityEvents.action, 'two_factor_reset')),
      );
    expect(event.details).toEqual({ targetUsername: w.adminB.username });
  });
});
