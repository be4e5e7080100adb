import { buildApp } from '../../../src/server/app.js';
import { testConfig } from '../../../src/server/config.js';
import { describe, expect, it } from 'vitest';
import { createUser, newMember, platformCompany, uniqueSlug } from '../../support/factories.js';
import { call, createTestApp, signIn, type TestApp } from '../../support/test-app.js';
import { waitUntil } from '../../support/wait-until.js';
import { whenDone } from '../../support/when-done.js';

// A lifetime long enough that nothing here outlives it by accident.
const t = await createTestApp({ TENANT_CACHE_MS: 60_000 });

async function operator(app: TestApp) {
  const platform = await platformCompany(app);
  const admin = await createUser(app, platform, 'admin');
  return signIn(app, platform.slug, admin.username);
}

/** Renames the admin's company through the API of instance `via`. */
async function rename(via: TestApp, admin: { slug: string; cookie: string }, name: string) {
  const saved = await call(via, {
    method: 'POST',
    url: '/api/admin/company-settings',
    slug: admin.slug,
    cookie: admin.cookie,
    payload: { companyName: name, companyId: admin.slug },
  });
  expect(saved.statusCode, saved.body).toBe(200);
}

const companyName = async (app: TestApp, slug: string) => {
  const res = await call(app, { url: '/api/tenant/info', slug });
  return res.statusCode === 200
    ? (res.json() as { companyName: string }).companyName
    : res.statusCode;
};

describe('the tenant cache', () => {
  it('a company created after its address was asked for is found at once', async () => {
    const cookie = await operator(t);
    const slug = uniqueSlug('new');
    expect(await companyName(t, slug)).toBe(404);
    const created = await call(t, {
      method: 'POST',
      url: '/api/admin/companies',
      slug: 'platform-admin',
      cookie,
      payload: { companyName: 'Fresh Bakery', companyId: slug, enableAllBots: true },
    });
    expect(created.statusCode, created.body).toBe(201);
    expect(await companyName(t, slug)).toBe('Fresh Bakery');

    const deleted = await call(t, {
      method: 'DELETE',
      url: `/api/admin/companies/${slug}`,
      slug: 'platform-admin',
      cookie,
    });
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect(await companyName(t, slug)).toBe(404);
  });

  it('a settings change is seen at once by the instance that made it', async () => {
    const admin = await newMember(t, { role: 'admin' });
    expect(await companyName(t, admin.slug)).toBe(admin.company.companyName);
    await rename(t, admin, 'Renamed Ltd');
    expect(await companyName(t, admin.slug)).toBe('Renamed Ltd');
  });

  it('another instance reads the company again once the lifetime is over', async () => {
    // A second app on the same database: its own cache, a short lifetime.
    const other = await buildApp(testConfig({ TENANT_CACHE_MS: 300 }), { database: t.database });
    await other.ready();
    whenDone(() => other.close());
    const b: TestApp = { app: other, database: t.database };
    const admin = await newMember(t, { role: 'admin' });
    expect(await companyName(b, admin.slug)).toBe(admin.company.companyName);
    await rename(t, admin, 'Changed Elsewhere');
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(await companyName(b, admin.slug)).toBe('Changed Elsewhere');
  });
});

// Two app instances on one PostgreSQL database, each with its own tenant cache and its own
// LISTEN connection: a change made through A reaches B's cache through NOTIFY (decision 019),
// long before B's lifetime (60 s here) would have let it read the company again.
describe.skipIf(!process.env.DATABASE_URL)('the tenant cache across instances', () => {
  it('a company changed on instance A is seen by instance B well before TENANT_CACHE_MS', async () => {
    const other = await buildApp(testConfig({ TENANT_CACHE_MS: 60_000 }), {
      database: t.database,
    });
    await other.ready();
    whenDone(() => other.close());
    const b: TestApp = { app: other, database: t.database };
    const admin = await newMember(t, { role: 'admin' });
    expect(await companyName(b, admin.slug)).toBe(admin.company.companyName);

    await rename(t, admin, 'Renamed On A');
    // B answers from its cache until the announcement arrives: ask it until it does.
    let seen = await waitUntil(
      () => companyName(b, admin.slug),
      (name) => name === 'Renamed On A',
    );
    expect(seen).toBe('Renamed On A');

    // A company B was asked for while it did not exist (cached as unknown) is created on A.
    const slug = uniqueSlug('late');
    expect(await companyName(b, slug)).toBe(404);
    const created = await call(t, {
      method: 'POST',
      url: '/api/admin/companies',
      slug: 'platform-admin',
      cookie: await operator(t),
      payload: { companyName: 'Late Bakery', companyId: slug, enableAllBots: true },
    });
    expect(created.statusCode, created.body).toBe(201);
    seen = await waitUntil(
      () => companyName(b, slug),
      (name) => name === 'Late Bakery',
    );
    expect(seen).toBe('Late Bakery');
  });
});
