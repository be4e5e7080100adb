import { createServer, type IncomingHttpHeaders, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, describe, expect, it } from 'vitest';
import { webhookSettings } from '../../../src/server/db/schema.js';
import { createCompany, createUser, platformCompany } from '../../support/factories.js';
import { call, createTestApp, signIn, type TestApp } from '../../support/test-app.js';

interface Recorded {
  path: string;
  headers: IncomingHttpHeaders;
  body: Record<string, unknown>;
}
const recorded: Recorded[] = [];

const json = (res: ServerResponse, status: number, value: unknown) => {
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(JSON.stringify(value));
};

/** A stand-in automation (n8n-like) that answers by path. */
const answers: Record<string, (res: ServerResponse) => void> = {
  '/ok': (res) => json(res, 200, [{ output: 'ok' }]),
  '/not-registered': (res) =>
    json(res, 404, { code: 404, message: 'The requested webhook "POST abc" is not registered.' }),
  '/auth': (res) => json(res, 401, { message: 'Authorization data is wrong!' }),
  '/started': (res) => json(res, 200, { message: 'Workflow was started' }),
  '/template': (res) => json(res, 200, { output: '{{ $json.output }}' }),
  '/slow': () => undefined, // never answers
};

const server = createServer((req, res) => {
  let raw = '';
  req.on('data', (chunk: Buffer) => (raw += chunk.toString('utf8')));
  req.on('end', () => {
    const path = (req.url ?? '/').split('?')[0].replace(/^\/[^/]+(?=\/)/, '');
    recorded.push({ path: req.url ?? '', headers: req.headers, body: JSON.parse(raw || '{}') });
    (answers[path] ?? ((r: ServerResponse) => json(r, 500, { message: 'unexpected' })))(res);
  });
});
await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
const port = (server.address() as AddressInfo).port;
const origin = `http://127.0.0.1:${port}`;
afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

// Its own database: this file writes the platform default webhooks, which every company of a database falls back to.
const t = await createTestApp(
  { WEBHOOK_ALLOW_HOSTS: [`127.0.0.1:${port}`] },
  { ownDatabase: true },
);

/** URLs carry a unique first segment so each test finds its own recorded calls. */
let counter = 0;
const hookUrl = (answer: string) => `${origin}/t${++counter}${answer}`;
const callsTo = (url: string) => recorded.filter((r) => `${origin}${r.path}` === url);

async function adminOf(app: TestApp) {
  const company = await createCompany(app);
  const admin = await createUser(app, company, 'admin');
  const cookie = await signIn(app, company.slug, admin.username);
  return { company, admin, cookie, slug: company.slug };
}

const test = (app: TestApp, who: { slug: string; cookie?: string }, payload: unknown) =>
  call(app, { method: 'POST', url: '/api/webhooks/test', ...who, payload });

