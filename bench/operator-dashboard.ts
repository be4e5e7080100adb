/**
 * The operator dashboard at scale: its four tabs' requests, a company's reports and
 * the paged lists, as the platform admin through app.inject, with BENCH_COMPANIES companies
 * (10,000), BENCH_USERS users (100,000), BENCH_EVENTS activity events (20,000,000 over 90 days)
 * and BENCH_HISTORY history items (2,000,000) on PostgreSQL (DATABASE_URL's server). On PGlite
 * the default scale is a hundredth.
 *
 * The PostgreSQL data set is seeded once into a database of its own named after the scale
 * (`<db>_bench_dashboard_<companies>_<events>`) and kept for the next run (seeding 20,000,000
 * events takes minutes); BENCH_DROP=1 drops it afterwards. The events are written in time order
 * with the roll-up triggers off and the roll-ups then built as the migration builds them.
 *
 * As a yardstick in the same run, the raw queries the dashboard ran before the roll-ups (bot
 * usage and churn counted from every event) are timed too. Prints p50/p95 and answer sizes, and
 * the plans of the roll-up queries.
 *
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npx tsx bench/operator-dashboard.ts
 */
import { cpus, loadavg } from 'node:os';
import { performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { buildApp } from '../src/server/app.js';
import { hashPassword } from '../src/server/auth/passwords.js';
import { loadConfig } from '../src/server/config.js';

const onPostgres = Boolean(process.env.DATABASE_URL);
const scale = onPostgres ? 1 : 0.01;
const COMPANIES = Number(process.env.BENCH_COMPANIES ?? 10_000 * scale);
const USERS = Number(process.env.BENCH_USERS ?? 100_000 * scale);
const EVENTS = Number(process.env.BENCH_EVENTS ?? 20_000_000 * scale);
const HISTORY = Number(process.env.BENCH_HISTORY ?? 2_000_000 * scale);
const REQUESTS = Number(process.env.BENCH_DASHBOARD_REQUESTS ?? 20);
const PASSWORD = 'Bench-Operator-Password-9!';

let databaseUrl: string | undefined;
let dropDatabase = async () => {};
if (process.env.DATABASE_URL) {
  const base = new URL(process.env.DATABASE_URL);
  const name = `${base.pathname.slice(1)}_bench_dashboard_${COMPANIES}_${EVENTS}`;
  const admin = new pg.Client({ connectionString: base.toString() });
  await admin.connect();
  const found = await admin.query('select 1 from pg_database where datname = $1', [name]);
  if (found.rowCount === 0) await admin.query(`create database "${name}"`);
  const url = new URL(base);
  url.pathname = `/${name}`;
  databaseUrl = url.toString();
  dropDatabase = async () => {
    if (process.env.BENCH_DROP) await admin.query(`drop database if exists "${name}" with (force)`);
    await admin.end();
  };
}

const app = await buildApp(
  loadConfig({
    DATA_DIR: 'memory',
    APP_SECRET: 'bench-secret-bench-secret-bench-secret-0123',
    LOG_LEVEL: 'silent',
    DEMO_AUTOMATION: 'false',
    DATABASE_URL: databaseUrl,
    DATABASE_QUERY_TIMEOUT_MS: '0',
  }),
);
const { db } = app.ctx;
const rowsOf = (result: unknown) =>
  (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as Record<
    string,
    unknown
  >[];
const one = async (query: ReturnType<typeof sql>) => rowsOf(await db.execute(query))[0];

async function seed() {
  const seeded = await one(sql`select count(*)::int as n from companies`);
  if (Number(seeded.n) >= COMPANIES) return false;
  const started = performance.now();
  const step = async (label: string, query: ReturnType<typeof sql>) => {
    const t0 = performance.now();
    await db.execute(query);
    console.log(`  seeded ${label} in ${((performance.now() - t0) / 1000).toFixed(1)} s`);
  };
  await db.execute(
    sql`insert into companies (company_id, company_name) values ('platform-admin', 'Platform') on conflict do nothing`,
  );
  await step(
    `${COMPANIES} companies`,
    sql`insert into companies (company_id, company_name, plan_monthly_price, created_at)
      select 'co-' || i, 'Company ' || lpad(i::text, 6, '0'), (i % 5) * 10,
             now() - (i % 400) * interval '1 day'
      from generate_series(1, ${COMPANIES}) i`,
  );
  await step(
    `${USERS} users`,
    sql`insert into users (company_id, username, password_hash, role, created_at, last_login)
      select c.id, 'user-' || i, 'x', case when i % 10 = 0 then 'admin' else 'user' end,
             now() - (i % 300) * interval '1 day', now() - (i % 45) * interval '1 day'
      from generate_series(1, ${USERS}) i
      join companies c on c.company_id = 'co-' || (1 + i % ${COMPANIES})`,
  );
  await db.execute(sql`alter table activity_events disable trigger user`);
  await db.execute(sql`alter table history_items disable trigger user`);
  // Events are written as they happen: in time order, so a day's events share pages as in
  // production. The indexes are built once afterwards rather than grown row by row.
  const indexes = rowsOf(
    await db.execute(
      sql`select indexname, indexdef from pg_indexes where tablename = 'activity_events' and indexname not like '%pkey'`,
    ),
  ).map((row) => ({ name: String(row.indexname), def: String(row.indexdef) }));
  for (const index of indexes) await db.execute(sql.raw(`drop index "${index.name}"`));
  const ids = sql`(select min(id) from companies where company_id <> 'platform-admin')`;
  const chunk = 2_000_000;
  for (let done = 0; done < EVENTS; done += chunk) {
    const n = Math.min(chunk, EVENTS - done);
    await step(
      `events ${done + n}/${EVENTS}`,
      sql`insert into activity_events (company_id, user_id, username, action, details, created_at)
        select ${ids} + (random() * ${COMPANIES - 1})::int, null, 'someone',
               case when r < 0.5 then 'content_generation' when r < 0.9 then 'login_success' else 'logout' end,
               case when r < 0.5 then jsonb_build_object('assistantType', (array['facebook','linkedin','blog','newsletter','topic','website'])[1 + (r * 1000)::int % 6]) else '{}'::jsonb end,
               now() - interval '90 days' + ((${done}::bigint + i)::float8 / ${EVENTS}) * interval '90 days'
        from (select i, random() as r from generate_series(1, ${n}) i) g
        order by i`,
    );
  }
  // More sort memory for the builds (PostgreSQL's pool runs both statements on one connection).
  const memory = onPostgres ? "set maintenance_work_mem = '1GB'; " : '';
  for (const index of indexes) {
    await step(`index ${index.name}`, sql.raw(`${memory}${index.def}`));
  }

  await step(
    `${HISTORY} history items`,
    sql`insert into history_items (company_id, user_id, assistant_type, content, created_at)
      select u.company_id, u.id, 'blog', 'A short text.', now() - random() * interval '90 days'
      from generate_series(1, ${HISTORY}) i
      join users u on u.id = (select min(id) from users) + (i % ${USERS})`,
  );
  await step(
    'roll-ups',
    sql`insert into activity_daily (company_id, day, events, cumulative)
      select company_id, day, n, sum(n) over (partition by company_id order by day)
      from (select company_id, (created_at at time zone 'UTC')::date as day, count(*)::int as n
            from activity_events group by 1, 2) d`,
  );
  await db.execute(sql`insert into assistant_daily (day, assistant_type, shard, generations)
    select (created_at at time zone 'UTC')::date, coalesce(details->>'assistantType', 'unknown'),
           (company_id % 16)::smallint, count(*)::int
    from activity_events
    where action = 'content_generation'
      and company_id not in (select id from companies where company_id = 'platform-admin')
    group by 1, 2, 3`);
  await db.execute(sql`insert into company_content (company_id, items)
    select company_id, count(*) from history_items group by 1`);
  await db.execute(sql`alter table activity_events enable trigger user`);
  await db.execute(sql`alter table history_items enable trigger user`);
  // As autovacuum does after many inserts: statistics, and the visibility map that lets the
  // roll-ups' edge corrections answer from their indexes alone.
  await step('vacuum analyze', sql`vacuum analyze`);
  console.log(`Seeded in ${((performance.now() - started) / 1000).toFixed(0)} s`);
  return true;
}

const fresh = await seed();
const platform = await one(sql`select id from companies where company_id = 'platform-admin'`);
const operatorName = 'bench-operator';
await db.execute(sql`delete from users where username = ${operatorName}`);
await db.execute(
  sql`insert into users (company_id, username, password_hash, role) values (${platform.id}, ${operatorName}, ${await hashPassword(PASSWORD)}, 'platform_admin')`,
);
const host = 'platform-admin.localhost';
const login = await app.inject({
  method: 'POST',
  url: '/api/auth/login',
  headers: { host },
  payload: { username: operatorName, password: PASSWORD },
});
const cookie = login.cookies.map((c) => `${c.name}=${c.value}`).join('; ');
const sample = await one(
  sql`select company_id from companies where company_id <> 'platform-admin' order by id limit 1 offset 17`,
);

/** The nearest-rank quantile: with 20 requests, p95 is the 19th fastest. */
const quantile = (sorted: number[], q: number) =>
  sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1))];

