import { afterAll, describe, expect, it } from 'vitest';
import { adminWorld, type CallerName } from '../../support/admin-users-fixtures.js';
import { callAs } from '../../support/callers.js';
import { setModelConnection } from '../../support/factories.js';
import { startOpenAiServer } from '../../support/openai-server.js';
import { createTestApp } from '../../support/test-app.js';

// Who may read, change and test which connection: a company's admins their own, operator staff
// any company's and the platform's. Refusals come before anything is read or called.
const model = await startOpenAiServer();
afterAll(() => model.close());
const t = await createTestApp({ WEBHOOK_ALLOW_HOSTS: [new URL(model.baseUrl).host] });
const w = await adminWorld(t);
await setModelConnection(t, w.a, { baseUrl: model.baseUrl, model: 'gpt-test' });

const body = { provider: 'openai-compatible', baseUrl: model.baseUrl, model: 'gpt-test-mini' };
const requests = (path: string) => [
  { method: 'GET' as const, url: path },
  { method: 'PUT' as const, url: path, payload: body },
  { method: 'POST' as const, url: `${path}/test`, payload: {} },
  { method: 'DELETE' as const, url: path },
];

type Expected = Record<CallerName, number>;

async function expectEach(path: string, expected: Partial<Expected>) {
  for (const [who, status] of Object.entries(expected) as [CallerName, number][]) {
    for (const request of requests(path)) {
      const res = await callAs(t, w.callers[who], request);
      expect(res.statusCode, `${who}: ${request.method} ${request.url}: ${res.body}`).toBe(status);
      if (status >= 400) expect(res.json()).toHaveProperty('message');
    }
    // Put back what an allowed DELETE removed, for the next caller.
    await setModelConnection(t, w.a, { baseUrl: model.baseUrl, model: 'gpt-test' });
  }
}

describe("a named company's model connection", () => {
  it('is refused to the signed out (401), members (403) and other companies (404)', async () => {
    await expectEach(`/api/admin/companies/${w.a.slug}/model-connection`, {
      'signed out': 401,
      user: 403,
      "other company's admin": 404,
    });
  });

  it("is its admins' and operator staff's", async () => {
    await expectEach(`/api/admin/companies/${w.a.slug}/model-connection`, {
      'company admin': 200,
      'operator staff (admin)': 200,
      'platform admin': 200,
    });
  });

  it('reads as missing for a company that does not exist', async () => {
    const res = await callAs(t, w.callers['platform admin'], {
      url: '/api/admin/companies/no-such-company/model-connection',
    });
    expect(res.statusCode).toBe(404);
  });
});

describe("the current company's model connection", () => {
  it('is refused to members, and served to admins on their own host', async () => {
    await expectEach('/api/admin/model-connection', { 'signed out': 401, user: 403 });
    await expectEach('/api/admin/model-connection', { 'company admin': 200 });
  });

  it("another company's admin reaches only their own", async () => {
    const res = await callAs(t, w.callers["other company's admin"], {
      url: '/api/admin/model-connection',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().own).toBeNull();
  });
});

describe("the platform's model connection", () => {
  it("is operator staff's only", async () => {
    const path = '/api/platform-admin/model-connection';
    for (const who of ['user', 'company admin', "other company's admin"] as const) {
      for (const request of requests(path)) {
        const res = await callAs(t, w.callers[who], request);
        expect(res.statusCode, `${who}: ${request.method} ${request.url}`).toBe(403);
        expect(res.json().message).toBe(
          "Only the operator's staff can manage the platform's model connection",
        );
      }
    }
    const read = await callAs(t, w.callers['operator staff (admin)'], { url: path });
    expect(read.statusCode).toBe(200);
  });
});

describe("a company's assistants' ways", () => {
  const path = () => `/api/admin/companies/${w.a.slug}/runs-on`;
  it.each([
    ['signed out', 401],
    ['user', 403],
    ["other company's admin", 404],
    ['company admin', 200],
    ['operator staff (admin)', 200],
    ['platform admin', 200],
  ] as [CallerName, number][])('%s: %i', async (who, status) => {
    const read = await callAs(t, w.callers[who], { url: path() });
    expect(read.statusCode, read.body).toBe(status);
    const save = await callAs(t, w.callers[who], {
      method: 'PUT',
      url: path(),
      payload: { blog: 'model' },
    });
    expect(save.statusCode, save.body).toBe(status);
  });
});
