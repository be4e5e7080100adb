import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { AuditEntry } from '../../../src/core/api/audit-log.js';
import { auditLog } from '../../../src/server/db/schema.js';
import { runDailyTasks } from '../../../src/server/maintenance/daily.js';
import { createCompany, createUser, platformCompany } from '../../support/factories.js';
import { call, createTestApp, signIn } from '../../support/test-app.js';

/** Reading the audit log, its CSV, and a table nothing in the app can rewrite. */
const t = await createTestApp();
const { db } = t.database;

const platform = await platformCompany(t);
const operator = await createUser(t, platform, 'platform_admin');
const operatorCookie = await signIn(t, platform.slug, operator.username);
const companyA = await createCompany(t);
const adminA = await createUser(t, companyA, 'admin');
const cookieA = await signIn(t, companyA.slug, adminA.username);
const memberA = await createUser(t, companyA, 'user');
const memberCookie = await signIn(t, companyA.slug, memberA.username);
const companyB = await createCompany(t);
const adminB = await createUser(t, companyB, 'admin');
const cookieB = await signIn(t, companyB.slug, adminB.username);

const DAY = 24 * 3600_000;

/** Entries written as the app writes them, at chosen times. */
async function seed(company: typeof companyA, actor: typeof adminA, n: number, at: Date) {
  await db.insert(auditLog).values(
    Array.from({ length: n }, (_, i) => ({
      at: new Date(at.getTime() + i * 1000),
      companyId: company.id,
      companySlug: company.slug,
      actorUserId: actor.id,
      actorUsername: actor.username,
      actorCompanyId: company.id,
      actorCompanySlug: company.slug,
      action: i % 2 ? 'branding.update' : 'user.create',
      targetType: 'company',
      targetId: company.slug,
      targetLabel: i === 0 ? '=HYPERLINK("http://evil.example")' : `entry ${i}`,
      changes: { n: { from: i, to: i + 1 } },
    })),
  );
}

await seed(companyA, adminA, 7, new Date('2026-03-10T09:00:00Z'));
await seed(companyA, adminA, 3, new Date('2026-03-12T23:59:00Z'));
await seed(companyB, adminB, 2, new Date('2026-03-10T09:00:00Z'));

const list = (url: string, slug = companyA.slug, cookie = cookieA) =>
  call(t, { url, slug, cookie });

