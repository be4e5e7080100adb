import { and, asc, eq, gte, inArray, sql, type SQL } from 'drizzle-orm';
import {
  FAILURE_BUCKETS,
  type AssistantHealth,
  type FailureBucket,
} from '@core/api/automation-health.js';
import type { Db } from '../../db/connection.js';
import { generationJobs as jobs } from '../../db/schema.js';
import { NOT_THE_AUTOMATION, kindsIn } from './failure-kinds.js';

const failed = sql`${jobs.status} = 'failed'`;
const succeeded = sql`${jobs.status} = 'succeeded'`;
const asInt = (value: unknown) => Number(value ?? 0);
const asMs = (value: unknown) =>
  value === null || value === undefined ? null : Math.round(Number(value));

/**
 * The runs an automation is judged by (decision 049): succeeded and failed jobs that started
 * since `since`, without the ones the app itself ended (interrupted, cancelled).
 */
export function countedRuns(since: SQL, companyId: number | null): SQL | undefined {
  return and(
    companyId === null ? undefined : eq(jobs.companyId, companyId),
    gte(jobs.startedAt, since),
    inArray(jobs.status, ['succeeded', 'failed']),
    sql`coalesce(${jobs.errorKind}, '') not in (${sql.join(
      NOT_THE_AUTOMATION.map((kind) => sql`${kind}`),
      sql`, `,
    )})`,
  );
}

/** Failed runs in a bucket; `other` counts the ones in none of the others. */
function bucketCount(bucket: FailureBucket): SQL<number> {
  const named = FAILURE_BUCKETS.filter((b) => b !== 'other').flatMap((b) => kindsIn(b));
  const kinds = bucket === 'other' ? named : kindsIn(bucket);
  const list = sql.join(
    kinds.map((kind) => sql`${kind}`),
    sql`, `,
  );
  const test =
    bucket === 'other'
      ? sql`coalesce(${jobs.errorKind}, '') not in (${list})`
      : sql`${jobs.errorKind} in (${list})`;
  return sql<number>`count(*) filter (where ${failed} and ${test})`.mapWith(asInt);
}

const durationMs = sql`extract(epoch from (${jobs.finishedAt} - ${jobs.startedAt})) * 1000`;
const percentile = (p: number) =>
  sql<
    number | null
  >`percentile_cont(${sql.raw(String(p))}) within group (order by ${durationMs}) filter (where ${succeeded})`.mapWith(
    asMs,
  );

/**
 * Per assistant, the runs of the last `days` days of one company (or of every company when
 * `companyId` is null), in one statement on `generation_jobs_company_started_idx` (or
 * `generation_jobs_started_idx` for every company).
 */
export async function getAutomationHealth(
  db: Db,
  opts: { companyId: number | null; days: number },
): Promise<AssistantHealth[]> {
  const since = sql`now() - ${`${opts.days} days`}::interval`;
  const buckets = Object.fromEntries(FAILURE_BUCKETS.map((b) => [b, bucketCount(b)])) as Record<
    FailureBucket,
    SQL<number>
  >;
  const rows = await db
    .select({
      assistantType: jobs.assistantType,
      succeeded: sql<number>`count(*) filter (where ${succeeded})`.mapWith(asInt),
      failed: sql<number>`count(*) filter (where ${failed})`.mapWith(asInt),
      ...buckets,
      p50Ms: percentile(0.5),
      p95Ms: percentile(0.95),
      lastFailureAt: sql<
        string | null
      >`to_char(max(${jobs.finishedAt}) filter (where ${failed}) at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`,
      lastFailureMessage: sql<
        string | null
      >`(array_agg(${jobs.error} order by ${jobs.finishedAt} desc) filter (where ${failed}))[1]`,
    })
    .from(jobs)
    .where(countedRuns(since, opts.companyId))
    .groupBy(jobs.assistantType)
    .orderBy(asc(jobs.assistantType));
  return rows.map((row) => ({
    assistantType: row.assistantType,
    runs: row.succeeded + row.failed,
    succeeded: row.succeeded,
    failed: row.failed,
    failuresByKind: Object.fromEntries(FAILURE_BUCKETS.map((b) => [b, row[b]])) as Record<
      FailureBucket,
      number
    >,
    p50Ms: row.p50Ms,
    p95Ms: row.p95Ms,
    lastFailure:
      row.lastFailureAt === null
        ? null
        : { at: row.lastFailureAt, message: row.lastFailureMessage ?? '' },
  }));
}
