import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { activityEvents, companies, historyItems, users } from '../../../src/server/db/schema.js';
import {
  assistantGenerations,
  companyEventsUpTo,
  generationsSinceSql,
} from '../../../src/server/services/platform/activity-rollups.js';
import { getAssistantAnalytics } from '../../../src/server/services/platform/assistant-analytics.js';
import {
  foldRollups,
  startRollupFolding,
} from '../../../src/server/services/platform/rollup-folding.js';
import {
  addActivity,
  addHistory,
  createCompany,
  createUser,
  type Company,
} from '../../support/factories.js';
import { createTestApp } from '../../support/test-app.js';
import { waitUntil } from '../../support/wait-until.js';

/**
 * The dashboard's roll-ups (drizzle/0014_rollups.sql, with their pending changes since
 * drizzle/0024_deferred-rollups.sql) always equal what the raw events give: at any moment, at a
 * day's first and last instant, after deletions and erasures, with events written while a figure
 * is read, and whether their changes are still pending or folded.
 */
const t = await createTestApp();
const { db } = t.database;
const DAY = 24 * 3600_000;

type Rows<T> = { rows: T[] } | T[];
const rowsOf = <T>(r: Rows<T>): T[] => (Array.isArray(r) ? r : r.rows);

/** Every company's events with created_at <= at, straight from the events. */
async function rawUpTo(at: Date): Promise<Map<number, number>> {
  const result = await db.execute(
    sql`select company_id, count(*)::int as n from activity_events where created_at <= ${at.toISOString()}::timestamptz group by 1`,
  );
  return new Map(
    rowsOf(result as Rows<{ company_id: number; n: number }>).map((r) => [
      Number(r.company_id),
      Number(r.n),
    ]),
  );
}

async function rawGenerations(from: Date, to: Date): Promise<Map<string, number>> {
  const result = await db.execute(
    sql`select coalesce(e.details->>'assistantType', 'unknown') as bot, count(*)::int as n
      from activity_events e join companies c on c.id = e.company_id
      where c.company_id <> 'platform-admin' and e.action = 'content_generation'
        and e.created_at > ${from.toISOString()}::timestamptz
        and e.created_at <= ${to.toISOString()}::timestamptz
      group by 1`,
  );
  return new Map(
    rowsOf(result as Rows<{ bot: string; n: number }>).map((r) => [r.bot, Number(r.n)]),
  );
}

const nonZero = (counts: Map<number, number[]>, i: number) =>
  new Map([...counts].map(([id, list]) => [id, list[i]] as const).filter(([, n]) => n !== 0));

async function expectEqualAt(times: Date[]) {
  const rolled = await companyEventsUpTo(db, times);
  for (const [i, at] of times.entries()) {
    expect(nonZero(rolled, i), `up to ${at.toISOString()}`).toEqual(await rawUpTo(at));
  }
}

// Events around two day boundaries (UTC), at the boundaries' exact instants too.
const BASE = Date.UTC(2031, 4, 10);
const BOUNDARY = new Date(BASE + DAY);
const companyA = await createCompany(t);
const companyB = await createCompany(t);
const userA = await createUser(t, companyA);
const moments = [
  BASE + 1,
  BASE + 6 * 3600_000,
  BASE + DAY - 1,
  BASE + DAY,
  BASE + DAY + 1,
  BASE + DAY + 12 * 3600_000,
  BASE + 2 * DAY - 1,
  BASE + 2 * DAY,
].map((ms) => new Date(ms));
await addActivity(
  t,
  companyA,
  moments.map((createdAt, i) => ({
    action: i % 2 ? 'content_generation' : 'login_success',
    details: i % 2 ? { assistantType: i % 4 === 1 ? 'blog' : 'facebook' } : {},
    createdAt,
    userId: userA.id,
  })),
);
/** Generations of one assistant by `company`, one at each of `times`. */
const addGenerations = (company: Company, assistantType: string, times: Date[]) =>
  addActivity(
    t,
    company,
    times.map((createdAt) => ({
      action: 'content_generation',
      details: { assistantType },
      createdAt,
    })),
  );
