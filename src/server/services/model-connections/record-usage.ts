import { sql } from 'drizzle-orm';
import type { Db } from '../../db/connection.js';
import type { ModelUsage } from '../../model-client/types.js';
import type { ModelRun } from './model-run.js';

/**
 * Records what a job that ran on a model used, once: the job row gets `runs_on = 'model'`, the
 * model and the tokens, and the same statement adds them to the company's day in
 * `model_usage_daily` with their cost at the connection's prices (both prices known, else the
 * run counts as unpriced). A job that already has its usage, or no longer exists (erased), adds
 * nothing. Returns whether it was recorded.
 */
export async function recordUsage(
  ctx: { db: Db },
  jobId: string,
  run: Pick<ModelRun, 'connection'>,
  usage: ModelUsage,
): Promise<boolean> {
  const { model, inputPricePerMillion: input, outputPricePerMillion: output } = run.connection;
  const prompt = Math.max(0, Math.round(usage.promptTokens));
  const completion = Math.max(0, Math.round(usage.completionTokens));
  const priced = input !== null && output !== null;
  const result = await ctx.db.execute(sql`
    with job as (
      update generation_jobs set runs_on = 'model', model = ${model},
        prompt_tokens = ${prompt}::int, completion_tokens = ${completion}::int,
        tokens_estimated = ${usage.estimated}::boolean
      where id = ${jobId}::uuid and prompt_tokens is null
      returning company_id, user_id, username, assistant_type),
    added as (
      insert into model_usage_daily as d (company_id, day, username, user_id, assistant_type,
        runs, prompt_tokens, completion_tokens, estimated_runs, priced_runs, cost)
      select company_id, (now() at time zone 'utc')::date, username, user_id, assistant_type, 1,
        ${prompt}::bigint, ${completion}::bigint, ${usage.estimated ? 1 : 0}::int,
        ${priced ? 1 : 0}::int,
        ${priced ? sql`(${prompt}::numeric * ${input}::numeric + ${completion}::numeric * ${output}::numeric) / 1000000` : sql`0`}
      from job
      on conflict (company_id, day, username, assistant_type) do update set
        runs = d.runs + 1, prompt_tokens = d.prompt_tokens + excluded.prompt_tokens,
        completion_tokens = d.completion_tokens + excluded.completion_tokens,
        estimated_runs = d.estimated_runs + excluded.estimated_runs,
        priced_runs = d.priced_runs + excluded.priced_runs, cost = d.cost + excluded.cost,
        user_id = coalesce(excluded.user_id, d.user_id)
      returning 1)
    select count(*)::int as n from added`);
  const rows = (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as {
    n: number;
  }[];
  return Number(rows[0]?.n ?? 0) > 0;
}