describe('POST /api/webhooks/test', () => {
  it('sends a test payload with the stored key and reports reachable and understood', async () => {
    const { company, admin, cookie, slug } = await adminOf(t);
    const url = hookUrl('/ok');
    await call(t, {
      method: 'POST',
      url: '/api/settings',
      slug,
      cookie,
      payload: { facebook: { webhookUrl: url, apiKey: 'Bearer stored-key-4321' } },
    });
    const res = await test(
      t,
      { slug, cookie },
      { assistantType: 'facebook', apiKey: '••••••••4321' },
    );
    expect(res.statusCode).toBe(200);
    const result = res.json();
    expect(result).toMatchObject({ url, reachable: true, status: 200, understood: true });
    expect(result.problem).toBeUndefined();
    expect(typeof result.latencyMs).toBe('number');

    const [got] = callsTo(url);
    expect(got.body).toEqual({
      action: 'test',
      assistantType: 'facebook',
      sessionId: 'webhook-test',
      company: { id: company.slug, name: company.companyName },
      user: { id: admin.id, username: admin.username },
    });
    expect(got.headers.authorization).toBe('Bearer stored-key-4321');
    expect(got.headers['content-type']).toMatch(/application\/json/);
  });

  it('tests a typed URL and key before saving; an empty key sends none', async () => {
    const { cookie, slug } = await adminOf(t);
    const url = hookUrl('/ok');
    const typed = await test(
      t,
      { slug, cookie },
      { assistantType: 'blog', webhookUrl: url, apiKey: 'typed-key' },
    );
    expect(typed.json()).toMatchObject({ reachable: true, understood: true });
    const none = await test(
      t,
      { slug, cookie },
      { assistantType: 'blog', webhookUrl: url, apiKey: '' },
    );
    expect(none.json()).toMatchObject({ reachable: true, understood: true });
    const [first, second] = callsTo(url);
    expect(first.headers.authorization).toBe('typed-key');
    expect(second.headers.authorization).toBeUndefined();
  });

  it('falls back to the platform default when the company has no URL of its own', async () => {
    const platform = await platformCompany(t);
    const url = hookUrl('/ok');
    await t.database.db
      .insert(webhookSettings)
      .values({ companyId: platform.id, assistantType: 'website', webhookUrl: url })
      .onConflictDoUpdate({
        target: [webhookSettings.companyId, webhookSettings.assistantType],
        set: { webhookUrl: url },
      });
    const { cookie, slug } = await adminOf(t);
    const res = await test(t, { slug, cookie }, { assistantType: 'website' });
    expect(res.json()).toMatchObject({ url, reachable: true, understood: true });
    expect(callsTo(url)).toHaveLength(1);
  });

  it('names an inactive n8n workflow (404 "not registered")', async () => {
    const { cookie, slug } = await adminOf(t);
    const res = await test(
      t,
      { slug, cookie },
      {
        assistantType: 'instagram',
        webhookUrl: hookUrl('/not-registered'),
      },
    );
    expect(res.statusCode).toBe(200);
    const result = res.json();
    expect(result).toMatchObject({ reachable: true, status: 404, understood: false });
    expect(result.problem).toMatch(/workflow is not active/);
    expect(result.problem).toMatch(/not registered/);
  });

  it('says when the automation refuses the API key (401)', async () => {
    const { cookie, slug } = await adminOf(t);
    const res = await test(
      t,
      { slug, cookie },
      {
        assistantType: 'linkedin2',
        webhookUrl: hookUrl('/auth'),
        apiKey: 'wrong',
      },
    );
    expect(res.json()).toMatchObject({ reachable: true, status: 401, understood: false });
    expect(res.json().problem).toMatch(/refused the API key/);
  });

  it('explains "Workflow was started"', async () => {
    const { cookie, slug } = await adminOf(t);
    const res = await test(
      t,
      { slug, cookie },
      {
        assistantType: 'newsletter',
        webhookUrl: hookUrl('/started'),
      },
    );
    expect(res.json()).toMatchObject({ reachable: true, status: 200, understood: false });
    expect(res.json().problem).toMatch(/Workflow was started/);
    expect(res.json().problem).toMatch(/Respond to Webhook/);
  });

  it('spots an unfilled template expression', async () => {
    const { cookie, slug } = await adminOf(t);
    const res = await test(
      t,
      { slug, cookie },
      {
        assistantType: 'topic-generator',
        webhookUrl: hookUrl('/template'),
      },
    );
    expect(res.json()).toMatchObject({ reachable: true, understood: false });
    expect(res.json().problem).toMatch(/unfilled template expression/);
  });

  it('reports a refused address as unreachable, without calling it', async () => {
    const { cookie, slug } = await adminOf(t);
    const res = await test(
      t,
      { slug, cookie },
      {
        assistantType: 'blog',
        webhookUrl: 'http://169.254.169.254/latest/meta-data/',
      },
    );
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ reachable: false, status: null, understood: false });
    expect(res.json().problem).toMatch(/not allowed/);
  });

  it('answers 400 for an invalid URL, or when no URL is set at all', async () => {
    const { cookie, slug } = await adminOf(t);
    const bad = await test(t, { slug, cookie }, { assistantType: 'blog', webhookUrl: 'nope' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('Blog Article: Please enter a valid URL');
    const none = await test(t, { slug, cookie }, { assistantType: 'prospect-engagement' });
    expect(none.statusCode).toBe(400);
    expect(none.json().message).toMatch(/^Prospect Engagement: No webhook URL is set/);
  });

  it('does not send a stored key to another address', async () => {
    const { cookie, slug } = await adminOf(t);
    await call(t, {
      method: 'POST',
      url: '/api/settings',
      slug,
      cookie,
      payload: { facebook: { webhookUrl: hookUrl('/ok'), apiKey: 'stored-5555' } },
    });
    const res = await test(
      t,
      { slug, cookie },
      {
        assistantType: 'facebook',
        webhookUrl: 'https://elsewhere.example.com/collect',
        apiKey: '••••••••5555',
      },
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/^Facebook: Enter the API key again/);
  });

  it('is for admins: 401 signed out, 403 for users, 404 for another company', async () => {
    const { company, slug } = await adminOf(t);
    const user = await createUser(t, company, 'user');
    const userCookie = await signIn(t, slug, user.username);
    const other = await adminOf(t);
    const before = recorded.length;
    const body = { assistantType: 'facebook', webhookUrl: hookUrl('/ok') };
    expect((await test(t, { slug }, body)).statusCode).toBe(401);
    expect((await test(t, { slug, cookie: userCookie }, body)).statusCode).toBe(403);
    const foreign = await test(t, other, { ...body, companyId: company.slug });
    expect(foreign.statusCode).toBe(404);
    expect(recorded.length).toBe(before);
  });

  it("lets operator staff test any company's webhook by companyId", async () => {
    const platform = await platformCompany(t);
    const staff = await createUser(t, platform, 'platform_admin');
    const cookie = await signIn(t, 'platform-admin', staff.username);
    const company = await createCompany(t);
    const url = hookUrl('/ok');
    const res = await test(
      t,
      { slug: 'platform-admin', cookie },
      {
        assistantType: 'facebook',
        companyId: company.slug,
        webhookUrl: url,
      },
    );
    expect(res.json()).toMatchObject({ reachable: true, understood: true });
    expect(callsTo(url)[0].body.company).toEqual({
      id: company.slug,
      name: company.companyName,
    });
  });
});

describe('a webhook that does not answer in time', () => {
  it('reports the timeout', async () => {
    const quick = await createTestApp(
      {
        WEBHOOK_ALLOW_HOSTS: [`127.0.0.1:${port}`],
        WEBHOOK_TIMEOUT_MS: 300,
      },
      { ownDatabase: true },
    );
    const { cookie, slug } = await adminOf(quick);
    const res = await test(
      quick,
      { slug, cookie },
      {
        assistantType: 'facebook',
        webhookUrl: hookUrl('/slow'),
      },
    );
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ reachable: false, status: null, understood: false });
    expect(res.json().problem).toMatch(/did not answer within 0\.3 seconds/);
  });
});
