import { desc, eq, gt } from 'drizzle-orm';
import { afterAll, expect } from 'vitest';
import { auditLog, users } from '../../../src/server/db/schema.js';
import { startFakeOidcProvider } from '../../support/fake-oidc-provider.js';
import { createCompany, createUser, platformCompany } from '../../support/factories.js';
import { call, createTestApp, signIn } from '../../support/test-app.js';

/**
 * What the audit tests share: a company with its admin, operator staff, a local
 * identity provider, and the check that a request leaves exactly the entries it must.
 */
export const WEBHOOK_KEY = 'sk-live-audit-never-shown-42';
export const SSO_SECRET = 'sso-secret-never-shown-42';

type Values = Record<string, string | number>;

export interface Case {
  name: string;
  /** Who calls: the company's admin on its address, or operator staff on the platform's. */
  as: 'admin' | 'operator';
  /** Anything the request needs first; answers values the request and expectations use. */
  prepare?: () => Promise<Values>;
  request: (v: Values) => {
    method: 'POST' | 'PUT' | 'PATCH' | 'DELETE';
    url: string;
    payload?: unknown;
  };
  /** The entries it must leave, in order of writing. */
  entries: (v: Values) => {
    action: string;
    company: string;
    target: { type: string; id?: string; label?: string };
    changes?: Record<string, unknown>;
  }[];
}

export async function createAuditWorld() {
  const idp = await startFakeOidcProvider();
  afterAll(() => idp.close());
  const t = await createTestApp({ WEBHOOK_ALLOW_HOSTS: [idp.host] });
  const platform = await platformCompany(t);
  const operator = await createUser(t, platform, 'platform_admin');
  const operatorCookie = await signIn(t, platform.slug, operator.username);
  const company = await createCompany(t);
  const admin = await createUser(t, company, 'admin');
  const adminCookie = await signIn(t, company.slug, admin.username);

  /** A member of the company with an email address. */
  const anotherUser = async () => {
    const user = await createUser(t, company, 'user');
    await t.database.db
      .update(users)
      .set({ email: `${user.username}@example.com` })
      .where(eq(users.id, user.id));
    return { id: user.id, username: user.username };
  };

  const lastId = async () => {
    const [row] = await t.database.db
      .select({ id: auditLog.id })
      .from(auditLog)
      .orderBy(desc(auditLog.id))
      .limit(1);
    return row?.id ?? 0;
  };

  /** Runs a case and checks the entries it wrote: who, whose, what, how, never a secret. */
  async function expectEntries(c: Case) {
    const values = (await c.prepare?.()) ?? {};
    const before = await lastId();
    const caller =
      c.as === 'admin'
        ? { slug: company.slug, cookie: adminCookie, actor: admin }
        : { slug: platform.slug, cookie: operatorCookie, actor: operator };
    const res = await call(t, {
      ...c.request(values),
      slug: caller.slug,
      cookie: caller.cookie,
      headers: { 'user-agent': 'AuditTest/1.0' },
    });
    expect(res.statusCode, res.body).toBeLessThan(300);
    const written = await t.database.db
      .select()
      .from(auditLog)
      .where(gt(auditLog.id, before))
      .orderBy(auditLog.id);
    const expected = c.entries(values);
    expect(written.map((e) => e.action)).toEqual(expected.map((e) => e.action));
    expected.forEach((want, i) => {
      const entry = written[i];
      expect(entry.companySlug).toBe(want.company);
      expect(entry.actorUserId).toBe(caller.actor.id);
      expect(entry.actorUsername).toBe(caller.actor.username);
      expect(entry.actorCompanySlug).toBe(c.as === 'admin' ? company.slug : platform.slug);
      expect(entry.targetType).toBe(want.target.type);
      if (want.target.id) expect(entry.targetId).toBe(want.target.id);
      if (want.target.label) expect(entry.targetLabel).toBe(want.target.label);
      if (want.changes) expect(entry.changes).toMatchObject(want.changes);
      expect(entry.ip).toBeTruthy();
      expect(entry.userAgent).toBe('AuditTest/1.0');
      expect(entry.requestId).toBeTruthy();
      const text = JSON.stringify(entry);
      expect(text).not.toContain(WEBHOOK_KEY);
      expect(text).not.toContain(SSO_SECRET);
    });
  }

  return {
    idp,
    t,
    platform,
    operator,
    company,
    admin,
    adminCookie,
    anotherUser,
    lastId,
    expectEntries,
  };
}
