import { sql, type SQL } from 'drizzle-orm';
import type { EventType } from '@core/api/event-webhooks.js';
import type { Db } from '../../db/connection.js';

/**
 * The outbox (decision 062): an event is written in the transaction of what it reports, with a
 * delivery for each of the company's enabled endpoints that takes its type, due at once. When no
 * endpoint takes it, nothing is written. A dispatcher on any instance sends it after the commit.
 */

type Executor = Pick<Db, 'execute'>;

/** The `webhook-id` of a new event: `msg_` and 32 hex digits. */
const MESSAGE_ID = sql`'msg_' || replace(gen_random_uuid()::text, '-', '')`;
/** The event's time as ISO 8601 in UTC, as the body carries it. */
const TIMESTAMP = sql`to_char(clock_timestamp() at time zone 'utc', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/**
 * The three common table expressions that record `type` for each row of `source` (a CTE's name,
 * with `company_id`), its `data` built by `dataSql` over the row (aliased `src`): the endpoints
 * that take it, the event (only when one does) and its deliveries. Their names start `prefix`.
 */
export function outboxParts(source: SQL, type: EventType, dataSql: SQL, prefix = 'evt') {
  const names = { ep: `${prefix}_ep`, ev: `${prefix}_ev`, dl: `${prefix}_dl` };
  const ep = sql.raw(names.ep);
  const ev = sql.raw(names.ev);
  return {
    names,
    ep: sql`select e.id, e.company_id from event_endpoints e
      where e.enabled and e.company_id in (select company_id from ${source})
        and e.events && array[${type}, '*']::text[]`,
    ev: sql`insert into events (company_id, type, message_id, payload)
      select src.company_id, ${type}, ${MESSAGE_ID},
        jsonb_build_object('type', ${type}::text, 'timestamp', ${TIMESTAMP}, 'data', ${dataSql})
      from ${source} src
      where exists (select 1 from ${ep} where ${ep}.company_id = src.company_id)
      returning id, company_id`,
    dl: sql`insert into event_deliveries (event_id, endpoint_id, company_id, status, due_at)
      select ${ev}.id, ${ep}.id, ${ev}.company_id, 'pending', now()
      from ${ev} join ${ep} on ${ep}.company_id = ${ev}.company_id`,
  };
}

/** `outboxParts` as the text of a `with` list (after `source`). */
function outboxCtes(source: SQL, type: EventType, dataSql: SQL): SQL {
  const p = outboxParts(source, type, dataSql);
  return sql`${sql.raw(p.names.ep)} as (${p.ep}), ${sql.raw(p.names.ev)} as (${p.ev}),
    ${sql.raw(p.names.dl)} as (${p.dl})`;
}

/** `outboxParts` as drizzle `$with` queries, for statements built with `db.with(...)`. */
export function outboxWiths(db: Pick<Db, '$with'>, ...args: Parameters<typeof outboxParts>) {
  const p = outboxParts(...args);
  return [
    db.$with(p.names.ep, {}).as(p.ep),
    db.$with(p.names.ev, {}).as(p.ev),
    db.$with(p.names.dl, {}).as(p.dl),
  ];
}

/** Records one event of a company in the transaction `tx` (one statement). */
export async function recordEvent(
  tx: Executor,
  event: { companyId: number; type: EventType; data: Record<string, unknown> },
): Promise<void> {
  const source = sql`(select ${event.companyId}::int as company_id, ${JSON.stringify(event.data)}::jsonb as data)`;
  await tx.execute(sql`
    with src_row as ${source},
    ${outboxCtes(sql`src_row`, event.type, sql`src.data`)}
    select 1`);
}
