import { randomBytes } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { EXPORT_FILES } from '../../../src/core/api/company-exports.js';
import { CHUNK_BYTES } from '../../../src/server/services/company-exports/build-export.js';
import {
  auditLog,
  companyExportChunks,
  companyExports,
  historyVersions,
  ssoSettings,
  users,
} from '../../../src/server/db/schema.js';
import {
  addActivity,
  addHistory,
  setWebhook,
  createUser,
  newMember,
} from '../../support/factories.js';
import { createTestApp } from '../../support/test-app.js';
import { csvRecords, downloadExport, finishedExport, unzip } from './export-fixtures.js';

/** A company's data export: what the zip holds, and what it never holds. */
const t = await createTestApp();

const WEBHOOK_KEY = 'sk-live-webhook-key-that-must-never-leave';
const TOTP_SECRET = 'JBSWY3DPEHPK3PXP-totp-secret-never-exported';
const SSO_SECRET = 'sso-client-secret-never-exported';

/** A company with something in every part of the export, and a formula in places. */
async function filledCompany() {
  const admin = await newMember(t, {
    role: 'admin',
    company: {
      primaryColor: '#112233',
      brandVoice: { tone: 'Warm' },
      planName: 'Pro',
      planMonthlyPrice: 49,
      planGenerationLimit: 500,
      contentRetentionDays: 90,
      assistantCustomization: { blog: { description: 'Our blog' } },
    },
  });
  const { company } = admin;
  const member = await createUser(t, company, 'user', {
    username: `=HYPERLINK-${randomBytes(3).toString('hex')}`,
    email: 'member@example.com',
    totpSecretEncrypted: t.app.ctx.secrets.encrypt(TOTP_SECRET),
    totpEnabled: true,
  });
  await setWebhook(t, company, 'blog', 'https://hooks.example.com/blog', WEBHOOK_KEY);
  await setWebhook(t, company, 'facebook', 'https://hooks.example.com/fb');
  await t.database.db.insert(ssoSettings).values({
    companyId: company.id,
    issuer: 'https://id.example.com',
    clientId: 'copydesk',
    clientSecretEncrypted: t.app.ctx.secrets.encrypt(SSO_SECRET),
    buttonLabel: 'Sign in with Example',
  });
  const [edited] = await addHistory(t, { company, user: member }, [
    { content: 'Third draft', version: 3, formData: { topic: 'Bread' } },
  ]);
  await addHistory(t, admin, [
    { content: '@SUM(1+1) is not a formula here', assistantType: 'facebook' },
  ]);
  await t.database.db.insert(historyVersions).values([
    { historyId: edited.id, version: 1, kind: 'generated', content: 'First draft' },
    { historyId: edited.id, version: 2, kind: 'edited', content: 'Second draft' },
    { historyId: edited.id, version: 3, kind: 'rewritten', content: 'Third draft' },
  ]);
  await addActivity(t, company, [
    { userId: member.id, username: member.username, action: 'login', details: { ip: '1.2.3.4' } },
    { action: 'content_generation', details: { assistantType: '-2+3' } },
  ]);
  return { admin, member, edited };
}

