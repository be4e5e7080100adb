import { sql } from 'drizzle-orm';
import type { AppContext } from '../../context.js';
import type { Company } from '../../tenancy/plugin.js';
import { iso, reservationStatement, startOfMonthUtc } from '../plan-limit.js';
import type { JobRow } from './job-store.js';

type Ctx = Pick<AppContext, 'db'>;

/** The job's own columns (the rest start empty: running, no text, no result yet). */
export interface NewJob {
  id: string;
  companyId: number;
  userId: number;
  username: string;
  assistantType: string;
  action: JobRow['action'];
  formData: Record<string, unknown>;
  sessionId: string;
  revisionRequest: string | null;
  callbackTokenHash: string | null;
}

export type CreateJobResult =
  { created: true; row: JobRow } | { created: false; reason: 'running-ceiling' | 'plan-limit' };

/**
 * The running ceiling, the plan reservation and the job row in one statement (decision 019):
 * the company's running jobs are counted, a unit of its month is taken only while fewer than
 * `maxRunning` run and its plan has one left (the statement of decision 006), and the job is
 * inserted only when the unit was taken. Nothing is reserved when nothing is created, so there
 * is nothing to give back on a refusal.
 */
export async function createJob(
  ctx: Ctx,
  company: Pick<Company, 'id' | 'planGenerationLimit'>,
  maxRunning: number,
  job: NewJob,
  now: Date = new Date(),
): Promise<CreateJobResult> {
  const month = startOfMonthUtc(now);
  const result = await ctx.db.execute(sql`
    with running as (
      select count(*)::int as n from generation_jobs
      where company_id = ${company.id} and status = 'running'
    ),
    reserved as (
      ${reservationStatement(company, now, sql`(select n from running) < ${maxRunning}`)}
    ),
    job as (
      insert into generation_jobs (id, company_id, user_id, username, assistant_type, action,
        form_data, session_id, revision_request, plan_month, callback_token_hash)
      select ${job.id}::uuid, ${job.companyId}::int, ${job.userId}::int, ${job.username},
        ${job.assistantType}, ${job.action}, ${JSON.stringify(job.formData)}::jsonb,
        ${job.sessionId}, ${job.revisionRequest}, ${iso(month)}, ${job.callbackTokenHash}
      from reserved
      returning (extract(epoch from started_at) * 1000)::float8 as started_ms
    )
    select (select n from running) as running, (select started_ms from job) as started_ms`);
  const [row] = (result as unknown as { rows: { running: number; started_ms: number | null }[] })
    .rows;
  if (Number(row.running) >= maxRunning) return { created: false, reason: 'running-ceiling' };
  if (row.started_ms === null) return { created: false, reason: 'plan-limit' };
  const startedAt = new Date(Number(row.started_ms));
  return {
    created: true,
    row: {
      ...job,
      status: 'running',
      content: '',
      result: null,
      historyId: null,
      error: null,
      errorStatus: null,
      planMonth: month,
      heartbeatAt: startedAt,
      startedAt,
      finishedAt: null,
      callbackDeadline: null,
    },
  };
}
