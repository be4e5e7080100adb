import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ERASE_CONFIRM_MISMATCH, ERASE_CONFIRM_MISSING } from '../../../src/core/api/erasure.js';
import {
  auditLog,
  generationJobs,
  loginFailures,
  rateLimitCounters,
} from '../../../src/server/db/schema.js';
import { adminWorld, expectCall } from '../../support/admin-users-fixtures.js';
import { companyRows, schemaTables, UNLINKED } from '../../support/company-rows.js';
import { seedCompany } from '../../support/erasure-fixtures.js';
import { addActivity, setWebhook, createCompany, createUser } from '../../support/factories.js';
import { generate } from '../../support/generate-fixtures.js';
import { VALID_FORMS } from '../../support/sample-forms.js';
import { buildApp } from '../../../src/server/app.js';
import { testConfig } from '../../../src/server/config.js';
import { foldRollups } from '../../../src/server/services/platform/rollup-folding.js';
import { call, createTestApp, signIn, type TestApp } from '../../support/test-app.js';
import { whenDone } from '../../support/when-done.js';
import { waitUntil } from '../../support/wait-until.js';
import { startWebhookServer } from '../../support/webhook-server.js';

const hook = await startWebhookServer();
const t = await createTestApp({ WEBHOOK_ALLOW_HOSTS: [hook.host] });
const w = await adminWorld(t);
const operator = w.callers['platform admin'];

const erase = (slug: string, payload?: unknown) => ({
  method: 'DELETE' as const,
  url: `/api/admin/companies/${slug}?erase=true`,
  ...(payload === undefined ? {} : { payload }),
});

describe('the schema-derived check', () => {
  it('ties every table to a company, or names why not', () => {
    const unlinked = schemaTables()
      .filter((table) => table.name !== 'companies' && table.links.length === 0)
      .map((table) => table.name)
      .sort();
    expect(unlinked).toEqual(Object.keys(UNLINKED).sort());
  });
});

