import { setTimeout as sleep } from 'node:timers/promises';
import pg from 'pg';

/**
 * What PostgreSQL did for the bench database between two snapshots, read from its cumulative
 * statistics: statements (pg_stat_statements), PL/pgSQL functions such as triggers
 * (pg_stat_user_functions) and rows written per table (pg_stat_user_tables). The bench prints it
 * per generation so that a change to Copydesk shows what it costs the database.
 */

interface StatementCounts {
  query: string;
  toplevel: boolean;
  calls: number;
  execMs: number;
  planMs: number;
}

interface FunctionCounts {
  name: string;
  calls: number;
  selfMs: number;
}

interface TableCounts {
  name: string;
  inserted: number;
  updated: number;
  hot: number;
  deleted: number;
  indexes: number;
}

export interface PgWorkSnapshot {
  /** Null when pg_stat_statements is not loaded on the server. */
  statements: Map<string, StatementCounts> | null;
  functions: Map<string, FunctionCounts>;
  tables: Map<string, TableCounts>;
}

/**
 * How long to wait before reading table and function statistics: a busy backend publishes them
 * at most once a second, and one that goes idle with some still pending retries only after
 * 10 s (PGSTAT_IDLE_INTERVAL in PostgreSQL 15), so reading sooner misses the last second's work.
 */
const STATS_PUBLISHED_MS = 11_000;

/** The bench's own statistics queries, left out of what the app did. */
const OWN_QUERY = /\bpg_(stat_statements|stat_user_|stat_activity|stat_clear_snapshot|backend_pid)/;

