import { describe, expect, it } from 'vitest';
import { newMember } from '../../support/factories.js';
import { call, createTestApp } from '../../support/test-app.js';

/**
 * Ids beyond the database's integer range answered 500 on the admin user routes. Every
 * route with a numeric id answers 404 for them, as for any id that matches nothing; a malformed
 * id stays a 400.
 */

const t = await createTestApp();

const HUGE = ['2147483648', '99999999999', `1${'0'.repeat(30)}`];

const ROUTES = [
  { method: 'DELETE' as const, url: (id: string) => `/api/admin/users/${id}`, found: 'User' },
  {
    method: 'POST' as const,
    url: (id: string) => `/api/admin/users/${id}/reset-password`,
    found: 'User',
    payload: { newPassword: 'Another-Strong-Pass-42' },
  },
  { method: 'DELETE' as const, url: (id: string) => `/api/history/${id}`, found: 'History item' },
  {
    method: 'PUT' as const,
    url: (id: string) => `/api/history/favorite/${id}`,
    found: 'History item',
  },
  { method: 'DELETE' as const, url: (id: string) => `/api/presets/${id}`, found: 'Preset' },
];

describe('numeric ids beyond the integer range', () => {
  for (const route of ROUTES) {
    it.each(HUGE)(`${route.method} ${route.url(':id')} with %s: 404`, async (id) => {
      const m = await newMember(t, { role: 'admin' });
      const res = await call(t, {
        method: route.method,
        url: route.url(id),
        slug: m.slug,
        cookie: m.cookie,
        payload: route.payload,
      });
      expect(res.statusCode, res.body).toBe(404);
      expect(res.json().message).toBe(`${route.found} not found`);
    });

    it(`${route.method} ${route.url(':id')}: a malformed id is a 400`, async () => {
      const m = await newMember(t, { role: 'admin' });
      for (const id of ['abc', '0', '-3', '1.5']) {
        const res = await call(t, {
          method: route.method,
          url: route.url(id),
          slug: m.slug,
          cookie: m.cookie,
          payload: route.payload,
        });
        expect(res.statusCode, `${id}: ${res.body}`).toBe(400);
        expect(res.json().message).toBe('The id must be a positive whole number');
      }
    });
  }

  it('a history cursor naming an id beyond the range is refused as a bad cursor, not a 500', async () => {
    const m = await newMember(t);
    const cursor = Buffer.from(
      JSON.stringify(['2026-01-01T00:00:00.000000Z', 9999999999]),
    ).toString('base64url');
    const res = await call(t, {
      url: `/api/history?cursor=${cursor}`,
      slug: m.slug,
      cookie: m.cookie,
    });
    expect(res.statusCode, res.body).toBe(400);
  });
});
