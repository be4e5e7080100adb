import { describe, expect, it } from 'vitest';
import { buildApp } from '../../../src/server/app.js';
import { testConfig } from '../../../src/server/config.js';
import { webhookSettings } from '../../../src/server/db/schema.js';
import { createSecretBox } from '../../../src/server/operations/secrets.js';
import { createUser, newMember, platformCompany, type Member } from '../../support/factories.js';
import { call, createTestApp, signIn, type TestApp } from '../../support/test-app.js';
import { startWebhookServer } from '../../support/webhook-server.js';
import { generate } from '../../support/generate-fixtures.js';
import { VALID_FORMS } from '../../support/sample-forms.js';
import { waitUntil } from '../../support/wait-until.js';
import { whenDone } from '../../support/when-done.js';

// An assistant's webhook and access are kept with the company in the tenant cache (decision
// 028). The lifetime here is a minute, so every change below must reach the generation through
// the cache being told, never through the entry running out.
const hook = await startWebhookServer();
hook.answer({ body: { output: 'Generated' } });
const config = { WEBHOOK_ALLOW_HOSTS: [hook.host], TENANT_CACHE_MS: 60_000 };
// Its own database: one test writes the platform defaults, which every company falls back to.
const t = await createTestApp(config, { ownDatabase: true });

const facebook = { assistantType: 'facebook', formData: VALID_FORMS.facebook, sessionId: 's1' };

/** Saves the Facebook webhook through the settings API, as an admin of the company would. */
async function saveFacebookWebhook(via: TestApp, admin: Member, url: string, apiKey: string) {
  const saved = await call(via, {
    method: 'POST',
    url: '/api/settings',
    slug: admin.slug,
    cookie: admin.cookie,
    payload: { facebook: { webhookUrl: url, apiKey } },
  });
  expect(saved.statusCode, saved.body).toBe(200);
}

async function generated(via: TestApp, m: Member) {
  const res = await generate(via, m, facebook);
  expect(res.statusCode, res.body).toBe(200);
}

const lastRequest = (path: string) => hook.requestsTo(path).at(-1);

describe('the webhook a generation calls, kept with its company', () => {
  it('a replaced URL and API key are used by the very next generation', async () => {
    const admin = await newMember(t, { role: 'admin' });
    await saveFacebookWebhook(t, admin, hook.url(`/old/${admin.slug}`), 'Bearer old-key');
    await generated(t, admin);
    await generated(t, admin);
    expect(hook.requestsTo(`/old/${admin.slug}`)).toHaveLength(2);

    await saveFacebookWebhook(t, admin, hook.url(`/new/${admin.slug}`), 'Bearer new-key');
    await generated(t, admin);
    expect(hook.requestsTo(`/old/${admin.slug}`)).toHaveLength(2);
    expect(lastRequest(`/new/${admin.slug}`)?.headers.authorization).toBe('Bearer new-key');
  });

  it('an assistant turned off is refused at once, and allowed again at once', async () => {
    const admin = await newMember(t, { role: 'admin' });
    await saveFacebookWebhook(t, admin, hook.url(`/on-off/${admin.slug}`), '');
    await generated(t, admin);
    const access = (enabled: boolean) =>
      call(t, {
        method: 'POST',
        url: '/api/admin/bot-access',
        slug: admin.slug,
        cookie: admin.cookie,
        payload: { companyId: admin.slug, botAccess: [{ botType: 'facebook', enabled }] },
      });
    expect((await access(false)).statusCode).toBe(200);
    const refused = await generate(t, admin, facebook);
    expect(refused.statusCode).toBe(403);
    expect((await access(true)).statusCode).toBe(200);
    await generated(t, admin);
    expect(hook.requestsTo(`/on-off/${admin.slug}`)).toHaveLength(2);
  });

  it('a key that cannot be read is refused with a 409 each time, and an admin fixes it at once', async () => {
    const admin = await newMember(t, { role: 'admin' });
    // A key encrypted with another secret (a restored backup, say): stored, but unreadable here.
    const url = hook.url(`/unreadable/${admin.slug}`);
    await t.database.db.insert(webhookSettings).values({
      companyId: admin.company.id,
      assistantType: 'facebook',
      webhookUrl: url,
      apiKeyEncrypted: createSecretBox('another-secret-another-secret-0123456').encrypt('Bearer k'),
    });
    t.app.ctx.companies.drop('*');
    for (let attempt = 0; attempt < 2; attempt++) {
      const refused = await generate(t, admin, facebook);
      expect(refused.statusCode).toBe(409);
      expect(refused.json().message).toBe(
        'The API key of the Facebook webhook cannot be read. ' +
          'An administrator must enter it again in Webhook Settings.',
      );
    }
    expect(hook.requestsTo(`/unreadable/${admin.slug}`)).toHaveLength(0);
    await saveFacebookWebhook(t, admin, url, 'Bearer readable');
    await generated(t, admin);
    expect(lastRequest(`/unreadable/${admin.slug}`)?.headers.authorization).toBe('Bearer readable');
  });

  it('a platform default saved by the operator reaches companies that use it, at once', async () => {
    const platform = await platformCompany(t);
    const operator: Member = {
      company: platform,
      user: await createUser(t, platform, 'platform_admin'),
      cookie: '',
      slug: platform.slug,
    };
    operator.cookie = await signIn(t, platform.slug, operator.user.username);
    const member = await newMember(t);
    await saveFacebookWebhook(t, operator, hook.url('/default-a'), '');
    await generated(t, member);
    expect(hook.requestsTo('/default-a')).toHaveLength(1);

    await saveFacebookWebhook(t, operator, hook.url('/default-b'), '');
    await generated(t, member);
    expect(hook.requestsTo('/default-a')).toHaveLength(1);
    expect(hook.requestsTo('/default-b')).toHaveLength(1);
  });
});

// Two app instances on one PostgreSQL database: a webhook saved through A reaches B's cache
// through NOTIFY, long before B's lifetime (a minute) would have let it read the webhook again.
describe.skipIf(!process.env.DATABASE_URL)('the webhook cache across instances', () => {
  it('a webhook replaced on instance A is used by instance B within moments', async () => {
    const other = await buildApp(testConfig(config), { database: t.database });
    await other.ready();
    whenDone(() => other.close());
    const b: TestApp = { app: other, database: t.database };
    const admin = await newMember(t, { role: 'admin' });
    await saveFacebookWebhook(t, admin, hook.url(`/before/${admin.slug}`), 'Bearer before');
    await generated(b, admin);
    expect(hook.requestsTo(`/before/${admin.slug}`)).toHaveLength(1);

    await saveFacebookWebhook(t, admin, hook.url(`/after/${admin.slug}`), 'Bearer after');
    // B uses its kept webhook until the announcement arrives: generate on it until it calls the
    // new one.
    await waitUntil(
      async () => {
        await generated(b, admin);
        return hook.requestsTo(`/after/${admin.slug}`).length;
      },
      (n) => n > 0,
      { everyMs: 100 },
    );
    expect(lastRequest(`/after/${admin.slug}`)?.headers.authorization).toBe('Bearer after');
    expect(hook.requestsTo(`/before/${admin.slug}`).length).toBeLessThan(5);
  });
});
