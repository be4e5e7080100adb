import { and, eq, getTableColumns, gt, isNull, lt, lte, or, sql, type SQL } from 'drizzle-orm';
import type { GenerationDeps } from './deps.js';
import { preparedFor } from '../../db/prepared.js';
import { generationJobs, planUsage } from '../../db/schema.js';
import { outboxWiths } from '../events/record-event.js';
import { UNIT_GIVEN_BACK } from '../plan-limit.js';

export type JobRow = typeof generationJobs.$inferSelect;
export type JobStatus = JobRow['status'];
type Ctx = Pick<GenerationDeps, 'db' | 'log'>;

export const INTERRUPTED_MESSAGE = 'The generation was interrupted, please try again.';
export const CANCELLED_MESSAGE = 'The generation was cancelled.';
/** How a job whose instance stopped ends (not counted against its automation). */
export const INTERRUPTED_END = {
  status: 'failed' as const,
  error: INTERRUPTED_MESSAGE,
  errorStatus: 503,
  errorKind: 'interrupted',
};

export async function readJob(ctx: Ctx, id: string): Promise<JobRow | undefined> {
  const [row] = await ctx.db.select().from(generationJobs).where(eq(generationJobs.id, id));
  return row;
}

/** A job of this user in this company (history's scope), or undefined. */
export async function readOwnJob(
  ctx: Ctx,
  id: string,
  owner: { companyId: number; userId: number },
): Promise<JobRow | undefined> {
  const [row] = await ctx.db
    .select()
    .from(generationJobs)
    .where(
      and(
        eq(generationJobs.id, id),
        eq(generationJobs.companyId, owner.companyId),
        eq(generationJobs.userId, owner.userId),
      ),
    );
  return row;
}

export async function listOwnJobs(
  ctx: Ctx,
  owner: { companyId: number; userId: number },
  status?: JobStatus,
): Promise<JobRow[]> {
  return ctx.db
    .select()
    .from(generationJobs)
    .where(
      and(
        eq(generationJobs.companyId, owner.companyId),
        eq(generationJobs.userId, owner.userId),
        status ? eq(generationJobs.status, status) : undefined,
      ),
    )
    .orderBy(sql`${generationJobs.startedAt} desc`)
    .limit(100);
}

/**
 * Ends a running job as failed or cancelled, once: only the caller that moves it out of
 * `running` gives the plan unit back, in the same statement, so no reader sees the job ended
 * with its unit still taken and no instance dies in between. Returns whether this call ended it.
 */
export async function endUnsuccessfully(
  ctx: Ctx,
  id: string,
  end: {
    status: 'failed' | 'cancelled';
    error: string;
    errorStatus: number;
    /** Why it failed (decision 049): a `JobErrorKind`. */
    errorKind?: string;
  },
  owner?: { companyId: number; userId: number },
): Promise<boolean> {
  const ended = ctx.db.$with('ended').as(
    ctx.db
      .update(generationJobs)
      .set({ ...end, finishedAt: sql`now()`, callbackTokenHash: null })
      .where(
        and(
          eq(generationJobs.id, id),
          eq(generationJobs.status, 'running'),
          owner ? eq(generationJobs.companyId, owner.companyId) : undefined,
          owner ? eq(generationJobs.userId, owner.userId) : undefined,
        ),
      )
      .returning({
        id: generationJobs.id,
        companyId: generationJobs.companyId,
        planMonth: generationJobs.planMonth,
        assistantType: generationJobs.assistantType,
        userId: generationJobs.userId,
      }),
  );
  const released = ctx.db.$with('released').as(
    ctx.db
      .update(planUsage)
      .set({ used: UNIT_GIVEN_BACK })
      .from(ended)
      .where(and(eq(planUsage.companyId, ended.companyId), eq(planUsage.month, ended.planMonth)))
      .returning({ used: planUsage.used }),
  );
  // A failure (not a cancellation) is a `generation.failed` event, in the same statement.
  const outbox =
    end.status === 'failed'
      ? outboxWiths(
          ctx.db,
          sql`ended`,
          'generation.failed',
          sql`jsonb_build_object('generation', jsonb_build_object('id', src.id, 'assistantType',
            src.assistant_type, 'error', ${end.error}::text), 'user', jsonb_build_object('id',
            src.user_id))`,
        )
      : [];
  const rows = await ctx.db
    .with(ended, released, ...outbox)
    .select({ id: sql`1` })
    .from(ended);
  return rows.length > 0;
}

