import { eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  companies,
  generationJobs,
  historyItems,
  historyVersions,
} from '../../../src/server/db/schema.js';
import { runDailyTasks } from '../../../src/server/maintenance/daily.js';
import { purgeExpiredContent } from '../../../src/server/services/retention/purge-content.js';
import { addHistory, addJobs, newMember, type Member } from '../../support/factories.js';
import { call, createTestApp } from '../../support/test-app.js';

const t = await createTestApp();
const db = t.database.db;
const DAY = 24 * 3600_000;
const now = new Date();
const daysAgo = (n: number) => new Date(now.getTime() - n * DAY);

/** A company's content: items 31 and 29 days old (with versions), and jobs of both ages. */
async function contentOf(m: Member) {
  const [old, recent] = await addHistory(t, m, [
    { content: 'old', createdAt: daysAgo(31) },
    { content: 'recent', createdAt: daysAgo(29) },
  ]);
  await db.insert(historyVersions).values([
    { historyId: old.id, version: 1, kind: 'generated', content: 'old' },
    { historyId: recent.id, version: 1, kind: 'generated', content: 'recent' },
  ]);
  const owner = { companyId: m.company.id, userId: m.user.id };
  const [oldDone, oldFailed, oldRunning, recentDone] = await addJobs(t, owner, [
    { status: 'succeeded', startedAt: daysAgo(31) },
    { status: 'failed', startedAt: daysAgo(40) },
    { status: 'running', startedAt: daysAgo(31) },
    { status: 'succeeded', startedAt: daysAgo(29) },
  ]);
  const jobs = { oldDone, oldFailed, oldRunning, recentDone };
  return { old, recent, jobs };
}

async function left(m: Member) {
  const items = await db
    .select({ id: historyItems.id })
    .from(historyItems)
    .where(eq(historyItems.companyId, m.company.id));
  const ids = items.map((i) => i.id);
  const versions = ids.length
    ? await db.select().from(historyVersions).where(inArray(historyVersions.historyId, ids))
    : [];
  const jobs = await db
    .select({ id: generationJobs.id })
    .from(generationJobs)
    .where(eq(generationJobs.companyId, m.company.id));
  return { items: ids.sort(), versions: versions.length, jobs: jobs.map((j) => j.id).sort() };
}

describe('the daily content retention purge', () => {
  it('deletes items and finished jobs older than the company keeps, and nothing else', async () => {
    const kept30 = await newMember(t, { company: { contentRetentionDays: 30 } });
    const forever = await newMember(t);
    const a = await contentOf(kept30);
    const b = await contentOf(forever);
    const foreverBefore = await left(forever);

    const removed = await purgeExpiredContent(t.app.ctx, now);

    // The old item (its version with it), the old finished and failed jobs.
    expect(removed).toBeGreaterThanOrEqual(3);
    expect(await left(kept30)).toEqual({
      items: [a.recent.id],
      versions: 1,
      jobs: [a.jobs.oldRunning, a.jobs.recentDone].sort(),
    });
    expect(await left(forever)).toEqual(foreverBefore);
    expect(foreverBefore.items).toEqual([b.old.id, b.recent.id].sort());
    // Run again, nothing more goes: the purge is idempotent.
    await purgeExpiredContent(t.app.ctx, now);
    expect((await left(kept30)).items).toEqual([a.recent.id]);
  });

  it('runs with the daily tasks', async () => {
    const m = await newMember(t, { company: { contentRetentionDays: 1 } });
    await addHistory(t, m, { content: 'yesterday', createdAt: daysAgo(2) });
    await runDailyTasks(t.app.ctx, now);
    expect((await left(m)).items).toEqual([]);
  });
});

describe('the setting', () => {
  const settings = (m: Member, method: 'GET' | 'POST', payload?: unknown) =>
    call(t, {
      method,
      url: '/api/admin/company-settings',
      slug: m.slug,
      cookie: m.cookie,
      ...(payload ? { payload } : {}),
    });

  it('is saved, shown, and cleared', async () => {
    const admin = await newMember(t, { role: 'admin' });
    const base = { companyName: admin.company.companyName, companyId: admin.slug };
    expect((await settings(admin, 'GET')).json().contentRetentionDays).toBeNull();
    const saved = await settings(admin, 'POST', { ...base, contentRetentionDays: 90 });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().contentRetentionDays).toBe(90);
    expect((await settings(admin, 'GET')).json().contentRetentionDays).toBe(90);
    // Left out, it stays; null keeps content forever.
    await settings(admin, 'POST', base);
    expect((await settings(admin, 'GET')).json().contentRetentionDays).toBe(90);
    await settings(admin, 'POST', { ...base, contentRetentionDays: null });
    const [row] = await db.select().from(companies).where(eq(companies.id, admin.company.id));
    expect(row.contentRetentionDays).toBeNull();
  });

  it.each([0, -1, 1.5, 36_501, '30'])('%j → 400 with the rule', async (days) => {
    const admin = await newMember(t, { role: 'admin' });
    const res = await settings(admin, 'POST', {
      companyName: admin.company.companyName,
      companyId: admin.slug,
      contentRetentionDays: days,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(
      'Keep generated content for must be a whole number of days from 1 to 36500, or empty',
    );
  });
});
