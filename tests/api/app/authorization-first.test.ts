import { describe, expect, it } from 'vitest';
import { newMember } from '../../support/factories.js';
import { call, createTestApp } from '../../support/test-app.js';

/**
 * Who the caller is is checked before what they sent: without a session, every route
 * that needs one answers 401 "Not signed in", whatever the body, query or path holds; the
 * answer never depends on the input of a caller who may not call.
 */
const t = await createTestApp();
await t.app.ready();

/** The routes anyone may call: signing in and out, the company's public face, callbacks. */
const PUBLIC = new Set([
  'POST /api/auth/login',
  'POST /api/auth/login/2fa',
  'POST /api/auth/logout',
  // A mailed link's token, or a login to mail one to, is the credential (decision 044).
  'POST /api/auth/accept-invite',
  'POST /api/auth/forgot-password',
  'POST /api/auth/reset-password',
  'GET /api/tenant/info',
  // Whether the sign-in page shows the company's single sign-on button (decision 045).
  'GET /api/auth/sso',
  'POST /api/automation-callbacks/{id}',
  // A publish automation's callback token, and a calendar feed's token (decision 060).
  'POST /api/publications/{id}/callback',
  'GET /api/calendar.ics',
  // The public API asks for its bearer token instead, before the input too (tests/api/public-api).
  'GET /api/v1/assistants',
  'POST /api/v1/generations',
  'GET /api/v1/generations/{id}',
  'POST /api/v1/generations/{id}/stop',
  'GET /api/v1/generations/{id}/events',
  'GET /api/v1/history',
  'GET /api/v1/history/{id}',
  'PATCH /api/v1/history/{id}',
  'GET /api/v1/history/{id}/versions',
  'POST /api/v1/history/{id}/review',
  'POST /api/v1/history/{id}/decision',
  'POST /api/v1/history/{id}/publications',
  'GET /api/v1/publications',
]);

type Paths = Record<string, Record<string, unknown>>;
const operations = Object.entries((t.app.swagger() as { paths: Paths }).paths).flatMap(
  ([path, ops]) => Object.keys(ops).map((method) => ({ method: method.toUpperCase(), path })),
);

/** The path with every parameter filled with something no schema accepts. */
const withBadParams = (path: string) => path.replace(/\{\w+\}/g, '%20not-valid%20');

describe('signed out, with input no route accepts', () => {
  it('every route that needs a session answers 401 before reading the input', async () => {
    const m = await newMember(t, { role: 'admin' });
    const guarded = operations.filter((op) => !PUBLIC.has(`${op.method} ${op.path}`));
    expect(guarded.length).toBeGreaterThan(40);
    for (const { method, path } of guarded) {
      const res = await call(t, {
        method: method as 'GET',
        url: `${withBadParams(path)}?days=14&limit=many&page=abc`,
        slug: m.slug,
        ...(method === 'GET' || method === 'DELETE'
          ? {}
          : { payload: { companyId: 7, assistantType: 'nope', formData: 'x' } }),
      });
      expect(res.statusCode, `${method} ${path}: ${res.body}`).toBe(401);
      expect(res.json(), `${method} ${path}`).toEqual({ message: 'Not signed in' });
    }
  });

  it('the company settings of another company: 401, not "Company ID is required"', async () => {
    const m = await newMember(t, { role: 'admin' });
    const res = await call(t, {
      method: 'POST',
      url: `/api/admin/companies/${m.slug}/settings`,
      slug: m.slug,
      payload: { companyName: '' },
    });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ message: 'Not signed in' });
  });

  it('the public routes still answer as before', async () => {
    const m = await newMember(t);
    const login = await call(t, {
      method: 'POST',
      url: '/api/auth/login',
      slug: m.slug,
      payload: { username: 7 },
    });
    expect(login.statusCode).toBe(400);
    expect((await call(t, { url: '/api/tenant/info', slug: m.slug })).statusCode).toBe(200);
  });
});