/**
 * Ends a running job as succeeded, keeps its history item and records its
 * `content_generation` event, in one statement (decision 019): the item and the event are
 * written only from the row the update moved out of `running`, so nothing is saved when the job
 * is no longer running (cancelled, or marked interrupted meanwhile). The item's id is drawn
 * first, so the job row carries it from the same update. Prepared (decision 024).
 */
const endSuccessfullyStatement = preparedFor((db) => {
  const p = sql.placeholder;
  const itemId = db
    .$with('item_id', { id: sql<number>`id` })
    .as(sql`select nextval('history_items_id_seq')::int as id`);
  const job = db.$with('job', getTableColumns(generationJobs)).as(sql`
    update generation_jobs set status = 'succeeded', content = ${p('content')}::text,
      result = ${p('result')}::jsonb, finished_at = now(), callback_token_hash = null,
      history_id = (select id from item_id)
    where id = ${p('id')}::uuid and status = 'running'
    returning *`);
  const item = db.$with('item', {}).as(sql`
    insert into history_items (id, company_id, user_id, assistant_type, content, form_data,
      revision_request, session_id, revised_from, language, sources, search_config)
    select item_id.id, job.company_id, job.user_id, job.assistant_type,
      ${p('itemContent')}::text, job.form_data, job.revision_request, job.session_id,
      job.revised_from, job.language, job.knowledge,
      coalesce(job.search_config, 'simple')::regconfig
    from job, item_id`);
  const event = db.$with('event', {}).as(sql`
    insert into activity_events (company_id, user_id, username, action, details)
    select job.company_id, job.user_id, job.username, 'content_generation',
      jsonb_build_object('assistantType', job.assistant_type)
        || case when job.action = 'revise' then '{"revision": true}'::jsonb else '{}' end
        || case when job.knowledge is not null then '{"knowledge": true}'::jsonb else '{}' end
    from job`);
  // The `generation.succeeded` event for the company's endpoints, in the same statement.
  const outbox = outboxWiths(
    db,
    sql`job`,
    'generation.succeeded',
    sql`jsonb_build_object('generation', jsonb_build_object('id', src.id, 'assistantType',
      src.assistant_type), 'item', jsonb_build_object('id', src.history_id),
      'user', jsonb_build_object('id', src.user_id))`,
  );
  return db
    .with(itemId, job, item, event, ...outbox)
    .select()
    .from(job)
    .prepare('copydesk_end_job');
});

export async function endSuccessfully(
  ctx: Ctx,
  id: string,
  result: { content: string; result: Record<string, unknown> | null },
): Promise<JobRow | null> {
  const resultJson = result.result ? JSON.stringify(result.result) : null;
  const [done] = await endSuccessfullyStatement(ctx.db).execute({
    id,
    content: result.content,
    result: resultJson,
    itemContent: resultJson ?? result.content,
  });
  return done ?? null;
}

/**
 * Saves the text so far of many running jobs in one statement (the rows are passed as one JSON
 * parameter): text saving never takes a pool connection per job or per delta.
 */
export async function saveContentsSoFar(ctx: Ctx, jobs: { id: string; content: string }[]) {
  if (jobs.length === 0) return;
  await ctx.db.execute(sql`
    with v as (select * from json_to_recordset(${JSON.stringify(jobs)}::json)
        as v(id uuid, content text)),
      ${lockedInIdOrder(sql`select id from v`)}
    update generation_jobs set content = v.content from v, locked
    where generation_jobs.id = locked.id and v.id = locked.id`);
}

