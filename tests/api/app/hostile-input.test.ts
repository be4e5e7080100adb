import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { companies, webhookSettings } from '../../../src/server/db/schema.js';
import { createUser, newMember, platformCompany, setWebhook } from '../../support/factories.js';
import { call, signIn } from '../../support/test-app.js';
import { createTestApp } from '../../support/test-app.js';
import { startWebhookServer } from '../../support/webhook-server.js';
import { generate, revise, savedFor } from '../../support/generate-fixtures.js';
import { VALID_FORMS } from '../../support/sample-forms.js';

/**
 * Hostile input: NUL characters and lone surrogates in any string of a request answer
 * 400 naming the field, before the database or an automation sees them.
 */

const hook = await startWebhookServer();
const t = await createTestApp({ WEBHOOK_ALLOW_HOSTS: [hook.host] });
hook.answer({ body: { output: 'Generated' } });

const NUL = 'a\u0000b';
const HIGH = 'a\ud800b';
const LOW = 'tail \udc00';

const REFUSED = /contains a character that is not allowed/;

function expectRefused(res: { statusCode: number; body: string }, path: string) {
  expect(res.statusCode, res.body).toBe(400);
  const body = JSON.parse(res.body) as { message: string; errors: { path: string }[] };
  expect(body.message).toMatch(REFUSED);
  expect(body.message).toContain(path);
  expect(body.errors[0]).toEqual({ path, message: expect.stringMatching(REFUSED) });
}

describe('strings with NUL or a lone surrogate: 400 naming the field, nothing done', () => {
  it.each([
    ['NUL', NUL],
    ['a lone high surrogate', HIGH],
    ['a lone low surrogate', LOW],
  ])('the username at sign-in (%s)', async (_name, bad) => {
    const m = await newMember(t);
    const res = await call(t, {
      method: 'POST',
      url: '/api/auth/login',
      slug: m.slug,
      payload: { username: `${m.user.username}${bad}`, password: 'whatever-1' },
    });
    expectRefused(res, 'username');
  });

  it.each([
    ['companyName', { companyName: `Acme ${NUL}` }],
    ['logoUrl', { logoUrl: 'https://cdn.example.com/lo\u0000go.png' }],
    [
      'assistantCustomization.facebook.description',
      {
        assistantCustomization: { facebook: { description: `Posts ${HIGH}` } },
      },
    ],
  ])('company settings: %s', async (path, change) => {
    const m = await newMember(t, { role: 'admin' });
    const before = await t.database.db
      .select()
      .from(companies)
      .where(eq(companies.id, m.company.id));
    const res = await call(t, {
      method: 'POST',
      url: '/api/admin/company-settings',
      slug: m.slug,
      cookie: m.cookie,
      payload: { companyName: 'Acme', companyId: m.slug, ...change },
    });
    expectRefused(res, path);
    const after = await t.database.db
      .select()
      .from(companies)
      .where(eq(companies.id, m.company.id));
    expect(after).toEqual(before);
  });

  it('a webhook URL', async () => {
    const m = await newMember(t, { role: 'admin' });
    const res = await call(t, {
      method: 'POST',
      url: '/api/settings',
      slug: m.slug,
      cookie: m.cookie,
      payload: { facebook: { webhookUrl: `https://hooks.example.com/${NUL}`, apiKey: '' } },
    });
    expectRefused(res, 'facebook.webhookUrl');
    const rows = await t.database.db
      .select()
      .from(webhookSettings)
      .where(eq(webhookSettings.companyId, m.company.id));
    expect(rows).toEqual([]);
  });

  it('a new user and a new company', async () => {
    const platform = await platformCompany(t);
    const staff = await createUser(t, platform, 'platform_admin');
    const cookie = await signIn(t, platform.slug, staff.username);
    const user = await call(t, {
      method: 'POST',
      url: '/api/admin/users',
      slug: platform.slug,
      cookie,
      payload: { username: 'eve', password: 'Correct-Horse-9-Battery', role: 'user' },
    });
    expect(user.statusCode, user.body).toBe(201); // the control: a normal create goes through
    const company = await call(t, {
      method: 'POST',
      url: '/api/admin/companies',
      slug: platform.slug,
      cookie,
      payload: { companyName: `Evil ${NUL}`, companyId: 'evil-co-nul', enableAllBots: true },
    });
    expectRefused(company, 'companyName');
  });

  it.each([
    ['NUL', NUL],
    ['a lone surrogate', HIGH],
  ])('generate formData (%s): refused before the automation is called', async (_n, bad) => {
    const m = await newMember(t);
    await setWebhook(t, m.company, 'facebook', hook.url(`/g/${m.slug}`));
    const res = await generate(t, m, {
      assistantType: 'facebook',
      formData: { ...VALID_FORMS.facebook, postTopic: `Why ${bad} matters` },
      sessionId: 's1',
    });
    expectRefused(res, 'formData.postTopic');
    expect(hook.requestsTo(`/g/${m.slug}`)).toEqual([]);
    expect(await savedFor(t, m.company.id)).toEqual({ history: 0, events: 0 });
  });

  it.each([
    ['revisionRequest', { revisionRequest: `Shorter ${NUL}` }],
    ['originalContent', { originalContent: `Draft ${LOW}` }],
    [
      'originalFormData.targetAudience',
      {
        originalFormData: { ...VALID_FORMS.facebook, targetAudience: `Clinics ${NUL}` },
      },
    ],
  ])('revise: %s, refused before the automation is called', async (path, change) => {
    const m = await newMember(t);
    await setWebhook(t, m.company, 'facebook', hook.url(`/r/${m.slug}`));
    const res = await revise(t, m, {
      assistantType: 'facebook',
      originalContent: 'A draft post',
      originalFormData: VALID_FORMS.facebook,
      revisionRequest: 'Make it shorter',
      sessionId: 's1',
      ...change,
    });
    expectRefused(res, path);
    expect(hook.requestsTo(`/r/${m.slug}`)).toEqual([]);
    expect(await savedFor(t, m.company.id)).toEqual({ history: 0, events: 0 });
  });

  it('a key of an object is checked too', async () => {
    const m = await newMember(t, { role: 'admin' });
    const res = await call(t, {
      method: 'POST',
      url: '/api/admin/company-settings',
      slug: m.slug,
      cookie: m.cookie,
      payload: {
        companyName: 'Acme',
        companyId: m.slug,
        assistantCustomization: { facebook: { [`desc${NUL}`]: 'x' } },
      },
    });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().message).toMatch(REFUSED);
  });

  it('a query parameter', async () => {
    const m = await newMember(t, { role: 'admin' });
    const res = await call(t, {
      url: '/api/admin/reports/activity?limit=10%00',
      slug: m.slug,
      cookie: m.cookie,
    });
    expectRefused(res, 'limit');
  });

  it('well-formed text outside the Basic Multilingual Plane is accepted', async () => {
    const m = await newMember(t);
    await setWebhook(t, m.company, 'facebook', hook.url(`/ok/${m.slug}`));
    const res = await generate(t, m, {
      assistantType: 'facebook',
      formData: { ...VALID_FORMS.facebook, postTopic: 'Why MFA matters 🔐 ✓ 𝄞' },
      sessionId: 's1',
    });
    expect(res.statusCode, res.body).toBe(200);
    const [received] = hook.requestsTo(`/ok/${m.slug}`);
    expect((received.body as { formData: { postTopic: string } }).formData.postTopic).toBe(
      'Why MFA matters 🔐 ✓ 𝄞',
    );
  });
});
