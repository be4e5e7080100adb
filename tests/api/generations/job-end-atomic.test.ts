import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { generationJobs, planUsage } from '../../../src/server/db/schema.js';
import { endUnsuccessfully, readJob } from '../../../src/server/services/generations/job-store.js';
import {} from '../../support/app-process.js';
import { createCompany, createUser } from '../../support/factories.js';
import { createTestApp } from '../../support/test-app.js';
import { waitUntil } from '../../support/wait-until.js';

/**
 * A job that fails or is cancelled gives its plan unit back in the same statement that ends it:
 * no reader (the usage figures, another instance) ever sees the job ended with its unit still
 * taken, and an instance that dies in between cannot keep the unit. Made visible by holding the
 * company's usage row locked from another transaction while the job ends.
 */
describe.skipIf(!process.env.DATABASE_URL)('ending a job and giving its unit back', () => {
  it('happen together: the job stays running while its unit cannot be given back', async () => {
    const t = await createTestApp({ DATABASE_POOL_SIZE: 4 });
    const company = await createCompany(t);
    const user = await createUser(t, company);
    const month = new Date('2026-11-01T00:00:00Z');
    const id = randomUUID();
    await t.database.db.insert(planUsage).values({ companyId: company.id, month, used: 3 });
    await t.database.db.insert(generationJobs).values({
      id,
      companyId: company.id,
      userId: user.id,
      username: user.username,
      assistantType: 'blog',
      action: 'generate',
      planMonth: month,
    });
    const usedNow = async () =>
      (
        await t.database.db
          .select({ used: planUsage.used })
          .from(planUsage)
          .where(and(eq(planUsage.companyId, company.id), eq(planUsage.month, month)))
      )[0].used;

    let ending: Promise<boolean> | undefined;
    await t.database.db.transaction(async (tx) => {
      await tx.execute(sql`select 1 from plan_usage where company_id = ${company.id} for update`);
      ending = endUnsuccessfully(t.app.ctx, id, {
        status: 'failed',
        error: 'The generation was interrupted, please try again.',
        errorStatus: 503,
      });
      // The ending waits on the row lock.
      await waitUntil(
        async () =>
          t.database.db
            .select({ n: sql<number>`count(*)::int` })
            .from(sql`pg_stat_activity`)
            .where(sql`datname = current_database() and wait_event_type = 'Lock'`),
        ([waiting]) => waiting.n > 0,
      );
      expect({ status: (await readJob(t.app.ctx, id))?.status, used: await usedNow() }).toEqual({
        status: 'running',
        used: 3,
      });
    });
    expect(await ending).toBe(true);
    expect({ status: (await readJob(t.app.ctx, id))?.status, used: await usedNow() }).toEqual({
      status: 'failed',
      used: 2,
    });
  });
});
