import { eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { generationJobs, modelUsageDaily } from '../../../src/server/db/schema.js';
import type { ModelRun } from '../../../src/server/services/model-connections/model-run.js';
import { recordUsage } from '../../../src/server/services/model-connections/record-usage.js';
import { listCompanyPerformance } from '../../../src/server/services/platform/company-performance.js';
import { callAs, callerFor } from '../../support/callers.js';
import { addJobs, createCompany, createUser, type Company } from '../../support/factories.js';
import { createTestApp } from '../../support/test-app.js';

// Tokens of generations that ran on a model: written on the job and added to the company's
// day, reported by user and assistant with their cost, and on the operator's dashboard.
const t = await createTestApp();

const connection = (input: number | null, output: number | null): Pick<ModelRun, 'connection'> => ({
  connection: {
    source: 'company',
    label: '',
    model: 'gpt-test',
    inputPricePerMillion: input,
    outputPricePerMillion: output,
  },
});
const PRICED = connection(0.4, 1.6);
const UNPRICED = connection(null, null);

async function companyWithJobs() {
  const company = await createCompany(t);
  const admin = await createUser(t, company, 'admin');
  const caller = await callerFor(t, company, admin);
  const jobs = (username: string, assistantType: string, n = 1) =>
    addJobs(
      t,
      { companyId: company.id, userId: admin.id },
      Array.from({ length: n }, () => ({ status: 'succeeded' as const, assistantType, username })),
    );
  const report = async (days = 7) =>
    (await callAs(t, caller, { url: `/api/admin/reports/content-stats?days=${days}` })).json()
      .modelUsage;
  return { company, admin, caller, jobs, report };
}

const usage = (promptTokens: number, completionTokens: number, estimated = false) => ({
  promptTokens,
  completionTokens,
  estimated,
});

describe('recordUsage', () => {
  it('writes the way, model and tokens on the job, once', async () => {
    const { jobs } = await companyWithJobs();
    const [id] = await jobs('alice', 'blog');
    expect(await recordUsage(t.app.ctx, id, PRICED, usage(120, 480))).toBe(true);
    expect(await recordUsage(t.app.ctx, id, PRICED, usage(999, 999))).toBe(false);
    const [job] = await t.database.db
      .select()
      .from(generationJobs)
      .where(eq(generationJobs.id, id));
    expect(job).toMatchObject({
      runsOn: 'model',
      model: 'gpt-test',
      promptTokens: 120,
      completionTokens: 480,
      tokensEstimated: false,
    });
  });

  it('adds nothing for a job that no longer exists', async () => {
    const { company, jobs } = await companyWithJobs();
    const [id] = await jobs('alice', 'blog');
    await t.database.db.delete(generationJobs).where(eq(generationJobs.id, id));
    expect(await recordUsage(t.app.ctx, id, PRICED, usage(1, 1))).toBe(false);
    const rows = await t.database.db
      .select()
      .from(modelUsageDaily)
      .where(eq(modelUsageDaily.companyId, company.id));
    expect(rows).toEqual([]);
  });
});

describe("content-stats' model usage", () => {
  it('sums tokens by assistant and by user, most first, with the cost at the prices', async () => {
    const { jobs, report } = await companyWithJobs();
    const [a1, a2] = await jobs('alice', 'blog', 2);
    const [b1] = await jobs('bob', 'facebook');
    await recordUsage(t.app.ctx, a1, PRICED, usage(1000, 2000));
    await recordUsage(t.app.ctx, a2, PRICED, usage(500, 500, true));
    await recordUsage(t.app.ctx, b1, PRICED, usage(100, 400));
    // alice: 1500 in, 2500 out → (1500 × 0.4 + 2500 × 1.6) / 1e6 = 0.0046
    // bob: 100 in, 400 out → (40 + 640) / 1e6 = 0.00068
    expect(await report()).toEqual({
      runs: 3,
      promptTokens: 1600,
      completionTokens: 2900,
      totalTokens: 4500,
      estimatedRuns: 1,
      estimatedCost: 0.00528,
      byAssistantType: [
        {
          assistantType: 'blog',
          runs: 2,
          promptTokens: 1500,
          completionTokens: 2500,
          totalTokens: 4000,
          estimatedRuns: 1,
          estimatedCost: 0.0046,
        },
        {
          assistantType: 'facebook',
          runs: 1,
          promptTokens: 100,
          completionTokens: 400,
          totalTokens: 500,
          estimatedRuns: 0,
          estimatedCost: 0.00068,
        },
      ],
      byUser: [
        {
          username: 'alice',
          runs: 2,
          promptTokens: 1500,
          completionTokens: 2500,
          totalTokens: 4000,
          estimatedRuns: 1,
          estimatedCost: 0.0046,
        },
        {
          username: 'bob',
          runs: 1,
          promptTokens: 100,
          completionTokens: 400,
          totalTokens: 500,
          estimatedRuns: 0,
          estimatedCost: 0.00068,
        },
      ],
    });
  });

  it('has no cost without prices, and counts only priced runs when some had them', async () => {
    const { jobs, report } = await companyWithJobs();
    const [j1, j2] = await jobs('carol', 'newsletter', 2);
    await recordUsage(t.app.ctx, j1, UNPRICED, usage(10, 20));
    expect((await report()).estimatedCost).toBeNull();
    await recordUsage(t.app.ctx, j2, connection(1, 2), usage(1_000_000, 1_000_000));
    expect(await report()).toMatchObject({ totalTokens: 2_000_030, estimatedCost: 3 });
  });

  it('keeps the tokens after the jobs are gone, within the range asked', async () => {
    const { company, admin, jobs, report } = await companyWithJobs();
    const ids = await jobs('dave', 'blog', 2);
    for (const id of ids) await recordUsage(t.app.ctx, id, PRICED, usage(10, 10));
    await t.database.db.delete(generationJobs).where(inArray(generationJobs.id, ids));
    // Tokens of twenty days ago: in the 30-day range, not the 7-day one.
    const day = new Date(Date.now() - 20 * 86_400_000).toISOString().slice(0, 10);
    await t.database.db.insert(modelUsageDaily).values({
      companyId: company.id,
      day,
      username: 'dave',
      userId: admin.id,
      assistantType: 'blog',
      runs: 1,
      promptTokens: 5,
      completionTokens: 5,
    });
    expect((await report(7)).totalTokens).toBe(40);
    expect((await report(30)).totalTokens).toBe(50);
  });

  it("never counts another company's tokens", async () => {
    const mine = await companyWithJobs();
    const theirs = await companyWithJobs();
    const [id] = await theirs.jobs('eve', 'blog');
    await recordUsage(t.app.ctx, id, PRICED, usage(7, 7));
    expect((await mine.report()).totalTokens).toBe(0);
    expect((await theirs.report()).totalTokens).toBe(14);
  });
});

describe("the operator dashboard's company performance", () => {
  const rowOf = async (company: Company) =>
    (await listCompanyPerformance(t.database.db, { ids: [company.id] }))[0];

  it("shows each company's tokens this month and their cost", async () => {
    const { company, jobs } = await companyWithJobs();
    expect(await rowOf(company)).toMatchObject({ monthlyTokens: 0, monthlyModelCost: null });
    const [p, u] = await jobs('frank', 'blog', 2);
    await recordUsage(t.app.ctx, p, connection(2, 4), usage(1000, 1000));
    await recordUsage(t.app.ctx, u, UNPRICED, usage(50, 50));
    expect(await rowOf(company)).toMatchObject({ monthlyTokens: 2100, monthlyModelCost: 0.006 });
  });
});
