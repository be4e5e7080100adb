import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { ExportStatus } from '../../../src/core/api/company-exports.js';
import { companyExports } from '../../../src/server/db/schema.js';
import { createUser, newMember, platformCompany } from '../../support/factories.js';
import { call, createTestApp, signIn } from '../../support/test-app.js';
import { finishedExport, startExport, type Caller } from './export-fixtures.js';

/**
 * `GET /api/admin/companies/{companyId}/exports`: the company's exports that can still be had,
 * newest first, so the Data export card finds a running or ready export again after a reload.
 */
const t = await createTestApp();

const listExports = (caller: Caller, companyId: string) =>
  call(t, { url: `/api/admin/companies/${companyId}/exports`, ...caller });

describe("a company's exports", () => {
  it('lists the running and finished exports, newest first, with their download address', async () => {
    const admin = await newMember(t, { role: 'admin' });
    const empty = await listExports(admin, admin.slug);
    expect(empty.statusCode, empty.body).toBe(200);
    expect(empty.json()).toEqual({ items: [] });

    const first = await finishedExport(t, admin, admin.slug);
    expect(first.status).toBe('ready');
    const second = await startExport(t, admin, admin.slug);
    const { id } = second.json<{ id: string }>();
    const listed = await listExports(admin, admin.slug);
    expect(listed.headers['cache-control']).toBe('no-store');
    const items = listed.json<{ items: ExportStatus[] }>().items;
    expect(items.map((item) => item.id)).toEqual([id, first.id]);
    expect(items[1]).toEqual(first);
    expect(items[1].downloadUrl).toBe(`/api/admin/exports/${first.id}/download`);
  });

  it('leaves out expired exports', async () => {
    const admin = await newMember(t, { role: 'admin' });
    const now = Date.now();
    await t.database.db.insert(companyExports).values({
      id: randomUUID(),
      companyId: admin.company.id,
      requestedBy: admin.user.id,
      status: 'ready',
      size: 10,
      createdAt: new Date(now - 25 * 3600_000),
      heartbeatAt: new Date(now - 25 * 3600_000),
      expiresAt: new Date(now - 3600_000),
    });
    expect((await listExports(admin, admin.slug)).json()).toEqual({ items: [] });
  });

  it("is refused to members, and tells another company's admin nothing", async () => {
    const owner = await newMember(t, { role: 'admin' });
    await finishedExport(t, owner, owner.slug);
    const member = await newMember(t);
    const refused = await listExports(member, member.slug);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ message: 'Admin access required' });
    const stranger = await newMember(t, { role: 'admin' });
    const hidden = await listExports(stranger, owner.slug);
    expect(hidden.statusCode).toBe(404);
    expect(hidden.json()).toEqual({ message: 'Company not found' });
  });

  it("operator staff list any company's exports", async () => {
    const owner = await newMember(t, { role: 'admin' });
    const done = await finishedExport(t, owner, owner.slug);
    const platform = await platformCompany(t);
    const operator = await createUser(t, platform, 'platform_admin');
    const staff = {
      slug: platform.slug,
      cookie: await signIn(t, platform.slug, operator.username),
    };
    const listed = await listExports(staff, owner.slug);
    expect(listed.statusCode, listed.body).toBe(200);
    expect(listed.json<{ items: ExportStatus[] }>().items.map((item) => item.id)).toEqual([
      done.id,
    ]);
  });
});
