import { sql } from 'drizzle-orm';
import { DELIVERY_LOG_DAYS } from '@core/api/event-webhooks.js';
import type { AppContext } from '../../context.js';
import { rowsOf } from '../../db/rows.js';

/**
 * The delivery log is kept DELIVERY_LOG_DAYS: older events go, with their deliveries and
 * attempts (they cascade), unless one is still being tried. Answers the events deleted.
 */
export async function purgeOldEvents(ctx: Pick<AppContext, 'db'>, now: Date): Promise<number> {
  const result = await ctx.db.execute(sql`
    with gone as (
      delete from events e
      where e.created_at < ${now.toISOString()}::timestamptz - make_interval(days => ${DELIVERY_LOG_DAYS})
        and not exists (select 1 from event_deliveries d
          where d.event_id = e.id and d.status = 'pending')
      returning 1)
    select count(*)::int as n from gone`);
  return Number(rowsOf<{ n?: unknown }>(result)[0]?.n ?? 0);
}