describe('DELETE /api/admin/companies/:companyId?erase=true', () => {
  it('deletes every row of the company in every table and keeps every row of another', async () => {
    const doomed = await createCompany(t);
    const kept = await createCompany(t);
    const seeded = await seedCompany(t, doomed, hook, w.platform);
    await seedCompany(t, kept, hook);
    // Roll-ups folded, and then a change of each still pending (decision 064).
    await foldRollups(t.database.db);
    for (const company of [doomed, kept]) {
      await addActivity(t, company, [{ action: 'content_generation', details: {} }]);
    }
    const rowsOfDoomed = await companyRows(t, doomed.id);
    const rowsOfKept = await companyRows(t, kept.id);
    // Every table the schema ties to a company holds rows of both, or the check proves nothing.
    for (const rows of [rowsOfDoomed, rowsOfKept]) {
      const empty = Object.entries(await rows.counts()).filter(([, n]) => n === 0);
      expect(empty, 'tables the seed left empty').toEqual([]);
    }
    const keptBefore = await rowsOfKept.rows();
    const before = await rowsOfDoomed.counts();

    const res = await expectCall(t, operator, erase(doomed.slug, { confirm: doomed.slug }), 200);
    expect(res.json()).toEqual({ success: true });

    const after = await rowsOfDoomed.counts();
    expect(Object.entries(after).filter(([, n]) => n > 0)).toEqual([]);
    expect(await rowsOfKept.rows()).toEqual(keptBefore);
    // Tables without a company column: what named its users is gone too.
    const login = seeded.user.username.toLowerCase();
    const failures = await t.database.db
      .select()
      .from(loginFailures)
      .where(sql`lower(${loginFailures.username}) = ${login}`);
    expect(failures).toEqual([]);
    const limits = await t.database.db
      .select()
      .from(rateLimitCounters)
      .where(sql`${rateLimitCounters.key} like ${`forgot-password:login:${doomed.id}:%`}`);
    expect(limits).toEqual([]);

    // The erasure is audited with the operator's company, with what each table lost.
    const [entry] = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'company.erase'), eq(auditLog.targetId, doomed.slug)));
    expect(entry).toMatchObject({
      companyId: w.platform.id,
      companySlug: w.platform.slug,
      actorUserId: w.platformAdmin.id,
      targetType: 'company',
      targetLabel: doomed.companyName,
    });
    const rows = (entry.changes.rows as { from: Record<string, number> }).from;
    expect(rows).toMatchObject({
      users: before.users,
      history_items: before.history_items,
      history_versions: before.history_versions,
      generation_jobs: before.generation_jobs,
      sessions: before.sessions,
      companies: 1,
      // The seed's one failed sign-in: counted against its address and its account.
      login_failures: 2,
      rate_limit_counters: 1,
    });
    expect(entry.changes.auditActorsAnonymised).toEqual({ from: null, to: 1 });
  });

  it("ends the company's sessions at once, on every instance, and frees its id", async () => {
    // A second instance on the same database, with the company in its tenant cache for a minute.
    const other = await buildApp(testConfig({ TENANT_CACHE_MS: 60_000 }), {
      database: t.database,
    });
    await other.ready();
    whenDone(() => other.close());
    const b: TestApp = { app: other, database: t.database };
    const company = await createCompany(t, { companyName: 'Old Name' });
    const user = await createUser(t, company, 'admin');
    const cookie = await signIn(t, company.slug, user.username);
    const me = (on: TestApp) => call(on, { url: '/api/auth/me', slug: company.slug, cookie });
    expect((await me(b)).statusCode).toBe(200);

    await expectCall(t, operator, erase(company.slug, { confirm: company.slug }), 200);
    // Here the company is gone at once; the other instance, should it still know the company,
    // finds no session (sessions are read from the database on every request).
    expect((await me(t)).statusCode).toBe(404);
    expect([401, 404]).toContain((await me(b)).statusCode);
    // PostgreSQL tells the other instance to forget the company (LISTEN/NOTIFY).
    if (process.env.DATABASE_URL)
      await waitUntil(
        async () => (await me(b)).statusCode,
        (s) => s === 404,
      );

    const again = await expectCall(
      t,
      operator,
      {
        method: 'POST',
        url: '/api/admin/companies',
        payload: { companyName: 'New Name', companyId: company.slug },
      },
      201,
    );
    expect(again.json().id).not.toBe(company.id);
    const info = await call(t, { url: '/api/tenant/info', slug: company.slug });
    expect(info.json()).toMatchObject({ companyName: 'New Name' });
    // The old session does not come back with the id.
    expect((await me(t)).statusCode).toBe(401);
  });

  it('a generation running meanwhile ends without writing anything back', async () => {
    const company = await createCompany(t);
    const user = await createUser(t, company, 'user');
    const cookie = await signIn(t, company.slug, user.username);
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const path = `/erase/${company.slug}/held`;
    await setWebhook(t, company, 'blog', hook.url(path));
    hook.answerOn(path, { stream: ['{"output":"Partial', held, ' text"}'] });
    const pending = generate(
      t,
      { slug: company.slug, cookie },
      {
        assistantType: 'blog',
        formData: VALID_FORMS.blog,
        sessionId: 'default',
      },
    );
    await waitUntil(
      async () => {
        const jobs = await t.database.db
          .select()
          .from(generationJobs)
          .where(eq(generationJobs.companyId, company.id));
        return jobs.length;
      },
      (n) => n === 1,
    );
    const rows = await companyRows(t, company.id);
    await expectCall(t, operator, erase(company.slug, { confirm: company.slug }), 200);
    release();
    const res = await pending;
    expect(res.statusCode, res.body).toBeLessThan(500);
    await t.app.ctx.activity.flush();
    await t.app.ctx.accounting.flush();
    expect(Object.entries(await rows.counts()).filter(([, n]) => n > 0)).toEqual([]);
    // The app goes on answering.
    expect((await call(t, { url: '/api/auth/me', ...operator })).statusCode).toBe(200);
  });
});

describe('refusals change nothing', () => {
  it.each([
    ['no body', undefined, ERASE_CONFIRM_MISSING],
    ['no confirm', {}, ERASE_CONFIRM_MISSING],
    ['an empty confirm', { confirm: ' ' }, ERASE_CONFIRM_MISSING],
    ['another id', { confirm: 'some-other-company' }, ERASE_CONFIRM_MISMATCH],
  ])('%s → 400', async (_, payload, message) => {
    const company = await createCompany(t);
    await createUser(t, company, 'admin');
    const res = await expectCall(t, operator, erase(company.slug, payload), 400);
    expect(res.json().message).toBe(message);
  });

  it('never the platform company', async () => {
    const res = await expectCall(
      t,
      operator,
      erase(w.platform.slug, { confirm: w.platform.slug }),
      403,
    );
    expect(res.json().message).toBe('The platform company cannot be deleted');
  });

  it.each([
    ['company admin', 403],
    ['user', 403],
    ['signed out', 401],
  ] as const)('as %s → %i, even of their own company', async (who, status) => {
    await expectCall(t, w.callers[who], erase(w.a.slug, { confirm: w.a.slug }), status);
  });

  it('an unknown company → 404', async () => {
    await expectCall(t, operator, erase('no-such-company', { confirm: 'no-such-company' }), 404);
  });

  it('without erase, a company with users is still refused', async () => {
    const company = await createCompany(t);
    await createUser(t, company, 'user');
    await expectCall(
      t,
      operator,
      { method: 'DELETE', url: `/api/admin/companies/${company.slug}?erase=false` },
      409,
    );
  });
});
