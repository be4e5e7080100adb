import { describe, expect, it } from 'vitest';
import {
  createCompany,
  createUser,
  platformCompany,
  type Company,
} from '../../support/factories.js';
import { call, createTestApp, PASSWORD, signIn } from '../../support/test-app.js';

/**
 * A failed sign-in on company B's page must not tell B's admin anything about other companies'
 * accounts: an account of company A (right or wrong password) and a name nobody has are recorded
 * alike in B. A's admin sees the failures of A's own users.
 */
const t = await createTestApp();

interface FeedEvent {
  username: string;
  action: string;
  details: Record<string, unknown>;
}

const attempt = (slug: string, username: string, password: string) =>
  call(t, { method: 'POST', url: '/api/auth/login', slug, payload: { username, password } });

async function adminView(company: Company) {
  const admin = await createUser(t, company, 'admin');
  const cookie = await signIn(t, company.slug, admin.username);
  const get = (url: string) => call(t, { url, slug: company.slug, cookie });
  return {
    admin,
    async failures(): Promise<FeedEvent[]> {
      await t.app.ctx.activity.flush();
      const res = await get('/api/admin/reports/activity?limit=100');
      expect(res.statusCode).toBe(200);
      return (res.json() as FeedEvent[]).filter((e) => e.action === 'login_failed');
    },
    async loginStats() {
      return (await get('/api/admin/reports/login-stats')).json() as Record<string, number>;
    },
  };
}

describe("failed sign-ins on another company's page", () => {
  it("record nothing in B that tells A's accounts from unknown names", async () => {
    const a = await createCompany(t);
    const b = await createCompany(t);
    const alice = await createUser(t, a);
    const viewB = await adminView(b);
    const viewA = await adminView(a);

    const answers = [
      await attempt(b.slug, alice.username, PASSWORD), // right password
      await attempt(b.slug, alice.username, 'Wrong-password-1'),
      await attempt(b.slug, 'nobody-at-all-x1', PASSWORD),
    ];
    // One answer for all three.
    for (const res of answers) {
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ message: 'Invalid username or password' });
    }

    // B sees three failures that differ only by the name that was typed.
    const inB = await viewB.failures();
    expect(inB).toHaveLength(3);
    const withoutName = inB.map(({ action, details }) => ({ action, details }));
    expect(new Set(withoutName.map((e) => JSON.stringify(e))).size).toBe(1);
    expect(JSON.stringify(inB)).not.toMatch(/wrong_company|invalid_password/);
    expect((await viewB.loginStats()).failedLogins).toBe(3);

    // A's admin sees both failures of A's own user, with what went wrong.
    const inA = await viewA.failures();
    expect(inA.map((e) => [e.username, e.details.reason]).sort()).toEqual(
      [
        [alice.username, 'invalid_password'],
        [alice.username, 'wrong_company'],
      ].sort(),
    );
    expect(JSON.stringify(inA)).not.toContain('nobody-at-all-x1');
  });

  it("a platform admin's failed sign-in on B is recorded in the platform company, not told to B", async () => {
    const platform = await platformCompany(t);
    const b = await createCompany(t);
    const operator = await createUser(t, platform, 'platform_admin');
    const viewB = await adminView(b);
    await attempt(b.slug, operator.username, 'Wrong-password-1');
    await attempt(b.slug, 'nobody-at-all-x2', 'Wrong-password-1');
    const inB = await viewB.failures();
    expect(inB).toHaveLength(2);
    expect(inB[0].details).toEqual(inB[1].details);

    const viewPlatform = await adminView(platform);
    const mine = (await viewPlatform.failures()).filter((e) => e.username === operator.username);
    expect(mine.map((e) => e.details.reason)).toEqual(['invalid_password']);
  });

  it("a company's own user's wrong password stays in its own feed with the reason", async () => {
    const a = await createCompany(t);
    const alice = await createUser(t, a);
    const viewA = await adminView(a);
    await attempt(a.slug, alice.username, 'Wrong-password-1');
    const inA = await viewA.failures();
    expect(inA.map((e) => [e.username, e.details])).toEqual([
      [alice.username, { reason: 'invalid_password' }],
    ]);
  });
});
