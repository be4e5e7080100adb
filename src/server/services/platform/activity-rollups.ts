import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/connection.js';
import { DAY_MS, ts } from '../reports/report-window.js';

/**
 * Counts of events up to a moment, from the daily roll-ups (drizzle/0014_rollups.sql, decision
 * 051) corrected by the raw events of that moment's own day: the nearer half of the day, so a
 * correction reads at most half a day of events, and the figures are exactly what the events
 * give for any moment. The roll-ups' changes not folded yet (`rollup_pending`, decision 064) are
 * added in the same statement as the roll-ups, so a fold in between never counts one twice.
 *
 * "Up to t" counts events with created_at <= t; events in (a, b] are upTo(b) - upTo(a).
 */
interface Edge {
  /** The last whole UTC day the roll-up counts (yyyy-MM-dd). */
  baseDay: string;
  /** Raw events to add (created_at in [from, to]) or take away (in (from, to)). */
  sign: 1 | -1;
  from: Date;
  to: Date;
}

const dayText = (ms: number) => new Date(ms).toISOString().slice(0, 10);

function edgeOf(t: Date): Edge {
  const dayStart = Math.floor(t.getTime() / DAY_MS) * DAY_MS;
  if (t.getTime() - dayStart < DAY_MS / 2) {
    // Early in its day: the day before, plus this day's events up to t.
    return { baseDay: dayText(dayStart - DAY_MS), sign: 1, from: new Date(dayStart), to: t };
  }
  // Late in its day: the whole day, less its events after t.
  return { baseDay: dayText(dayStart), sign: -1, from: t, to: new Date(dayStart + DAY_MS) };
}

/** The raw events of an edge, as a condition on `created_at`. */
function rawRange(column: SQL, edge: Edge): SQL {
  return edge.sign > 0
    ? sql`${column} >= ${ts(edge.from)} and ${column} <= ${ts(edge.to)}`
    : sql`${column} > ${ts(edge.from)} and ${column} < ${ts(edge.to)}`;
}

/**
 * A company's running total (`column`) up to `day`, for every row of `companies c`: the day's
 * row through activity_daily_day_idx (one index range for every company), or, for a company
 * without a row that day, the latest row before it.
 */
function upToDaySql(column: 'cumulative' | 'cumulative_generations', day: string, name: string) {
  const alias = sql.identifier(`d_${name}`);
  const col = sql.identifier(column);
  const expr = sql`coalesce(${alias}.${col}, (select a.${col} from activity_daily a where a.company_id = c.id and a.day <= ${day}::date order by a.day desc limit 1), 0)`;
  return {
    expr,
    join: sql`left join activity_daily ${alias} on ${alias}.company_id = c.id and ${alias}.day = ${day}::date`,
  };
}

/**
 * `left join` of a company's pending (not yet folded) `column` per range of days, as
 * `<alias>.p0`, `<alias>.p1`...: each range is `day <= until`, or `day > after and day <= until`.
 */
function pendingJoin(
  column: 'events' | 'generations',
  ranges: { after?: string; until: string }[],
  alias: string,
) {
  const sums = ranges.map(({ after, until }, i) => {
    const from = after === undefined ? sql`` : sql` and day > ${after}::date`;
    return sql`sum(${sql.identifier(column)}) filter (where day <= ${until}::date${from}) as ${sql.identifier(`p${i}`)}`;
  });
  const name = sql.identifier(alias);
  return {
    value: (i: number) => sql`coalesce(${name}.${sql.identifier(`p${i}`)}, 0)`,
    join: sql`left join (select company_id, ${sql.join(sums, sql`, `)} from rollup_pending
      where company_id is not null and day is not null group by company_id) ${name}
      on ${name}.company_id = c.id`,
  };
}

type Rows<T> = { rows: T[] } | T[];
const rowsOf = <T>(result: Rows<T>): T[] => (Array.isArray(result) ? result : result.rows);

/**
 * Every company's events up to each of `times`: companyId -> one count per time. Companies
 * without events are left out (their counts are 0). One index probe per company and time on
 * the roll-up, and the raw events of each edge.
 */