describe('GET /api/admin/audit-log', () => {
  it("shows a company admin their company's entries, newest first, a page at a time", async () => {
    const seen: AuditEntry[] = [];
    let url = '/api/admin/audit-log?limit=4&from=2026-03-01&to=2026-03-31';
    for (;;) {
      const res = await list(url);
      expect(res.statusCode, res.body).toBe(200);
      const page = res.json();
      seen.push(...page.items);
      if (!page.nextCursor) break;
      url = `/api/admin/audit-log?limit=4&from=2026-03-01&to=2026-03-31&cursor=${page.nextCursor}`;
    }
    expect(seen).toHaveLength(10);
    expect(new Set(seen.map((e) => e.id)).size).toBe(10);
    expect(seen.every((e) => e.companyId === companyA.slug)).toBe(true);
    const times = seen.map((e) => e.at);
    expect([...times].sort().reverse()).toEqual(times);
    expect(seen[0]).toMatchObject({
      actor: { userId: adminA.id, username: adminA.username, companyId: companyA.slug },
      target: { type: 'company', id: companyA.slug },
    });
  });

  it('filters by a range (to: the whole day), an action and an actor', async () => {
    const day = (await list('/api/admin/audit-log?from=2026-03-12&to=2026-03-12')).json();
    expect(day.items).toHaveLength(3);
    const created = (await list('/api/admin/audit-log?action=user.create&to=2026-03-31')).json();
    expect(created.items.every((e: AuditEntry) => e.action === 'user.create')).toBe(true);
    expect(created.items).toHaveLength(6);
    const byName = (
      await list(`/api/admin/audit-log?actor=${adminA.username.toUpperCase()}&to=2026-03-31`)
    ).json();
    expect(byName.items).toHaveLength(10);
    const byId = (await list(`/api/admin/audit-log?actor=${memberA.id}`)).json();
    expect(byId.items).toHaveLength(0);
  });

  it('pages past ids beyond 32 bits, as the log grows for years', async () => {
    const company = await createCompany(t);
    const admin = await createUser(t, company, 'admin');
    const cookie = await signIn(t, company.slug, admin.username);
    const firstId = 3_000_000_001;
    await db.insert(auditLog).values(
      Array.from({ length: 5 }, (_, i) => ({
        id: firstId + i,
        at: new Date(Date.UTC(2026, 2, 20, 9, 0, i)),
        companyId: company.id,
        companySlug: company.slug,
        actorUserId: admin.id,
        actorUsername: admin.username,
        actorCompanyId: company.id,
        actorCompanySlug: company.slug,
        action: 'branding.update',
        targetType: 'company',
        targetId: company.slug,
      })),
    );
    const seen: number[] = [];
    let cursor = '';
    for (;;) {
      const url = `/api/admin/audit-log?limit=2&from=2026-03-20&to=2026-03-20${cursor}`;
      const res = await list(url, company.slug, cookie);
      expect(res.statusCode, res.body).toBe(200);
      const page = res.json();
      seen.push(...page.items.map((e: AuditEntry) => Number(e.id)));
      if (!page.nextCursor) break;
      cursor = `&cursor=${page.nextCursor}`;
    }
    expect(seen).toEqual([4, 3, 2, 1, 0].map((i) => firstId + i));
  });

  it('answers 400 for a bad filter, and 403 to members', async () => {
    expect((await list('/api/admin/audit-log?from=yesterday')).statusCode).toBe(400);
    expect((await list('/api/admin/audit-log?action=user.explode')).statusCode).toBe(400);
    expect((await list('/api/admin/audit-log?cursor=bm9wZQ')).statusCode).toBe(400);
    expect((await list('/api/admin/audit-log?limit=500')).statusCode).toBe(400);
    expect((await list('/api/admin/audit-log', companyA.slug, memberCookie)).statusCode).toBe(403);
  });

  it("never shows one company another's entries", async () => {
    const b = (await list('/api/admin/audit-log?to=2026-03-31', companyB.slug, cookieB)).json();
    expect(b.items).toHaveLength(2);
    expect(b.items.every((e: AuditEntry) => e.companyId === companyB.slug)).toBe(true);
    // Another company's address: refused before anything is read.
    const across = await list('/api/admin/audit-log', companyB.slug, cookieA);
    expect(across.statusCode).toBe(403);
  });

  it("shows operator staff every company's entries, or one company's", async () => {
    const all = (
      await list('/api/admin/audit-log?limit=200&to=2026-03-31', platform.slug, operatorCookie)
    ).json();
    const companiesSeen = new Set(all.items.map((e: AuditEntry) => e.companyId));
    expect(companiesSeen).toContain(companyA.slug);
    expect(companiesSeen).toContain(companyB.slug);
    const one = (
      await list(
        `/api/admin/audit-log?company=${companyB.slug}&to=2026-03-31`,
        platform.slug,
        operatorCookie,
      )
    ).json();
    expect(one.items).toHaveLength(2);
    // `?company=` is how operator staff act in a company anywhere: tenancy answers an unknown one.
    const unknown = await list(
      '/api/admin/audit-log?company=no-such-co',
      platform.slug,
      operatorCookie,
    );
    expect([403, 404]).toContain(unknown.statusCode);
  });
});

describe('GET /api/admin/audit-log/export', () => {
  it('answers the range as CSV with the formula guard', async () => {
    const res = await list('/api/admin/audit-log/export?from=2026-03-01&to=2026-03-31');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toContain('text/csv');
    expect(res.headers['content-disposition']).toMatch(/attachment; filename="audit-log-/);
    const lines = res.body.trimEnd().split('\r\n');
    expect(lines[0]).toBe(
      'Time,Company,Action,Actor,Actor ID,Actor Company,Target Type,Target ID,Target,Changes,IP,User Agent,Request ID',
    );
    expect(lines).toHaveLength(11);
    expect(res.body).toContain(`"'=HYPERLINK(""http://evil.example"")"`);
    expect(res.body).not.toContain(companyB.slug);
  });
});

describe('the audit table', () => {
  it('refuses UPDATE, DELETE and TRUNCATE', async () => {
    const [entry] = await db.select().from(auditLog).where(eq(auditLog.companyId, companyB.id));
    await expect(
      db.update(auditLog).set({ actorUsername: 'someone else' }).where(eq(auditLog.id, entry.id)),
    ).rejects.toThrow();
    await expect(db.delete(auditLog).where(eq(auditLog.id, entry.id))).rejects.toThrow();
    await expect(db.execute(sql`TRUNCATE audit_log`)).rejects.toThrow();
    const [still] = await db.select().from(auditLog).where(eq(auditLog.id, entry.id));
    expect(still).toEqual(entry);
  });

  it('purges entries older than AUDIT_RETENTION_DAYS, and only those', async () => {
    const old = await createCompany(t);
    const now = new Date();
    await seed(old, adminA, 1, new Date(now.getTime() - 401 * DAY));
    await seed(old, adminA, 1, new Date(now.getTime() - 399 * DAY));
    await runDailyTasks(t.app.ctx, now);
    const left = await db.select().from(auditLog).where(eq(auditLog.companyId, old.id));
    expect(left).toHaveLength(1);
    expect(now.getTime() - left[0].at.getTime()).toBeLessThan(400 * DAY);
  });
});
