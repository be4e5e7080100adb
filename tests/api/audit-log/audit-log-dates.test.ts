import { describe, expect, it } from 'vitest';
import type { AuditLogPage } from '../../../src/core/api/audit-log.js';
import { auditLog } from '../../../src/server/db/schema.js';
import { newMember } from '../../support/factories.js';
import { call, createTestApp } from '../../support/test-app.js';

/**
 * `from` and `to` of the audit log and of its CSV export: a real calendar date (or time) from
 * year 1 to 9999, or a 400 naming the parameter, before the database sees it. The export refuses
 * before it sends a byte of the file.
 */
const t = await createTestApp();
const admin = await newMember(t, { role: 'admin' });
await t.database.db.insert(auditLog).values(
  [0, 1].map((i) => ({
    at: new Date(Date.UTC(2026, 2, 10, 9, 0, i)),
    companyId: admin.company.id,
    companySlug: admin.slug,
    actorUsername: admin.user.username,
    actorCompanySlug: admin.slug,
    action: 'user.create',
    targetType: 'user',
    targetId: String(i),
  })),
);

const get = (url: string) => call(t, { url, slug: admin.slug, cookie: admin.cookie });

const REFUSED: [string, string][] = [
  ['from', '0000-01-01T00:00:00Z'],
  ['from', '-271821-04-20T00:00:00Z'],
  ['to', '-000001-01-01'],
  ['to', '+010000-01-01'],
  ['from', '2026-02-30'],
  ['to', '2025-02-29'],
  ['from', '2026-13-01'],
  ['to', '2026-01-01T24:00:00Z'],
  ['from', '0001-01-01T00:00:00+01:00'],
  ['to', '9999-12-31T23:00:00-05:00'],
  ['from', 'March 5, 2026'],
  ['to', '0'],
  ['from', '2026-03-10T09:00:00\u0000'],
];

const PATHS = ['/api/admin/audit-log', '/api/admin/audit-log/export'];

describe.each(PATHS)('%s from/to', (path) => {
  it.each(REFUSED)('refuses %s=%s with a 400 naming it', async (name, value) => {
    const res = await get(`${path}?${name}=${encodeURIComponent(value)}`);
    expect(res.statusCode, res.body).toBe(400);
    expect(res.headers['content-type']).toContain('application/json');
    const body = res.json() as { message: string };
    expect(body.message).toMatch(new RegExp(`^${name}\\b`));
  });

  it.each([
    ['from=0001-01-01&to=9999-12-31', 2],
    ['from=0001-01-01T00:00:00Z&to=9999-12-31T23:59:59.999Z', 2],
    ['from=2026-03-10T09:00:01%2B00:00&to=2026-03-10', 1],
    ['from=2024-02-29&to=2026-03-09', 0],
  ])('accepts %s', async (query, count) => {
    const res = await get(`${path}?${query}`);
    expect(res.statusCode, res.body).toBe(200);
    if (path.endsWith('/export')) {
      expect(res.body.trimEnd().split('\r\n')).toHaveLength(count + 1);
    } else {
      expect((res.json() as AuditLogPage).items).toHaveLength(count);
    }
  });
});
