import { sql } from 'drizzle-orm';
import type { AppContext } from '../../context.js';

const rowsOf = (result: unknown) =>
  (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as { n?: unknown }[];

/**
 * The content retention of decision 050 ("Keep generated content for N days", a company setting):
 * history items (their versions cascade) and finished generation jobs started more than N days
 * before `now` are deleted, for every company that set N, in one statement (no loop over
 * companies). Running jobs are left to end; the next day's purge takes them. Answers the rows
 * deleted (items and jobs).
 */
export async function purgeExpiredContent(ctx: AppContext, now: Date): Promise<number> {
  const result = await ctx.db.execute(sql`
    with kept as (
      select id, ${now.toISOString()}::timestamptz - make_interval(days => content_retention_days)
        as before
      from companies where content_retention_days is not null),
    items as (
      delete from history_items h using kept
      where h.company_id = kept.id and h.created_at < kept.before returning 1),
    jobs as (
      delete from generation_jobs j using kept
      where j.company_id = kept.id and j.status <> 'running' and j.started_at < kept.before
      returning 1)
    select ((select count(*) from items) + (select count(*) from jobs))::int as n`);
  return Number(rowsOf(result)[0]?.n ?? 0);
}