async function withClient<T>(url: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** `ALTER DATABASE <the bench database> <change>`; false when refused (not a superuser). */
async function alterDatabase(client: pg.Client, change: string): Promise<boolean> {
  const { rows } = await client.query<{ name: string }>('select current_database() as name');
  try {
    await client.query(`alter database ${client.escapeIdentifier(rows[0].name)} ${change}`);
    return true;
  } catch {
    return false;
  }
}

/**
 * Gets the bench database ready to be observed, before the app connects: the
 * pg_stat_statements view (usable only if the server preloads the library) and PL/pgSQL
 * function timing for new connections. Resolves whether functions are tracked.
 */
export function preparePgWork(url: string): Promise<boolean> {
  return withClient(url, async (client) => {
    await client.query('create extension if not exists pg_stat_statements').catch(() => {});
    return alterDatabase(client, "set track_functions = 'pl'");
  });
}

/** Puts the database's function tracking back to the server's setting. */
export async function restorePgWork(url: string): Promise<void> {
  await withClient(url, (client) => alterDatabase(client, 'reset track_functions')).catch(() => {});
}

/** Resolves once statistics of work that ended at `since` (a Date.now()) have been published. */
export async function pgStatsPublished(since: number): Promise<void> {
  const left = since + STATS_PUBLISHED_MS - Date.now();
  if (left > 0) await sleep(left);
}

const STATEMENTS = `select queryid::text || ':' || toplevel as key, toplevel, min(query) as query,
    sum(calls)::float8 as calls, sum(total_exec_time)::float8 as "execMs",
    sum(total_plan_time)::float8 as "planMs"
  from pg_stat_statements
  where dbid = (select oid from pg_database where datname = current_database())
  group by queryid, toplevel`;

const FUNCTIONS = `select funcid::text as key, schemaname || '.' || funcname as name,
    calls::float8 as calls, self_time::float8 as "selfMs"
  from pg_stat_user_functions`;

const TABLES = `select relid::text as key, schemaname || '.' || relname as name,
    n_tup_ins::float8 as inserted, n_tup_upd::float8 as updated,
    n_tup_hot_upd::float8 as hot, n_tup_del::float8 as deleted,
    (select count(*) from pg_index i where i.indrelid = t.relid)::float8 as indexes
  from pg_stat_user_tables t`;

async function keyed<T>(client: pg.Client, text: string): Promise<Map<string, T>> {
  const { rows } = await client.query<T & { key: string }>(text);
  return new Map(rows.map(({ key, ...counts }) => [key, counts as T]));
}

/**
 * Reads the statistics on a fresh connection, so nothing cached from an earlier read is
 * returned (the same as `pg_stat_clear_snapshot()` on a kept one).
 */
export function snapshotPgWork(url: string): Promise<PgWorkSnapshot> {
  return withClient(url, async (client) => {
    let statements: Map<string, StatementCounts> | null = null;
    try {
      statements = await keyed<StatementCounts>(client, STATEMENTS);
    } catch {
      // Not preloaded: the view exists but refuses to be read.
    }
    return {
      statements,
      functions: await keyed<FunctionCounts>(client, FUNCTIONS),
      tables: await keyed<TableCounts>(client, TABLES),
    };
  });
}

/**
 * Each entry of `after` minus its counts in `before` (`fields` only; the other fields are
 * `after`'s), keeping entries that changed.
 */
function between<T extends object>(
  before: Map<string, T>,
  after: Map<string, T>,
  fields: (keyof T)[],
): T[] {
  const changed: T[] = [];
  for (const [key, now] of after) {
    const then = before.get(key);
    const diff = { ...now };
    for (const f of fields) (diff[f] as number) = (now[f] as number) - ((then?.[f] as number) ?? 0);
    if (fields.some((f) => diff[f] !== 0)) changed.push(diff);
  }
  return changed;
}

export interface PgWork {
  statements: StatementCounts[] | null;
  functions: FunctionCounts[];
  tables: TableCounts[];
}

/** What changed between two snapshots, without the bench's own statistics queries. */
export function pgWorkBetween(before: PgWorkSnapshot, after: PgWorkSnapshot): PgWork {
  const statements =
    before.statements && after.statements
      ? between(before.statements, after.statements, ['calls', 'execMs', 'planMs']).filter(
          (s) => !OWN_QUERY.test(s.query),
        )
      : null;
  return {
    statements,
    functions: between(before.functions, after.functions, ['calls', 'selfMs']),
    tables: between(before.tables, after.tables, ['inserted', 'updated', 'hot', 'deleted']),
  };
}

const TOP = 12;
const num = (n: number, digits: number, width: number) => n.toFixed(digits).padStart(width);
const sum = <T>(items: T[], of: (item: T) => number) => items.reduce((a, i) => a + of(i), 0);
const shortName = (name: string) => name.replace(/^public\./, '');

function statementLines(statements: StatementCounts[] | null, n: number): string[] {
  if (!statements) {
    return [
      'Statements: pg_stat_statements is not loaded; to see them, set in postgresql.conf ' +
        "shared_preload_libraries = 'pg_stat_statements' and pg_stat_statements.track = all, " +
        'and restart PostgreSQL.',
    ];
  }
  const top = statements.filter((s) => s.toplevel);
  const nested = statements.filter((s) => !s.toplevel);
  const lines = [
    `Statements per generation (pg_stat_statements): ${num(sum(top, (s) => s.calls) / n, 2, 0)} ` +
      `top-level, ${num(sum(nested, (s) => s.calls) / n, 2, 0)} nested (run inside triggers, ` +
      `functions and foreign-key checks); ${num(sum(top, (s) => s.execMs) / n, 3, 0)} ms executing ` +
      `and ${num(sum(top, (s) => s.planMs) / n, 3, 0)} ms planning top-level statements ` +
      '(nested time is part of it).',
    `Top ${TOP} statements by time (exec time includes waiting for locks):`,
    '| calls/gen | exec ms/gen | plan ms/gen | level  | statement',
    '|----------:|------------:|------------:|--------|----------',
  ];
  const byTime = [...statements].sort((a, b) => b.execMs + b.planMs - (a.execMs + a.planMs));
  for (const s of byTime.slice(0, TOP)) {
    const text = s.query.replace(/\s+/g, ' ').trim().slice(0, 90);
    lines.push(
      `| ${num(s.calls / n, 2, 9)} | ${num(s.execMs / n, 4, 11)} | ${num(s.planMs / n, 4, 11)} | ` +
        `${(s.toplevel ? 'top' : 'nested').padEnd(6)} | ${text}`,
    );
  }
  return lines;
}

function functionLines(functions: FunctionCounts[], tracked: boolean, n: number): string[] {
  if (!tracked) {
    return [
      "Functions and triggers: not tracked (ALTER DATABASE ... SET track_functions = 'pl' was refused).",
    ];
  }
  if (functions.length === 0) return ['Functions and triggers (PL/pgSQL): none ran.'];
  const lines = [
    'Functions and triggers (PL/pgSQL, pg_stat_user_functions):',
    '| calls/gen | self ms/gen | function',
    '|----------:|------------:|---------',
  ];
  for (const f of [...functions].sort((a, b) => b.selfMs - a.selfMs).slice(0, TOP)) {
    lines.push(`| ${num(f.calls / n, 2, 9)} | ${num(f.selfMs / n, 4, 11)} | ${shortName(f.name)}`);
  }
  return lines;
}

/** Index entries a table's writes added: every insert and every update that was not HOT. */
const indexEntries = (t: TableCounts) => (t.inserted + t.updated - t.hot) * t.indexes;

function tableLines(tables: TableCounts[], n: number): string[] {
  const written = tables.filter((t) => t.inserted + t.updated + t.deleted > 0);
  if (written.length === 0) return ['Rows written: none.'];
  const lines = [
    `Rows written per generation (pg_stat_user_tables): ` +
      `${num(sum(written, (t) => t.inserted) / n, 2, 0)} inserted, ` +
      `${num(sum(written, (t) => t.updated) / n, 2, 0)} updated ` +
      `(${num(sum(written, (t) => t.hot) / n, 2, 0)} of them HOT), ` +
      `${num(sum(written, (t) => t.deleted) / n, 2, 0)} deleted; ` +
      `≈ ${num(sum(written, indexEntries) / n, 2, 0)} index entries written ` +
      '((inserted + updated − HOT) × indexes).',
    '| inserted | updated |  HOT | deleted | indexes | index entries | table',
    '|---------:|--------:|-----:|--------:|--------:|--------------:|------',
  ];
  const byEntries = [...written].sort(
    (a, b) => indexEntries(b) - indexEntries(a) || b.inserted + b.updated - a.inserted - a.updated,
  );
  for (const t of byEntries.slice(0, TOP)) {
    lines.push(
      `| ${num(t.inserted / n, 2, 8)} | ${num(t.updated / n, 2, 7)} | ${num(t.hot / n, 2, 4)} | ` +
        `${num(t.deleted / n, 2, 7)} | ${num(t.indexes, 0, 7)} | ${num(indexEntries(t) / n, 2, 13)} ` +
        `| ${shortName(t.name)}`,
    );
  }
  return lines;
}

/** The work per generation (`generations` of them), as lines to print. */
export function formatPgWork(work: PgWork, generations: number, functionsTracked: boolean) {
  return [
    ...statementLines(work.statements, generations),
    ...functionLines(work.functions, functionsTracked, generations),
    ...tableLines(work.tables, generations),
  ];
}
