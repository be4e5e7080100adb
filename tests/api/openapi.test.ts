import { describe, expect, it } from 'vitest';
import { createTestApp } from './support/test-app.js';

const t = await createTestApp();

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
