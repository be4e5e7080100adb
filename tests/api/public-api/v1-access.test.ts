import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { apiTokens, auditLog } from '../../../src/server/db/schema.js';
import { callAs, callerFor } from '../../support/callers.js';
import { createCompany, createUser, setWebhook } from '../../support/factories.js';
import { VALID_FORMS } from '../../support/sample-forms.js';
import { createTestApp, hostOf, type TestApp } from '../../support/test-app.js';
import { startWebhookServer } from '../../support/webhook-server.js';

const hook = await startWebhookServer();
const t: TestApp = await createTestApp({
  WEBHOOK_ALLOW_HOSTS: [hook.host],
  API_TOKEN_RATE_PER_MINUTE: 5,
});
const db = t.database.db;
hook.answer({ body: { output: 'A post written for the API' } });

async function companyWithToken(scopes: string[] = ['generate', 'history:read']) {
  const company = await createCompany(t);
  const user = await createUser(t, company, 'user');
  await setWebhook(t, company, 'facebook', hook.url(`/a/${company.slug}`));
  const caller = await callerFor(t, company, user);
  const res = await callAs(t, caller, {
    method: 'POST',
    url: '/api/me/tokens',
    payload: { name: 'Script', scopes },
  });
  expect(res.statusCode, res.body).toBe(200);
  const { token, id } = res.json() as { token: string; id: number };
  return { company, user, caller, token, tokenId: id };
}

/** A request to the public API, on `slug`'s host (any: the token says which company). */
function v1(
  opts: { method?: 'GET' | 'POST'; url: string; token?: string; slug?: string; payload?: unknown },
  headers: Record<string, string> = {},
) {
  return t.app.inject({
    method: opts.method ?? 'GET',
    url: `/api/v1${opts.url}`,
    headers: {
      host: hostOf(opts.slug ?? 'anything'),
      ...(opts.token ? { authorization: `Bearer ${opts.token}` } : {}),
      ...headers,
    },
    ...(opts.payload !== undefined ? { payload: opts.payload as object } : {}),
  });
}

const facebook = { assistantType: 'facebook', formData: VALID_FORMS.facebook };