export async function companyEventsUpTo(db: Db, times: Date[]): Promise<Map<number, number[]>> {
  const edges = times.map(edgeOf);
  const probes = edges.map((edge, i) => upToDaySql('cumulative', edge.baseDay, `t${i}`));
  const pending = pendingJoin(
    'events',
    edges.map((edge) => ({ until: edge.baseDay })),
    'pending',
  );
  const [base, ...corrections] = await Promise.all([
    db.execute(
      sql`select c.id as company_id, ${sql.join(
        probes.map((p, i) => sql`${p.expr} + ${pending.value(i)} as ${sql.identifier(`t${i}`)}`),
        sql`, `,
      )} from companies c ${sql.join(
        probes.map((p) => p.join),
        sql` `,
      )} ${pending.join}`,
    ),
    ...edges.map((edge) =>
      db.execute(
        sql`select company_id, count(*)::int as n from activity_events where ${rawRange(sql.raw('created_at'), edge)} group by company_id`,
      ),
    ),
  ]);
  const counts = new Map<number, number[]>();
  for (const row of rowsOf(base as Rows<Record<string, unknown>>)) {
    counts.set(
      Number(row.company_id),
      times.map((_, i) => Number(row[`t${i}`])),
    );
  }
  corrections.forEach((result, i) => {
    for (const row of rowsOf(result as Rows<{ company_id: number; n: number }>)) {
      const id = Number(row.company_id);
      const list = counts.get(id) ?? times.map(() => 0);
      list[i] += edges[i].sign * Number(row.n);
      counts.set(id, list);
    }
  });
  return counts;
}

/**
 * Generations per assistant in (from, to] of customer companies (the operator's own excluded, as
 * the roll-up excludes it), most first.
 */
export async function assistantGenerations(
  db: Db,
  from: Date,
  to: Date,
): Promise<Map<string, number>> {
  const [a, b] = [edgeOf(from), edgeOf(to)];
  const customerGenerations = (edge: Edge) =>
    db.execute(
      sql`select coalesce(e.assistant_type, 'unknown') as bot, count(*)::int as n
        from activity_events e
        where ${rawRange(sql.raw('e.created_at'), edge)} and e.action = 'content_generation'
          and e.company_id not in (select id from companies where company_id = 'platform-admin')
        group by 1`,
    );
  const [days, edgeB, edgeA] = await Promise.all([
    db.execute(
      sql`select bot, sum(n)::int as n from (
          select assistant_type as bot, generations as n from assistant_daily
          where day > ${a.baseDay}::date and day <= ${b.baseDay}::date
          union all
          select assistant_type, generations from rollup_pending
          where assistant_type is not null
            and day > ${a.baseDay}::date and day <= ${b.baseDay}::date
        ) days group by 1`,
    ),
    customerGenerations(b),
    customerGenerations(a),
  ]);
  const totals = new Map<string, number>();
  const add = (result: unknown, sign: number) => {
    for (const row of rowsOf(result as Rows<{ bot: string; n: number }>)) {
      totals.set(row.bot, (totals.get(row.bot) ?? 0) + sign * Number(row.n));
    }
  };
  add(days, 1);
  add(edgeB, b.sign);
  add(edgeA, -a.sign);
  for (const [bot, n] of totals) if (n <= 0) totals.delete(bot);
  return totals;
}

/**
 * Every company's generations in [from, to] as a subquery `(company_id, n)`, for sorting every
 * company by its month's usage (`from` a UTC midnight: the start of the month). Two index probes
 * on the roll-up per company, and the raw generations of `to`'s day on the nearer side.
 */
export function generationsSinceSql(from: Date, to: Date): SQL {
  if (from.getTime() % DAY_MS !== 0) throw new Error('generationsSinceSql: from must be midnight');
  const edge = edgeOf(to);
  const before = dayText(from.getTime() - DAY_MS);
  const [now, start] = [
    upToDaySql('cumulative_generations', edge.baseDay, 'now'),
    upToDaySql('cumulative_generations', before, 'start'),
  ];
  const pending = pendingJoin(
    'generations',
    [{ after: before, until: edge.baseDay }],
    'pending_since',
  );
  const raw = sql`(select count(*) from activity_events e where e.company_id = c.id and e.action = 'content_generation' and ${rawRange(sql.raw('e.created_at'), edge)})`;
  return sql`(select c.id as company_id, ${now.expr} - ${start.expr} + ${pending.value(0)} + ${edge.sign} * ${raw} as n from companies c ${now.join} ${start.join} ${pending.join})`;
}
