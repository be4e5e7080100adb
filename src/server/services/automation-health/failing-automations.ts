import { desc, eq, sql } from 'drizzle-orm';
import {
  FAILING_AUTOMATIONS_HOURS,
  FAILING_AUTOMATIONS_LIMIT,
  type FailingAutomation,
} from '@core/api/automation-health.js';
import type { Db } from '../../db/connection.js';
import { companies, generationJobs as jobs } from '../../db/schema.js';
import { countedRuns } from './automation-health.js';

const failed = sql`${jobs.status} = 'failed'`;

/**
 * The operator dashboard's worst automations (decision 049): per company and assistant with a
 * failed run in the last 24 hours, the most failures first (then the latest failure), ten at
 * most, in one statement on `generation_jobs_started_idx`.
 */
export async function listFailingAutomations(db: Db): Promise<FailingAutomation[]> {
  const since = sql`now() - ${`${FAILING_AUTOMATIONS_HOURS} hours`}::interval`;
  const failures = sql<number>`count(*) filter (where ${failed})`.mapWith(Number);
  const lastAt = sql`max(${jobs.finishedAt}) filter (where ${failed})`;
  const rows = await db
    .select({
      companyId: companies.slug,
      companyName: companies.companyName,
      assistantType: jobs.assistantType,
      failures,
      runs: sql<number>`count(*)`.mapWith(Number),
      at: sql<string>`to_char(${lastAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`,
      message: sql<string>`(array_agg(${jobs.error} order by ${jobs.finishedAt} desc) filter (where ${failed}))[1]`,
    })
    .from(jobs)
    .innerJoin(companies, eq(companies.id, jobs.companyId))
    .where(countedRuns(since, null))
    .groupBy(companies.id, jobs.assistantType)
    .having(sql`count(*) filter (where ${failed}) > 0`)
    .orderBy(desc(failures), desc(lastAt), companies.slug, jobs.assistantType)
    .limit(FAILING_AUTOMATIONS_LIMIT);
  return rows.map(({ at, message, ...row }) => ({
    ...row,
    lastFailure: { at, message: message ?? '' },
  }));
}