async function time(label: string, url: string, requests = REQUESTS) {
  const times: number[] = [];
  let bytes = 0;
  let status = 0;
  for (let i = 0; i < requests; i++) {
    const t0 = performance.now();
    const res = await app.inject({ url, headers: { host, cookie } });
    times.push(performance.now() - t0);
    bytes = res.rawPayload.length;
    status = res.statusCode;
  }
  times.sort((a, b) => a - b);
  console.log(
    `${label.padEnd(44)} ${status} p50 ${quantile(times, 0.5).toFixed(1).padStart(8)} ms  p95 ${quantile(times, 0.95).toFixed(1).padStart(8)} ms  max ${times[times.length - 1].toFixed(1).padStart(8)} ms  ${(bytes / 1024).toFixed(1).padStart(8)} kB`,
  );
}

/** The dashboard's figures counted from every event, as before the roll-ups (a yardstick). */
async function timeRaw(label: string, query: ReturnType<typeof sql>, requests = 3) {
  const times: number[] = [];
  for (let i = 0; i < requests; i++) {
    const t0 = performance.now();
    await db.execute(query);
    times.push(performance.now() - t0);
  }
  times.sort((a, b) => a - b);
  console.log(`${label.padEnd(44)} raw p50 ${quantile(times, 0.5).toFixed(1).padStart(8)} ms`);
}

