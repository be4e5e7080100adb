import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { companyExportChunks, companyExports } from '../../../src/server/db/schema.js';
import {
  purgeExpiredExports,
  STOPPED_MESSAGE,
} from '../../../src/server/services/company-exports/export-store.js';
import { createUser, newMember, platformCompany, type Member } from '../../support/factories.js';
import { createTestApp, signIn } from '../../support/test-app.js';
import {
  downloadExport,
  exportStatus,
  finishedExport,
  startExport,
  unzip,
  type Caller,
} from './export-fixtures.js';

/** Who may start, read and download a company's export, for how long, and a dead build. */
const t = await createTestApp();

const HOUR = 3600_000;

async function operatorStaff(): Promise<Caller> {
  const platform = await platformCompany(t);
  const operator = await createUser(t, platform, 'platform_admin');
  return { slug: platform.slug, cookie: await signIn(t, platform.slug, operator.username) };
}

/** An export row as another instance would have left it. */
async function storedExport(owner: Member, values: Partial<typeof companyExports.$inferInsert>) {
  const now = Date.now();
  const [row] = await t.database.db
    .insert(companyExports)
    .values({
      id: randomUUID(),
      companyId: owner.company.id,
      requestedBy: owner.user.id,
      createdAt: new Date(now),
      heartbeatAt: new Date(now),
      expiresAt: new Date(now + 24 * HOUR),
      ...values,
    })
    .returning();
  return row;
}

describe('who may export', () => {
  it('a member of the company: 403, and nothing is started', async () => {
    const member = await newMember(t);
    const res = await startExport(t, member, member.slug);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ message: 'Admin access required' });
    const rows = await t.database.db
      .select()
      .from(companyExports)
      .where(eq(companyExports.companyId, member.company.id));
    expect(rows).toEqual([]);
  });

  it("another company's admin learns nothing of it: 404s like an unknown id", async () => {
    const owner = await newMember(t, { role: 'admin' });
    const stranger = await newMember(t, { role: 'admin' });
    const status = await finishedExport(t, owner, owner.slug);
    const start = await startExport(t, stranger, owner.slug);
    expect(start.statusCode).toBe(404);
    expect(start.json()).toEqual({ message: 'Company not found' });
    const unknown = randomUUID();
    for (const id of [status.id, unknown]) {
      for (const res of [
        await exportStatus(t, stranger, id),
        await downloadExport(t, stranger, id),
      ]) {
        expect(res.statusCode).toBe(404);
        expect(res.json()).toEqual({ message: 'Export not found' });
      }
    }
    // A plain member of the owner's company: refused before anything is looked up.
    const member = await createUser(t, owner.company);
    const asMember = { slug: owner.slug, cookie: await signIn(t, owner.slug, member.username) };
    expect((await exportStatus(t, asMember, status.id)).statusCode).toBe(403);
    expect((await downloadExport(t, asMember, status.id)).statusCode).toBe(403);
    expect((await exportStatus(t, owner, 'not-an-id')).json()).toEqual({
      message: 'Export not found',
    });
  });

  it("operator staff export any company, and read and download the company's own", async () => {
    const owner = await newMember(t, { role: 'admin' });
    const staff = await operatorStaff();
    const status = await finishedExport(t, staff, owner.slug);
    expect(status).toMatchObject({ status: 'ready', companyId: owner.slug });
    const res = await downloadExport(t, staff, status.id);
    expect(res.statusCode).toBe(200);
    expect(JSON.parse(unzip(res.rawPayload).files['company.json']).companyId).toBe(owner.slug);
    // The company's admins see the operator's export of their company too.
    expect((await downloadExport(t, owner, status.id)).statusCode).toBe(200);
  });

  it('signed out: 401', async () => {
    const owner = await newMember(t, { role: 'admin' });
    const status = await finishedExport(t, owner, owner.slug);
    const signedOut = { slug: owner.slug, cookie: '' };
    expect((await startExport(t, signedOut, owner.slug)).statusCode).toBe(401);
    expect((await exportStatus(t, signedOut, status.id)).statusCode).toBe(401);
    expect((await downloadExport(t, signedOut, status.id)).statusCode).toBe(401);
  });
});

describe('24 hours, then gone', () => {
  it('an expired export answers 404, and the daily purge removes it with its pieces', async () => {
    const owner = await newMember(t, { role: 'admin' });
    const status = await finishedExport(t, owner, owner.slug);
    const kept = await finishedExport(t, owner, owner.slug);
    await t.database.db
      .update(companyExports)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(companyExports.id, status.id));
    for (const res of [
      await exportStatus(t, owner, status.id),
      await downloadExport(t, owner, status.id),
    ]) {
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ message: 'Export not found' });
    }
    expect(await purgeExpiredExports(t.app.ctx, new Date())).toBeGreaterThanOrEqual(1);
    const rows = await t.database.db
      .select()
      .from(companyExports)
      .where(eq(companyExports.companyId, owner.company.id));
    expect(rows.map((r) => r.id)).toEqual([kept.id]);
    const pieces = await t.database.db
      .select()
      .from(companyExportChunks)
      .where(eq(companyExportChunks.exportId, status.id));
    expect(pieces).toEqual([]);
    expect((await downloadExport(t, owner, kept.id)).statusCode).toBe(200);
  });
});

describe('an export being built, and one whose instance died', () => {
  it('while one is running for the company, starting again answers that one', async () => {
    const owner = await newMember(t, { role: 'admin' });
    const running = await storedExport(owner, {});
    const res = await startExport(t, owner, owner.slug);
    expect(res.statusCode).toBe(202);
    expect(res.json()).toEqual({ id: running.id });
    const status = (await exportStatus(t, owner, running.id)).json();
    expect(status).toMatchObject({ status: 'running', size: null, error: null });
    expect(status).not.toHaveProperty('downloadUrl');
    const download = await downloadExport(t, owner, running.id);
    expect(download.statusCode).toBe(409);
    expect(download.json()).toEqual({ message: 'The export is not ready yet' });
  });

  it('a running export without a heartbeat for over two minutes is failed, and stored so', async () => {
    const owner = await newMember(t, { role: 'admin' });
    const stale = await storedExport(owner, { heartbeatAt: new Date(Date.now() - 3 * 60_000) });
    const status = (await exportStatus(t, owner, stale.id)).json();
    expect(status).toMatchObject({ status: 'failed', size: null });
    expect(status.error).toBe(STOPPED_MESSAGE);
    const [row] = await t.database.db
      .select()
      .from(companyExports)
      .where(eq(companyExports.id, stale.id));
    expect(row.status).toBe('failed');
    expect((await downloadExport(t, owner, stale.id)).json()).toEqual({
      message: 'The export failed',
    });
    // A new export is started rather than the dead one answered.
    const again = await startExport(t, owner, owner.slug);
    expect(again.json().id).not.toBe(stale.id);
  });
});
