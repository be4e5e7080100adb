import { sql } from 'drizzle-orm';
import type { GenerationDeps } from './deps.js';
import type { Company } from '../../tenancy/companies.js';
import { preparedFor } from '../../db/prepared.js';
import { reservationStatement, reservationValues, startOfMonthUtc } from '../plan-limit.js';
import type { JobRow } from './job-store.js';

type Ctx = Pick<GenerationDeps, 'db'>;

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
  /** A revision: the item it was made from. */
  revisedFrom?: number | null;
  /** A rewrite of a passage: where and of what. */
  rewrite?: JobRow['rewrite'];
  /** The client's `Idempotency-Key` (unique per company and user). */
  idempotencyKey?: string | null;
  /** The knowledge passages sent (kept with what it produces). */
  knowledge?: JobRow['knowledge'];
  /** The language asked for (a tag) and its search configuration. */
  language?: string | null;
  searchConfig?: string | null;
}

export type CreateJobResult =
  { created: true; row: JobRow } | { created: false; reason: 'running-ceiling' | 'plan-limit' };

/**
 * The running ceiling, the plan reservation and the job row in one statement (decision 019),
 * prepared (decision 024): the company's running jobs are counted, a unit of its month is taken
 * only while fewer than `maxRunning` run and its plan has one left (the statement of decision
 * 006), and the job is inserted only when the unit was taken.
 *
 * It commits without waiting for its WAL to reach the disk (decision 033): every generation of a
 * company takes the same plan row, and a synchronous commit held that row's lock through the
 * disk's flush, so a company's generations started one flush after another. The job's end
 * commits synchronously, which makes its creation durable with it.
 */
const createJobStatement = preparedFor((db) => {
  const p = sql.placeholder;
  const running = db.$with('running', { n: sql<number>`n` }).as(sql`
    select count(*)::int as n from generation_jobs
    where company_id = ${p('companyId')}::int and status = 'running'`);
  const values = {
    companyId: p('companyId'),
    limit: p('limit'),
    month: p('month'),
    nextMonth: p('nextMonth'),
  };
  const underCeiling = sql`(select n from running) < ${p('maxRunning')}::int`;
  const reserved = db.$with('reserved', {}).as(reservationStatement(values, underCeiling));
  const job = db.$with('job', {}).as(sql`
    insert into generation_jobs (id, company_id, user_id, username, assistant_type, action,
      form_data, session_id, revision_request, plan_month, callback_token_hash, revised_from,
      rewrite, idempotency_key, knowledge, language, search_config)
    select ${p('id')}::uuid, ${p('companyId')}::int, ${p('userId')}::int, ${p('username')}::text,
      ${p('assistantType')}::text, ${p('action')}::text, ${p('formData')}::jsonb,
      ${p('sessionId')}::text, ${p('revisionRequest')}::text, ${p('month')}::timestamptz,
      ${p('callbackTokenHash')}::text, ${p('revisedFrom')}::int, ${p('rewrite')}::jsonb,
      ${p('idempotencyKey')}::text, ${p('knowledge')}::jsonb, ${p('language')}::text,
      ${p('searchConfig')}::text
    from reserved
    returning (extract(epoch from started_at) * 1000)::float8 as started_ms`);
  return db
    .with(running, reserved, job)
    .select({
      running: sql<number>`(select n from running)`,
      startedMs: sql<number | null>`(select started_ms from job)`,
      // This statement's transaction only: its commit does not wait for the disk (decision 033).
      commit: sql<string>`set_config('synchronous_commit', 'off', true)`,
    })
    .from(running)
    .prepare('copydesk_create_job');
});

/**
 * Creates a job unless the company runs `maxRunning` jobs already or its plan has no unit left
 * this month. Nothing is reserved when nothing is created, so there is nothing to give back on
 * a refusal.
 */
export async function createJob(
  ctx: Ctx,
  company: Pick<Company, 'id' | 'planGenerationLimit'>,
  maxRunning: number,
  job: NewJob,
  now: Date = new Date(),
): Promise<CreateJobResult> {
  const month = startOfMonthUtc(now);
  const [row] = await createJobStatement(ctx.db).execute({
    ...reservationValues(company, now),
    maxRunning,
    id: job.id,
    userId: job.userId,
    username: job.username,
    assistantType: job.assistantType,
    action: job.action,
    formData: JSON.stringify(job.formData),
    sessionId: job.sessionId,
    revisionRequest: job.revisionRequest,
    callbackTokenHash: job.callbackTokenHash,
    revisedFrom: job.revisedFrom ?? null,
    rewrite: job.rewrite ? JSON.stringify(job.rewrite) : null,
    idempotencyKey: job.idempotencyKey ?? null,
    knowledge: job.knowledge ? JSON.stringify(job.knowledge) : null,
    language: job.language ?? null,
    searchConfig: job.searchConfig ?? null,
  });
  if (Number(row.running) >= maxRunning) return { created: false, reason: 'running-ceiling' };
  if (row.startedMs === null) return { created: false, reason: 'plan-limit' };
  const startedAt = new Date(Number(row.startedMs));
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
      errorKind: null,
      planMonth: month,
      heartbeatAt: startedAt,
      startedAt,
      finishedAt: null,
      callbackDeadline: null,
      revisedFrom: job.revisedFrom ?? null,
      rewrite: job.rewrite ?? null,
      idempotencyKey: job.idempotencyKey ?? null,
      knowledge: job.knowledge ?? null,
      language: job.language ?? null,
      searchConfig: job.searchConfig ?? null,
      // A model's usage is recorded when its answer is kept (model-connections/record-usage).
      runsOn: null,
      model: null,
      promptTokens: null,
      completionTokens: null,
      tokensEstimated: null,
    },
  };
}