const [load1] = loadavg();
console.log(
  `\n${onPostgres ? 'PostgreSQL' : 'PGlite'}: ${COMPANIES} companies, ${USERS} users, ${EVENTS} events, ${HISTORY} history items${fresh ? ' (just seeded)' : ''}; ${cpus().length} cores, load ${load1.toFixed(2)}\n`,
);
await time('stats', '/api/platform-admin/stats');
await time('bot-analytics?churnLimit=100', '/api/platform-admin/bot-analytics?churnLimit=100');
await time('metrics', '/api/platform-admin/metrics');
await time('failing-automations', '/api/platform-admin/failing-automations');
await time('companies (performance) ?limit=50', '/api/platform-admin/companies/page?limit=50');
await time('admin/companies ?limit=50', '/api/admin/companies/page?limit=50');
await time('admin/users ?limit=50', '/api/admin/users/page?limit=50');
const of = `?company=${String(sample.company_id)}`;
for (const report of ['activity', 'content-stats', 'usage-trends', 'login-stats', 'user-stats']) {
  await time(`reports/${report} (one company)`, `/api/admin/reports/${report}${of}&days=30`);
}
console.log("\nWhole answers (the specification's unparameterised routes):");
await time('bot-analytics (every company)', '/api/platform-admin/bot-analytics', 5);
await time('companies (performance, every company)', '/api/platform-admin/companies', 1);

console.log('\nYardstick: the same figures from every event (the code before the roll-ups):');
await timeRaw(
  'bot usage, 30 days',
  sql`select details->>'assistantType', count(*) from activity_events e join companies c on c.id = e.company_id where c.company_id <> 'platform-admin' and e.action = 'content_generation' and e.created_at > now() - interval '30 days' group by 1`,
);

if (onPostgres) {
  console.log('\nPlan of the roll-up probe (every company, one boundary):');
  const plan = await db.execute(
    sql`explain (analyze, buffers) select c.id, coalesce((select a.cumulative from activity_daily a where a.company_id = c.id and a.day <= current_date - 30 order by a.day desc limit 1), 0) from companies c`,
  );
  for (const row of rowsOf(plan)) console.log(`  ${String(Object.values(row)[0])}`);
  // The edge corrections: half a day of raw events, 30 days ago (from the indexes alone).
  const edges = {
    'every company': sql`select company_id, count(*) from activity_events where created_at >= date_trunc('day', now() - interval '30 days') and created_at <= date_trunc('day', now() - interval '30 days') + interval '12 hours' group by 1`,
    'every assistant': sql`select coalesce(assistant_type, 'unknown'), count(*) from activity_events where created_at >= date_trunc('day', now() - interval '30 days') and created_at <= date_trunc('day', now() - interval '30 days') + interval '12 hours' and action = 'content_generation' group by 1`,
  };
  for (const [label, query] of Object.entries(edges)) {
    console.log(`\nPlan of an edge correction (${label}, half a day):`);
    const edgePlan = await db.execute(sql`explain (analyze, buffers) ${query}`);
    for (const row of rowsOf(edgePlan)) console.log(`  ${String(Object.values(row)[0])}`);
  }
}

await app.close();
await dropDatabase();