describe('the public API /api/v1', () => {
  it('answers problem+json 401 without a token, also with a session cookie', async () => {
    const c = await companyWithToken();
    const attempts: Record<string, string>[] = [
      {},
      { cookie: c.caller.cookie! },
      { authorization: 'Basic eDp5' },
    ];
    for (const headers of attempts) {
      const res = await v1({ url: '/assistants', slug: c.company.slug }, headers);
      expect(res.statusCode).toBe(401);
      expect(res.headers['content-type']).toBe('application/problem+json; charset=utf-8');
      expect(res.json()).toEqual({
        type: 'urn:copydesk:problem:invalid-token',
        title: 'Invalid token',
        status: 401,
        detail: 'The API token is missing, unknown, expired or revoked',
      });
    }
  });

  it('acts in the token’s company whatever the host', async () => {
    const a = await companyWithToken();
    const b = await companyWithToken();
    const res = await v1({
      method: 'POST',
      url: '/generations?wait=30',
      token: a.token,
      slug: b.company.slug,
      payload: facebook,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      status: 'succeeded',
      content: 'A post written for the API',
    });
    expect(hook.requestsTo(`/a/${a.company.slug}`)).toHaveLength(1);
    expect(hook.requestsTo(`/a/${b.company.slug}`)).toHaveLength(0);

    const read = await v1({ url: `/generations/${res.json().id}`, token: b.token });
    expect(read.statusCode).toBe(404);
    expect(read.json()).toMatchObject({ type: 'urn:copydesk:problem:not-found', status: 404 });
  });

  it('starts a generation at once without wait, and reads it back', async () => {
    const c = await companyWithToken();
    const res = await v1({
      method: 'POST',
      url: '/generations',
      token: c.token,
      payload: facebook,
    });
    expect(res.statusCode, res.body).toBe(202);
    const { id } = res.json() as { id: string };
    let read = await v1({ url: `/generations/${id}`, token: c.token });
    for (let i = 0; i < 100 && read.json().status === 'running'; i++) {
      await new Promise((r) => setTimeout(r, 50));
      read = await v1({ url: `/generations/${id}`, token: c.token });
    }
    expect(read.json()).toMatchObject({ id, status: 'succeeded', assistantType: 'facebook' });
  });

  it('refuses a token without the scope, an expired, a revoked one', async () => {
    const c = await companyWithToken(['history:read']);
    const res = await v1({
      method: 'POST',
      url: '/generations',
      token: c.token,
      payload: facebook,
    });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({
      type: 'urn:copydesk:problem:insufficient-scope',
      title: 'Insufficient scope',
      status: 403,
      detail: 'This token does not have the "generate" scope',
    });

    const expired = await companyWithToken();
    await db
      .update(apiTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(apiTokens.id, expired.tokenId));
    const revoked = await companyWithToken();
    await callAs(t, revoked.caller, { method: 'DELETE', url: `/api/me/tokens/${revoked.tokenId}` });
    for (const token of [expired.token, revoked.token, `cdk_${'x'.repeat(43)}`]) {
      const r = await v1({ url: '/assistants', token });
      expect(r.statusCode).toBe(401);
      expect(r.json().type).toBe('urn:copydesk:problem:invalid-token');
    }
    // The refusals of known tokens are audited in their company.
    const refused = await db
      .select({ company: auditLog.companyId })
      .from(auditLog)
      .where(eq(auditLog.action, 'api_token.refuse'));
    expect(refused.map((r) => r.company)).toEqual(
      expect.arrayContaining([expired.company.id, revoked.company.id]),
    );
  });

  it('refuses every token of a company whose API access is off', async () => {
    const c = await companyWithToken();
    const admin = await callerFor(t, c.company, await createUser(t, c.company, 'admin'));
    const off = await callAs(t, admin, {
      method: 'POST',
      url: '/api/admin/company-settings',
      payload: {
        companyId: c.company.slug,
        companyName: c.company.companyName,
        apiAccess: false,
      },
    });
    expect(off.statusCode, off.body).toBe(200);
    expect(off.json().apiAccess).toBe(false);
    const res = await v1({ url: '/assistants', token: c.token });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({
      type: 'urn:copydesk:problem:api-access-off',
      detail:
        'The API is turned off for your company. An administrator can turn it on in the company settings.',
    });
  });

  it('lists the assistants with their forms as JSON Schema', async () => {
    const c = await companyWithToken();
    const res = await v1({ url: '/assistants', token: c.token });
    expect(res.statusCode, res.body).toBe(200);
    const facebookEntry = res.json().items.find((a: { id: string }) => a.id === 'facebook');
    expect(facebookEntry).toMatchObject({ name: expect.any(String), output: 'text' });
    expect(facebookEntry.formSchema).toMatchObject({
      type: 'object',
      required: expect.arrayContaining(['postTopic']),
    });
    // The token's last use is recorded (at most once a minute).
    const [row] = await db.select().from(apiTokens).where(eq(apiTokens.id, c.tokenId));
    expect(row.lastUsedAt).not.toBeNull();
    await v1({ url: '/assistants', token: c.token });
    const [again] = await db.select().from(apiTokens).where(eq(apiTokens.id, c.tokenId));
    expect(again.lastUsedAt).toEqual(row.lastUsedAt);
  });

  it('answers bad input with 400 naming the field, and starts nothing', async () => {
    const c = await companyWithToken();
    const before = hook.requests.length;
    const res = await v1({
      method: 'POST',
      url: '/generations?wait=120',
      token: c.token,
      payload: facebook,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      type: 'urn:copydesk:problem:invalid-input',
      detail: 'wait must be a number of seconds from 0 to 60',
    });
    const bad = await v1({
      method: 'POST',
      url: '/generations',
      token: c.token,
      payload: { assistantType: 'facebook', formData: {} },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().type).toBe('urn:copydesk:problem:invalid-input');
    expect(hook.requests.length).toBe(before);
  });

  it('limits each token’s requests a minute, with RateLimit headers and Retry-After', async () => {
    const c = await companyWithToken();
    const answers = [];
    for (let i = 0; i < 6; i++) answers.push(await v1({ url: '/assistants', token: c.token }));
    expect(answers.slice(0, 5).map((r) => r.statusCode)).toEqual([200, 200, 200, 200, 200]);
    expect(answers[0].headers['ratelimit-limit']).toBe('5');
    expect(answers[0].headers['ratelimit-remaining']).toBe('4');
    expect(Number(answers[0].headers['ratelimit-reset'])).toBeGreaterThan(0);
    const last = answers[5];
    expect(last.statusCode).toBe(429);
    expect(Number(last.headers['retry-after'])).toBeGreaterThan(0);
    expect(last.json().type).toBe('urn:copydesk:problem:too-many-requests');
    // Another token has its own count.
    const other = await companyWithToken();
    expect((await v1({ url: '/assistants', token: other.token })).statusCode).toBe(200);
  });
});