await addGenerations(companyB, 'website', moments.slice(2, 6));

const pendingRows = async () =>
  Number(
    rowsOf(
      (await db.execute(sql`select count(*)::int as n from rollup_pending`)) as Rows<{
        n: number;
      }>,
    )[0].n,
  );

/** Runs `check` with new events still pending, then again once everything is folded. */
async function pendingThenFolded(check: () => Promise<void>) {
  await addGenerations(companyB, 'blog', moments.slice(0, 4));
  expect(await pendingRows()).toBeGreaterThan(0);
  await check();
  expect(await foldRollups(db)).toBeGreaterThan(0);
  expect(await pendingRows()).toBe(0);
  await check();
}

describe('activity roll-ups', () => {
  it('equal the raw events up to any moment, at and around day boundaries', async () => {
    const probes = [
      ...moments,
      ...moments.map((m) => new Date(m.getTime() - 1)),
      new Date(BOUNDARY.getTime() - 12 * 3600_000),
      new Date(BOUNDARY.getTime() + 12 * 3600_000 - 1),
      new Date(BASE - DAY),
      new Date(BASE + 30 * DAY),
    ];
    await pendingThenFolded(() => expectEqualAt(probes));
  });

  it('equal the raw generations per assistant over any window', async () => {
    const windows: [number, number][] = [
      [BASE, BASE + 2 * DAY],
      [BASE + 1, BASE + DAY],
      [BASE + DAY - 1, BASE + DAY + 12 * 3600_000],
      [BASE + 6 * 3600_000, BASE + 2 * DAY - 1],
      [BASE - 30 * DAY, BASE + 30 * DAY],
    ];
    await pendingThenFolded(async () => {
      for (const [from, to] of windows) {
        expect(await assistantGenerations(db, new Date(from), new Date(to))).toEqual(
          await rawGenerations(new Date(from), new Date(to)),
        );
      }
    });
  });

  it("equal the raw generations of every company since a month's start", async () => {
    const monthStart = new Date(Date.UTC(2031, 4, 1));
    await pendingThenFolded(async () => {
      for (const to of [...moments, new Date(BASE + 3 * DAY)]) {
        const rolled = await db.execute(
          sql`select company_id, n::int as n from ${generationsSinceSql(monthStart, to)} g where n <> 0`,
        );
        const raw = await db.execute(
          sql`select company_id, count(*)::int as n from activity_events where action = 'content_generation' and created_at >= ${monthStart.toISOString()}::timestamptz and created_at <= ${to.toISOString()}::timestamptz group by 1`,
        );
        const asMap = (r: unknown) =>
          new Map(
            rowsOf(r as Rows<{ company_id: number; n: number }>).map((row) => [
              Number(row.company_id),
              Number(row.n),
            ]),
          );
        expect(asMap(rolled), `up to ${to.toISOString()}`).toEqual(asMap(raw));
      }
    });
  });

  it('follow deletions: of events, and of a user with their history', async () => {
    const gone = await createUser(t, companyB);
    await addHistory(t, { company: companyB, user: gone }, [{}, {}, {}]);
    await addActivity(t, companyB, [
      { action: 'content_generation', details: { assistantType: 'blog' }, createdAt: BOUNDARY },
    ]);
    await db.delete(activityEvents).where(sql`${activityEvents.createdAt} = ${moments[3]}`);
    await db.delete(users).where(sql`${users.id} = ${gone.id}`);
    await expectEqualAt([BOUNDARY, new Date(BASE + 3 * DAY)]);
    await foldRollups(db);
    await expectEqualAt([BOUNDARY, new Date(BASE + 3 * DAY)]);
    const content = await db.execute(
      sql`select c.company_id, c.items, (select count(*) from history_items h where h.company_id = c.company_id) as n from company_content c`,
    );
    for (const row of rowsOf(content as Rows<{ items: number; n: number }>)) {
      expect(Number(row.items)).toBe(Number(row.n));
    }
    const [left] = await db
      .select({ n: sql<number>`count(*)`.mapWith(Number) })
      .from(historyItems)
      .where(sql`${historyItems.userId} = ${gone.id}`);
    expect(left.n).toBe(0);
  });

  it('count an event written while a figure is read, once', async () => {
    const now = new Date();
    const writes = Array.from({ length: 5 }, () =>
      addActivity(t, companyA, [
        { action: 'content_generation', details: { assistantType: 'blog' }, createdAt: now },
      ]),
    );
    const [during] = await Promise.all([getAssistantAnalytics(db), ...writes]);
    const after = await getAssistantAnalytics(db);
    const blogNow = (await rawGenerations(new Date(Date.now() - 30 * DAY), new Date())).get('blog');
    expect(after.botUsage.find((b) => b.botType === 'blog')?.count).toBe(blogNow);
    // The read during the writes saw some of them, never more than were written.
    const seen = during.botUsage.find((b) => b.botType === 'blog')?.count ?? 0;
    expect(seen).toBeLessThanOrEqual(blogNow!);
    expect(seen).toBeGreaterThanOrEqual(blogNow! - 5);
    await expectEqualAt([new Date()]);
  });

  it('fold each pending change once, however many instances fold at once', async () => {
    await addActivity(
      t,
      companyA,
      Array.from({ length: 30 }, (_, i) => ({
        action: 'content_generation',
        details: { assistantType: i % 2 ? 'blog' : 'website' },
        createdAt: new Date(BASE + i * 3600_000),
      })),
    );
    await addHistory(t, { company: companyA, user: userA }, [{}, {}]);
    const pending = await pendingRows();
    expect(pending).toBeGreaterThan(0);
    // On PostgreSQL, three connections at once: one folds, the others find it folding.
    const moved = await Promise.all([foldRollups(db), foldRollups(db), foldRollups(db)]);
    expect(moved.reduce((a, b) => a + b, 0)).toBe(pending);
    expect(await pendingRows()).toBe(0);
    await expectEqualAt([BOUNDARY, new Date(BASE + 3 * DAY)]);
    expect(await assistantGenerations(db, new Date(BASE - DAY), new Date(BASE + 3 * DAY))).toEqual(
      await rawGenerations(new Date(BASE - DAY), new Date(BASE + 3 * DAY)),
    );
  });

  it("drop a deleted company's pending changes, and take its generations off", async () => {
    const gone = await createCompany(t);
    const user = await createUser(t, gone);
    await addGenerations(gone, 'blog', [BOUNDARY]);
    await addHistory(t, { company: gone, user }, [{}]);
    await foldRollups(db);
    await addGenerations(gone, 'blog', [BOUNDARY]);
    // As an erasure deletes them, in one transaction: its events, items, users, the company.
    await db.transaction(async (tx) => {
      await tx.delete(activityEvents).where(sql`${activityEvents.companyId} = ${gone.id}`);
      await tx.delete(historyItems).where(sql`${historyItems.companyId} = ${gone.id}`);
      await tx.delete(users).where(sql`${users.companyId} = ${gone.id}`);
      await tx.delete(companies).where(sql`${companies.id} = ${gone.id}`);
    });
    await foldRollups(db);
    expect(await pendingRows()).toBe(0);
    expect(await assistantGenerations(db, new Date(BASE - DAY), new Date(BASE + 3 * DAY))).toEqual(
      await rawGenerations(new Date(BASE - DAY), new Date(BASE + 3 * DAY)),
    );
  });

  it('are folded by every instance on its own, every ROLLUP_FOLD_MS', async () => {
    await addGenerations(companyB, 'blog', [BOUNDARY]);
    expect(await pendingRows()).toBeGreaterThan(0);
    const folding = startRollupFolding(db, t.app.log, 20);
    try {
      await waitUntil(pendingRows, (n) => n === 0);
    } finally {
      await folding.stop();
    }
    await expectEqualAt([BOUNDARY]);
  });
});