/** Marks this instance's running jobs as alive (one statement for many jobs). */
export async function beat(ctx: Ctx, ids: string[]) {
  if (ids.length === 0) return;
  await ctx.db.execute(sql`
    with ${lockedInIdOrder(sql`select value::uuid from json_array_elements_text(${JSON.stringify(ids)}::json)`)}
    update generation_jobs set heartbeat_at = now() from locked
    where generation_jobs.id = locked.id`);
}

/**
 * `locked`: the running jobs among `ids`, locked in the order of their id. The statements that
 * write many jobs at once (the text so far, the heartbeat) run side by side on an instance; rows
 * locked in different orders by two of them deadlock.
 */
function lockedInIdOrder(ids: SQL) {
  return sql`locked as (select id from generation_jobs
    where id in (${ids}) and status = 'running' order by id for update)`;
}

/** Marks the automation's acknowledgement: the result must come back before the deadline. */
export async function awaitCallback(ctx: Ctx, id: string, timeoutMs: number) {
  await ctx.db
    .update(generationJobs)
    .set({ callbackDeadline: sql`now() + ${`${timeoutMs} milliseconds`}::interval` })
    .where(and(eq(generationJobs.id, id), eq(generationJobs.status, 'running')));
}

const RETENTION = sql`now() - interval '30 days'`;

/**
 * The sweep every instance runs: running jobs whose instance stopped beating (and that are not
 * waiting for a callback) fail as interrupted; callbacks past their deadline fail; jobs older
 * than 30 days are deleted (their history items stay). Returns the ids it ended.
 */
export async function sweep(
  ctx: Ctx,
  opts: { staleMs: number; callbackMessage: (assistantType: string) => string },
): Promise<string[]> {
  const staleBefore = sql`now() - ${`${opts.staleMs} milliseconds`}::interval`;
  const stale = await ctx.db
    .select({ id: generationJobs.id })
    .from(generationJobs)
    .where(
      and(
        eq(generationJobs.status, 'running'),
        isNull(generationJobs.callbackDeadline),
        lt(generationJobs.heartbeatAt, staleBefore),
      ),
    )
    .limit(500);
  const late = await ctx.db
    .select({ id: generationJobs.id, assistantType: generationJobs.assistantType })
    .from(generationJobs)
    .where(
      and(eq(generationJobs.status, 'running'), lt(generationJobs.callbackDeadline, sql`now()`)),
    )
    .limit(500);
  const ended: string[] = [];
  for (const { id } of stale) {
    if (await endUnsuccessfully(ctx, id, INTERRUPTED_END)) ended.push(id);
  }
  for (const { id, assistantType } of late) {
    const error = opts.callbackMessage(assistantType);
    const end = {
      status: 'failed' as const,
      error,
      errorStatus: 504,
      errorKind: 'callback-timeout',
    };
    if (await endUnsuccessfully(ctx, id, end)) {
      ended.push(id);
    }
  }
  await ctx.db.delete(generationJobs).where(lt(generationJobs.startedAt, RETENTION));
  return ended;
}

/**
 * Uses a callback token once: `claimed` only for the call that clears it while the job runs and
 * its deadline has not passed; `late` when the token is right but the deadline has passed and
 * the sweep has not ended the job yet; `refused` otherwise.
 */
export async function claimCallback(
  ctx: Ctx,
  id: string,
  tokenHash: string,
): Promise<'claimed' | 'late' | 'refused'> {
  const mine = and(
    eq(generationJobs.id, id),
    eq(generationJobs.status, 'running'),
    eq(generationJobs.callbackTokenHash, tokenHash),
  );
  const rows = await ctx.db
    .update(generationJobs)
    .set({ callbackTokenHash: null })
    .where(
      and(
        mine,
        or(
          isNull(generationJobs.callbackDeadline),
          gt(generationJobs.callbackDeadline, sql`now()`),
        ),
      ),
    )
    .returning({ id: generationJobs.id });
  if (rows.length > 0) return 'claimed';
  const late = await ctx.db
    .select({ id: generationJobs.id })
    .from(generationJobs)
    .where(and(mine, lte(generationJobs.callbackDeadline, sql`now()`)));
  return late.length > 0 ? 'late' : 'refused';
}
