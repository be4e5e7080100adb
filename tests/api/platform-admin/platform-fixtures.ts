import { randomBytes, randomInt } from 'node:crypto';
import { and, eq, gte, inArray, lte } from 'drizzle-orm';
import {
  activityEvents,
  companies,
  historyItems,
  requestStats,
  users,
} from '../../../src/server/db/schema.js';
import { addActivity, addHistory, platformCompany } from '../../support/factories.js';
import type { TestApp } from '../../support/test-app.js';

const DAY = 24 * 60 * 60 * 1000;

/**
 * A known platform history "as of" NOW, the 15th of a random month of 1950-1999: only these rows
 * are in the dashboard's windows then, so every figure is exact even on a PostgreSQL database
 * shared with other test files (their rows are from today). `cleanup` removes the rows.
 *
 * Companies (created days before NOW; plan price; limit): Alpha (100; 49.99; 100), Beta (40; 20;
 * none), Gamma (10; 100; 5), Delta (5; 0; 10), Epsilon (45; 30; none), Zeta (1; 10.5; 50), and
 * Later (created after NOW, never counted).
 */
export async function seedPlatformHistory(t: TestApp) {
  const db = t.database.db;
  const NOW = new Date(Date.UTC(1950 + randomInt(50), randomInt(12), 15, 12));
  const ago = (days: number, minutes = 0) =>
    new Date(NOW.getTime() - days * DAY + minutes * 60_000);
  const tag = randomBytes(3).toString('hex');
  type Company = typeof companies.$inferSelect;
  const made: Record<string, Company> = {};
  let serial = 0;
  let platformId = 0;

  async function company(
    key: string,
    createdDaysAgo: number,
    plan: { planName: string; planMonthlyPrice: number; planGenerationLimit: number | null },
  ) {
    const [row] = await db
      .insert(companies)
      .values({
        slug: `${key.toLowerCase()}-${tag}`,
        companyName: `${key} ${tag}`,
        createdAt: ago(createdDaysAgo),
        ...plan,
      })
      .returning();
    made[key] = row;
    return row;
  }
  async function people(c: Company, n: number, createdAt = ago(60)) {
    const rows = [];
    for (let i = 0; i < n; i++) {
      rows.push({
        companyId: c.id,
        username: `u${(serial += 1)}-${c.slug}`,
        passwordHash: 'x',
        role: 'user' as const,
        createdAt,
      });
    }
    const inserted = await db.insert(users).values(rows).returning();
    return inserted;
  }
  async function events(c: Company, action: string, times: Date[], assistantType?: string) {
    await addActivity(
      t,
      c,
      times.map((createdAt) => ({
        action,
        details: assistantType ? { assistantType } : {},
        createdAt,
      })),
    );
  }
  async function content(c: Company, userId: number, times: Date[]) {
    await addHistory(
      t,
      { company: c, user: { id: userId } },
      times.map((createdAt) => ({ content: 'text', createdAt })),
    );
  }

  const alpha = await company('Alpha', 100, {
    planName: 'Pro',
    planMonthlyPrice: 49.99,
    planGenerationLimit: 100,
  });
  const beta = await company('Beta', 40, {
    planName: 'Starter',
    planMonthlyPrice: 20,
    planGenerationLimit: null,
  });
  const gamma = await company('Gamma', 10, {
    planName: 'Business',
    planMonthlyPrice: 100,
    planGenerationLimit: 5,
  });
  const delta = await company('Delta', 5, {
    planName: 'Free',
    planMonthlyPrice: 0,
    planGenerationLimit: 10,
  });
  const epsilon = await company('Epsilon', 45, {
    planName: 'Starter',
    planMonthlyPrice: 30,
    planGenerationLimit: null,
  });
  const zeta = await company('Zeta', 1, {
    planName: 'Basic',
    planMonthlyPrice: 10.5,
    planGenerationLimit: 50,
  });
  // Created after the pinned moment: not counted anywhere.
  await company('Later', -3, { planName: 'Pro', planMonthlyPrice: 500, planGenerationLimit: 1 });

  const alphaUsers = await people(alpha, 3);
  await people(alpha, 1, ago(-1));
  await people(beta, 1);
  const gammaUsers = await people(gamma, 2, ago(9));
  await people(epsilon, 1);
  await people(zeta, 1, ago(1));

  // Alpha: June content and usage 2 each; one item in May; activity up on the month before.
  await content(alpha, alphaUsers[0].id, [ago(1), ago(2), ago(20), ago(-1)]);
  await events(alpha, 'content_generation', [ago(1), ago(2)], 'blog');
  await events(alpha, 'content_generation', [ago(20)], 'facebook');
  await events(alpha, 'login_success', [ago(3), ago(45), ago(50)]);
  await events(alpha, 'content_generation', [ago(-1 / 24)], 'blog');
  // Beta: nothing in the last 30 days.
  await events(beta, 'login_success', [ago(35), ago(39)]);
  // Gamma: over its plan limit of 5 this month.
  await content(gamma, gammaUsers[0].id, [ago(6), ago(6, 1), ago(6, 2)]);
  await events(
    gamma,
    'content_generation',
    Array.from({ length: 6 }, (_, i) => ago(6, i)),
    'website',
  );
  // Delta: never active. Epsilon: 1 event now against 4 the month before.
  await events(epsilon, 'login_success', [ago(8)]);
  await events(epsilon, 'login_success', [ago(31), ago(32), ago(33), ago(34)]);
  await events(zeta, 'memory_cleared', [ago(1 / 24)]);
  // The operator's own tenant is never counted as a customer.
  const platform = await platformCompany(t);
  platformId = platform.id;
  await events(platform, 'content_generation', [ago(1)], 'blog');

  await db.insert(requestStats).values([
    { bucket: ago(1), companyId: alpha.id, requests: 100, errors: 3, durationMsTotal: 6000 },
    { bucket: ago(29), companyId: beta.id, requests: 50, errors: 2, durationMsTotal: 2500 },
    { bucket: ago(31), companyId: beta.id, requests: 1000, errors: 500, durationMsTotal: 1e6 },
    { bucket: ago(-1), companyId: delta.id, requests: 7, errors: 7, durationMsTotal: 7 },
  ]);

  async function cleanup() {
    const ids = Object.values(made).map((c) => c.id);
    await db.delete(activityEvents).where(inArray(activityEvents.companyId, ids));
    // The platform tenant's event of the pinned window.
    await db
      .delete(activityEvents)
      .where(
        and(
          eq(activityEvents.companyId, platformId),
          gte(activityEvents.createdAt, ago(90)),
          lte(activityEvents.createdAt, ago(-90)),
        ),
      );
    await db.delete(historyItems).where(inArray(historyItems.companyId, ids));
    await db.delete(requestStats).where(inArray(requestStats.companyId, ids));
    await db.delete(users).where(inArray(users.companyId, ids));
    await db.delete(companies).where(inArray(companies.id, ids));
  }

  return { NOW, ago, made, cleanup };
}
