import { describe, expect, it } from 'vitest';
import { OPERATION_IDS } from '../../../src/server/openapi/operations.js';
import { createCompany, createUser } from '../../support/factories.js';
import { createTestApp, hostOf, signIn, type TestApp } from '../../support/test-app.js';

const t = await createTestApp();

interface Operation {
  operationId?: string;
  security?: Record<string, string[]>[];
  responses: Record<string, unknown>;
}
interface OpenApi {
  servers?: { url: string }[];
  paths: Record<string, Record<string, Operation>>;
  components: { securitySchemes?: Record<string, { type: string; in?: string; name?: string }> };
}

async function openapiOf(app: TestApp): Promise<OpenApi> {
  const res = await app.app.inject({ url: '/api/openapi.json', headers: { host: 'localhost' } });
  expect(res.statusCode).toBe(200);
  return res.json();
}

function operationsOf(doc: OpenApi) {
  return Object.entries(doc.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, op]) => ({ method, path, op })),
  );
}

/** Every object schema in the document whose `required` names a property it does not define. */
function undefinedRequired(node: unknown, at = '#'): string[] {
  if (Array.isArray(node))
    return node.flatMap((child, i) => undefinedRequired(child, `${at}/${i}`));
  if (node === null || typeof node !== 'object') return [];
  const schema = node as { required?: unknown; properties?: Record<string, unknown> };
  const own = Array.isArray(schema.required)
    ? schema.required
        .filter((name: string) => !(schema.properties && name in schema.properties))
        .map((name: string) => `${at}: ${name}`)
    : [];
  return [
    ...own,
    ...Object.entries(node).flatMap(([key, child]) => undefinedRequired(child, `${at}/${key}`)),
  ];
}

/** Every call of both specification documents, as OpenAPI paths. */
const SPEC_CALLS: [method: string, path: string][] = [
  ['get', '/api/auth/me'],
  ['post', '/api/auth/login'],
  ['post', '/api/auth/logout'],
  ['post', '/api/auth/change-password'],
  ['get', '/api/tenant/info'],
  ['get', '/api/user-bot-access'],
  ['get', '/api/settings'],
  ['post', '/api/settings'],
  ['get', '/api/history'],
  ['post', '/api/generate'],
  ['post', '/api/revise'],
  ['put', '/api/history/favorite/{id}'],
  ['delete', '/api/history/{id}'],
  ['get', '/api/admin/users'],
  ['post', '/api/admin/users'],
  ['delete', '/api/admin/users/{id}'],
  ['post', '/api/admin/users/{id}/reset-password'],
  ['get', '/api/admin/companies'],
  ['post', '/api/admin/companies'],
  ['delete', '/api/admin/companies/{companyId}'],
  ['get', '/api/admin/company-settings'],
  ['post', '/api/admin/company-settings'],
  ['post', '/api/admin/companies/{companyId}/settings'],
  ['get', '/api/admin/bot-access/{companyId}'],
  ['post', '/api/admin/bot-access'],
  ['get', '/api/company-webhooks/{companyId}'],
  ['post', '/api/company-webhooks/{companyId}'],
  ['post', '/api/company-webhooks/{companyId}/copy-defaults'],
  ['post', '/api/admin/mark-usage-reports-viewed'],
  ['get', '/api/admin/reports/user-stats'],
  ['get', '/api/admin/reports/activity'],
  ['get', '/api/admin/reports/content-stats'],
  ['get', '/api/admin/reports/login-stats'],
  ['get', '/api/admin/reports/usage-trends'],
  ['get', '/api/admin/reports/export'],
  ['get', '/api/platform-admin/stats'],
  ['get', '/api/platform-admin/companies'],
  ['get', '/api/platform-admin/metrics'],
  ['get', '/api/platform-admin/bot-analytics'],
  ['get', '/api/admin/automation-health'],
  ['get', '/api/platform-admin/failing-automations'],
  ['post', '/api/memory/clear'],
];

describe('GET /api/openapi.json', () => {
  it('lists every call of the specification with its responses', async () => {
    const res = await t.app.inject({ url: '/api/openapi.json', headers: { host: 'localhost' } });
    expect(res.statusCode).toBe(200);
    const paths = res.json().paths as Record<string, Record<string, { responses: object }>>;
    const missing = SPEC_CALLS.filter(([method, path]) => !paths[path]?.[method]);
    expect(missing).toEqual([]);
    for (const [method, path] of SPEC_CALLS) {
      expect(Object.keys(paths[path][method].responses).length).toBeGreaterThan(0);
    }
  });

  it('documents a schema for every API route the app serves', async () => {
    const res = await t.app.inject({ url: '/api/openapi.json', headers: { host: 'localhost' } });
    const paths = res.json().paths as Record<string, Record<string, { responses?: object }>>;
    for (const [path, methods] of Object.entries(paths)) {
      for (const [method, op] of Object.entries(methods)) {
        expect(op.responses, `${method.toUpperCase()} ${path}`).toBeTruthy();
      }
    }
    expect(Object.keys(paths).length).toBeGreaterThanOrEqual(35);
  });
});