describe('the zip of an export', () => {
  it('holds company.json, users.csv, history.jsonl, activity.csv, audit-log.csv, model-usage.csv', async () => {
    const { admin, member, edited } = await filledCompany();
    const status = await finishedExport(t, admin, admin.slug);
    expect(status).toMatchObject({ companyId: admin.slug, status: 'ready', error: null });
    expect(status.downloadUrl).toBe(`/api/admin/exports/${status.id}/download`);
    expect(Date.parse(status.expiresAt) - Date.parse(status.createdAt)).toBe(24 * 3600_000);

    const res = await downloadExport(t, admin, status.id);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('application/zip');
    const day = status.createdAt.slice(0, 10);
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="${admin.slug}-export-${day}.zip"`,
    );
    expect(res.rawPayload.length).toBe(status.size);
    const { raw, files } = unzip(res.rawPayload);
    expect(Object.keys(files)).toEqual(EXPORT_FILES);

    // Nothing secret, in any file or in the zip's own bytes.
    const [stored] = await t.database.db.select().from(users).where(eq(users.id, member.id));
    const everything = [raw.toString('latin1'), ...Object.values(files)].join('\n');
    for (const secret of [
      WEBHOOK_KEY,
      TOTP_SECRET,
      SSO_SECRET,
      stored.passwordHash!,
      stored.totpSecretEncrypted!,
      '$argon2',
    ]) {
      expect(everything).not.toContain(secret);
    }

    const company = JSON.parse(files['company.json']);
    expect(company).toMatchObject({
      companyId: admin.slug,
      companyName: admin.company.companyName,
      branding: { primaryColor: '#112233' },
      customization: { blog: { description: 'Our blog' } },
      brandVoice: { tone: 'Warm' },
      plan: { name: 'Pro', monthlyPrice: 49, generationLimit: 500 },
      contentRetentionDays: 90,
      singleSignOn: { issuer: 'https://id.example.com', clientSecretSet: true },
    });
    expect(company.assistantAccess.blog).toBe(true);
    expect(company.webhooks).toEqual([
      expect.objectContaining({ assistantType: 'blog', keySet: true }),
      expect.objectContaining({ assistantType: 'facebook', keySet: false }),
    ]);
    expect(JSON.stringify(company.webhooks)).not.toMatch(/apiKey/i);

    const people = csvRecords(files['users.csv']);
    expect(people.map((u) => u.username).sort()).toEqual(
      [admin.user.username, `'${member.username}`].sort(),
    );
    expect(people.find((u) => u.id === String(member.id))).toMatchObject({
      email: 'member@example.com',
      role: 'user',
      twoFactorEnabled: 'true',
      passwordSet: 'true',
    });
    expect(files['users.csv'].split('\r\n')[0]).not.toMatch(/password_?hash|totp_?secret/i);

    const history = files['history.jsonl']
      .trimEnd()
      .split('\n')
      .map((line) => JSON.parse(line));
    expect(history).toHaveLength(2);
    const item = history.find((h) => h.id === edited.id);
    expect(item).toMatchObject({
      userId: member.id,
      username: member.username,
      content: 'Third draft',
      version: 3,
      formData: { topic: 'Bread' },
    });
    expect(item.versions.map((v: { version: number; kind: string; content: string }) => v)).toEqual(
      [
        expect.objectContaining({ version: 1, kind: 'generated', content: 'First draft' }),
        expect.objectContaining({ version: 2, kind: 'edited', content: 'Second draft' }),
        expect.objectContaining({ version: 3, kind: 'rewritten', content: 'Third draft' }),
      ],
    );
    expect(history.find((h) => h.id !== edited.id).versions).toEqual([]);

    // The CSV exports' formula guard: a leading apostrophe, quoted.
    // The admin's sign-in is recorded too (login_success).
    const activity = csvRecords(files['activity.csv']).filter((a) => a.action !== 'login_success');
    expect(activity).toHaveLength(2);
    expect(activity[0]).toMatchObject({ action: 'login', username: `'${member.username}` });
    expect(JSON.parse(activity[0].details)).toEqual({ ip: '1.2.3.4' });
    expect(files['activity.csv']).toContain(`"'${member.username}"`);

    const audit = csvRecords(files['audit-log.csv']);
    expect(audit).toEqual([
      expect.objectContaining({
        action: 'export.create',
        actorUsername: admin.user.username,
        targetType: 'export',
        targetId: status.id,
      }),
    ]);
  });

  it('reads every page of a large company and stores the zip in pieces of about 1 MB', async () => {
    const admin = await newMember(t, { role: 'admin' });
    const owner = { company: admin.company, user: admin.user };
    // Incompressible text, so the zip spans pieces; one statement, so rows share a created_at
    // and the pages' key must tell them apart by id.
    const items = Array.from({ length: 1300 }, (_, i) => ({
      content: `${i}:${randomBytes(1200).toString('base64')}`,
    }));
    const stored = await addHistory(t, owner, items);
    await addActivity(
      t,
      admin.company,
      Array.from({ length: 2100 }, (_, i) => ({ action: `a${i}` })),
    );
    const status = await finishedExport(t, admin, admin.slug);
    expect(status.status).toBe('ready');
    const pieces = await t.database.db
      .select({
        seq: companyExportChunks.seq,
        bytes: sql<number>`length(${companyExportChunks.data})`,
      })
      .from(companyExportChunks)
      .where(eq(companyExportChunks.exportId, status.id))
      .orderBy(companyExportChunks.seq);
    expect(pieces.length).toBeGreaterThanOrEqual(2);
    expect(pieces.map((p) => p.seq)).toEqual(pieces.map((_, i) => i));
    expect(pieces.slice(0, -1).every((p) => Number(p.bytes) >= CHUNK_BYTES)).toBe(true);
    expect(pieces.reduce((sum, p) => sum + Number(p.bytes), 0)).toBe(status.size);

    const { files } = unzip((await downloadExport(t, admin, status.id)).rawPayload);
    const lines = files['history.jsonl']
      .trimEnd()
      .split('\n')
      .map((line) => JSON.parse(line));
    expect(lines.map((l) => l.id)).toEqual(stored.map((s) => s.id));
    expect(lines.map((l) => l.content)).toEqual(items.map((i) => i.content));
    const activity = csvRecords(files['activity.csv']).filter((a) => a.action !== 'login_success');
    expect(activity.map((a) => a.action)).toEqual(Array.from({ length: 2100 }, (_, i) => `a${i}`));
  });

  it('writes export.create with the row and export.download on each download', async () => {
    const admin = await newMember(t, { role: 'admin' });
    const status = await finishedExport(t, admin, admin.slug);
    await downloadExport(t, admin, status.id);
    await downloadExport(t, admin, status.id);
    const entries = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.companyId, admin.company.id), eq(auditLog.targetId, status.id)))
      .orderBy(auditLog.id);
    expect(entries.map((e) => e.action)).toEqual([
      'export.create',
      'export.download',
      'export.download',
    ]);
    expect(entries[0]).toMatchObject({
      companySlug: admin.slug,
      actorUserId: admin.user.id,
      actorCompanySlug: admin.slug,
      targetType: 'export',
      targetLabel: `${admin.company.companyName} data export`,
    });
    expect(entries[1].targetLabel).toBe(
      `${admin.slug}-export-${status.createdAt.slice(0, 10)}.zip`,
    );
    const [row] = await t.database.db
      .select()
      .from(companyExports)
      .where(eq(companyExports.id, status.id));
    expect(row.requestedBy).toBe(admin.user.id);
  });
});
