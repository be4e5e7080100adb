import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { planUsage } from '../../../src/server/db/schema.js';
import { DomainError } from '../../../src/server/services/domain-error.js';
import { reserveGeneration, startOfMonthUtc } from '../../../src/server/services/plan-limit.js';
import { addActivity, createCompany } from '../../support/factories.js';
import { createTestApp } from '../../support/test-app.js';

const t = await createTestApp();
const ctx = t.app.ctx;

async function used(companyId: number, now = new Date()) {
  const [row] = await t.database.db
    .select({ used: planUsage.used })
    .from(planUsage)
    .where(and(eq(planUsage.companyId, companyId), eq(planUsage.month, startOfMonthUtc(now))));
  return row?.used ?? 0;
}

async function recordedGenerations(companyId: number, n: number, at = new Date()) {
  if (n > 0) await addActivity(t, { id: companyId }, Array(n).fill({ createdAt: at }));
}

async function refusal(promise: Promise<unknown>) {
  const err = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(DomainError);
  return err as DomainError;
}

describe('reserveGeneration', () => {
  it('takes one unit per call; at the limit refuses (too many) with the plan message', async () => {
    const company = await createCompany(t, { planGenerationLimit: 2 });
    const first = await reserveGeneration(ctx, company);
    expect(first.companyId).toBe(company.id);
    await reserveGeneration(ctx, company);
    const err = await refusal(reserveGeneration(ctx, company));
    expect(err.kind).toBe('too-many');
    expect(err.message).toBe(
      'Your company has used all 2 generations of its monthly plan limit. ' +
        'Ask your administrator to upgrade the plan.',
    );
    expect(await used(company.id)).toBe(2);
  });

  it('release gives the unit back once; after commit it does nothing', async () => {
    const company = await createCompany(t, { planGenerationLimit: 3 });
    const a = await reserveGeneration(ctx, company);
    const b = await reserveGeneration(ctx, company);
    expect(await used(company.id)).toBe(2);
    await a.release();
    await a.release();
    await a.commit();
    expect(await used(company.id)).toBe(1);
    await b.commit();
    await b.commit();
    await b.release();
    expect(await used(company.id)).toBe(1);
  });

  it('upgrading keeps this month’s usage: the counter starts from the recorded generations', async () => {
    const company = await createCompany(t, { planGenerationLimit: 4 });
    const lastMonth = new Date(startOfMonthUtc().getTime() - 60_000);
    await recordedGenerations(company.id, 7, lastMonth);
    await recordedGenerations(company.id, 3);
    await reserveGeneration(ctx, company);
    expect(await used(company.id)).toBe(4);
    expect((await refusal(reserveGeneration(ctx, company))).kind).toBe('too-many');
  });

  it('counts per calendar month (UTC): a new month starts from zero', async () => {
    const company = await createCompany(t, { planGenerationLimit: 1 });
    const march = new Date('2026-03-31T23:59:59.000Z');
    const april = new Date('2026-04-01T00:00:01.000Z');
    await reserveGeneration(ctx, company, march);
    expect((await refusal(reserveGeneration(ctx, company, march))).kind).toBe('too-many');
    const inApril = await reserveGeneration(ctx, company, april);
    expect(await used(company.id, march)).toBe(1);
    expect(await used(company.id, april)).toBe(1);
    await inApril.release();
    expect(await used(company.id, april)).toBe(0);
    expect(await used(company.id, march)).toBe(1);
  });

  it('a limit of 0 refuses; an unlimited plan counts without refusing', async () => {
    const none = await createCompany(t, { planGenerationLimit: 0 });
    const err = await refusal(reserveGeneration(ctx, none));
    expect(err.kind).toBe('too-many');
    expect(err.message).toMatch(/monthly plan limit: 0/);
    const unlimited = await createCompany(t, { planGenerationLimit: null });
    for (let i = 0; i < 5; i++) await reserveGeneration(ctx, unlimited);
    expect(await used(unlimited.id)).toBe(5);
  });
});