describe('the API description for client generators', () => {
  it('names every operation once, with a readable operationId', async () => {
    const ops = operationsOf(await openapiOf(t));
    const ids = ops.map(({ op }) => op.operationId);
    for (const { method, path, op } of ops) {
      expect(op.operationId, `${method.toUpperCase()} ${path}`).toMatch(/^[a-z][A-Za-z0-9]+$/);
    }
    expect(new Set(ids).size).toBe(ids.length);
    const idOf = (method: string, path: string) =>
      ops.find((o) => o.method === method && o.path === path)?.op.operationId;
    expect(idOf('get', '/api/settings')).toBe('getWebhookSettings');
    expect(idOf('post', '/api/admin/users')).toBe('createUser');
    expect(idOf('delete', '/api/presets/{id}')).toBe('deletePreset');
  });

  it('takes every name from the table of operations, which lists no other', async () => {
    const documented = operationsOf(await openapiOf(t)).map(
      ({ method, path }) => `${method.toUpperCase()} ${path.replace(/\{(\w+)\}/g, ':$1')}`,
    );
    expect(documented.toSorted()).toEqual(Object.keys(OPERATION_IDS).toSorted());
  });

  it('says where it is served', async () => {
    const doc = await openapiOf(t);
    expect(doc.servers?.length).toBeGreaterThan(0);
  });

  it('declares the session cookie the app sets, by its name', async () => {
    const company = await createCompany(t);
    const user = await createUser(t, company);
    const cookie = await signIn(t, company.slug, user.username);
    const doc = await openapiOf(t);
    expect(doc.components.securitySchemes?.session).toEqual({
      type: 'apiKey',
      in: 'cookie',
      name: cookie.split('=')[0],
      description: expect.any(String),
    });
    const secure = await createTestApp({ SECURE_COOKIES: true });
    const secureDoc = await openapiOf(secure);
    expect(secureDoc.components.securitySchemes?.session.name).toBe('__Host-copydesk.sid');
  });

  it('declares the security of every operation: the session, or none where none is needed', async () => {
    const ops = operationsOf(await openapiOf(t));
    for (const { method, path, op } of ops) {
      expect(op.security, `${method.toUpperCase()} ${path}`).toBeInstanceOf(Array);
    }
    const securityOf = (method: string, path: string) =>
      ops.find((o) => o.method === method && o.path === path)?.op.security;
    expect(securityOf('post', '/api/auth/login')).toEqual([]);
    expect(securityOf('get', '/api/tenant/info')).toEqual([]);
    expect(securityOf('post', '/api/automation-callbacks/{id}')).toEqual([{ callbackToken: [] }]);
    expect(securityOf('post', '/api/auth/logout')).toEqual([{ session: [] }, {}]);
    expect(securityOf('get', '/api/settings')).toEqual([{ session: [] }]);
    expect(securityOf('post', '/api/admin/users')).toEqual([{ session: [] }]);
  });

  it('asks for the session exactly where the app refuses a caller without one', async () => {
    const company = await createCompany(t);
    const ops = operationsOf(await openapiOf(t));
    const needSession = ({ security }: Operation) =>
      Boolean(security?.length && security.every((s) => 'session' in s));
    expect(ops.filter(({ op }) => needSession(op)).length).toBeGreaterThan(40);
    for (const { method, path, op } of ops) {
      const res = await t.app.inject({
        method: method.toUpperCase() as 'GET',
        url: path.replace(/\{[^}]+\}/g, '1'),
        headers: { host: hostOf(company.slug) },
        ...(method === 'get' || method === 'delete' ? {} : { payload: {} }),
      });
      const refused = res.statusCode === 401 && res.json().message === 'Not signed in';
      expect(refused, `${method.toUpperCase()} ${path}: ${res.statusCode}`).toBe(needSession(op));
    }
  });

  it('requires only properties its schemas define', async () => {
    expect(undefinedRequired(await openapiOf(t))).toEqual([]);
  });
});
