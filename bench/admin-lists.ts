/**
 * The operator's long lists at scale: GET /api/admin/companies, /api/admin/users and
 * /api/platform-admin/companies as the platform admin, through app.inject, whole (the
 * specification's array) and paged (their `/page` routes: `?limit=50` with each sort, a deep
 * page, a search).
 * Seeds BENCH_COMPANIES companies (10,000), BENCH_USERS users (100,000) and BENCH_EVENTS
 * activity events (300,000, over 60 days) with generate_series, into a scratch database on
 * DATABASE_URL's server (dropped afterwards) or an in-memory PGlite. Prints p50/p95 and answer
 * sizes, and EXPLAIN ANALYZE of the slowest paged case's keyset query.
 *
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npx tsx bench/admin-lists.ts
 */
import { randomBytes } from 'node:crypto';
import { cpus, loadavg } from 'node:os';
import { performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import { buildApp } from '../src/server/app.js';
import { hashPassword } from '../src/server/auth/passwords.js';
import { loadConfig } from '../src/server/config.js';
import { scratchDatabase } from './support/scratch-database.js';

const COMPANIES = Number(process.env.BENCH_COMPANIES ?? 10_000);
const USERS = Number(process.env.BENCH_USERS ?? 100_000);
const EVENTS = Number(process.env.BENCH_EVENTS ?? 300_000);
const REQUESTS = Number(process.env.BENCH_LIST_REQUESTS ?? 20);
const WHOLE_REQUESTS = Number(process.env.BENCH_WHOLE_REQUESTS ?? 5);

const scratch = await scratchDatabase('lists');

const app = await buildApp(
  loadConfig({
    DATA_DIR: 'memory',
    APP_SECRET: 'bench-secret-bench-secret-bench-secret-0123',
    LOG_LEVEL: 'silent',
    DEMO_AUTOMATION: 'false',
    DATABASE_URL: scratch?.url,
    DATABASE_QUERY_TIMEOUT_MS: '0',
  }),
);
const { db } = app.ctx;
const rowsOf = (result: unknown) =>
  (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as Record<
    string,
    unknown
  >[];

const seeded = performance.now();
const password = `Bench-${randomBytes(6).toString('hex')}-9!`;
await db.execute(
  sql`insert into companies (company_id, company_name) values ('platform-admin', 'Platform')`,
);
await db.execute(sql`
  insert into users (company_id, username, role, password_hash)
  select id, 'bench-operator', 'platform_admin', ${await hashPassword(password)}
  from companies where company_id = 'platform-admin'`);
await db.execute(sql`
  insert into companies (company_id, company_name, plan_generation_limit, created_at)
  select 'co-' || g, 'Company ' || substr(md5(g::text), 1, 8), case when g % 3 = 0 then 500 end,
    now() - (g || ' minutes')::interval
  from generate_series(1, ${COMPANIES}::int) g`);
const [{ first }] = rowsOf(
  await db.execute(sql`select min(id)::int as first from companies where company_id like 'co-%'`),
) as { first: number }[];
await db.execute(sql`
  insert into users (company_id, username, role, password_hash, email, last_login, created_at)
  select ${first}::int + (g::bigint * 7919) % ${COMPANIES}::int, 'user' || g || '-' || substr(md5(g::text), 1, 6),
    case when g % 10 = 0 then 'admin' else 'user' end, 'not-a-hash',
    case when g % 2 = 0 then 'u' || g || '@example.com' end,
    case when g % 10 < 7 then now() - ((g * 37) % 86400 || ' minutes')::interval end,
    now() - ((g * 13) % 500000 || ' minutes')::interval
  from generate_series(1, ${USERS}::int) g`);
await db.execute(sql`
  insert into activity_events (company_id, username, action, created_at)
  select ${first}::int + (g::bigint * 104729) % ${COMPANIES}::int, 'user' || g,
    case when g % 5 < 3 then 'content_generation' else 'login_success' end,
    now() - ((g * 31) % 86400 || ' minutes')::interval
  from generate_series(1, ${EVENTS}::int) g`);
await db.execute(sql`analyze`);
const seedMs = performance.now() - seeded;

let ip = 0;
const login = await app.inject({
  method: 'POST',
  url: '/api/auth/login',
  headers: { host: 'localhost' },
  payload: { username: 'bench-operator', password },
  remoteAddress: '10.9.0.1',
});
if (login.statusCode !== 200) throw new Error(`sign-in failed: ${login.statusCode} ${login.body}`);
const sid = login.cookies.find((c) => c.name.endsWith('copydesk.sid') && c.value)!;
const cookie = `${sid.name}=${sid.value}`;

async function get(url: string) {
  ip++;
  const started = performance.now();
  const res = await app.inject({
    method: 'GET',
    url,
    headers: { host: 'localhost', cookie },
    remoteAddress: `10.9.${Math.floor(ip / 250) % 250}.${(ip % 250) + 1}`,
  });
  const ms = performance.now() - started;
  if (res.statusCode !== 200)
    throw new Error(`${url}: ${res.statusCode} ${res.body.slice(0, 300)}`);
  return { ms, bytes: res.rawPayload.length, body: res.json() as { nextCursor?: string | null } };
}

const pct = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
};

/** The 20th page's cursor of `url`, for a deep page. */
async function deepCursor(url: string) {
  let cursor: string | null | undefined;
  for (let i = 0; i < 19; i++) {
    const page = await get(cursor ? `${url}&cursor=${cursor}` : url);
    cursor = page.body.nextCursor;
  }
  return `${url}&cursor=${cursor}`;
}

const LISTS = [
  { path: '/api/admin/companies', sorts: ['created', '-name', '-users'], q: 'co-42' },
  {
    path: '/api/admin/users',
    sorts: ['-created', 'username', '-lastLogin', 'company'],
    q: 'user4242',
  },
  {
    path: '/api/platform-admin/companies',
    sorts: ['name', '-users', '-usage', '-lastActivity'],
    q: 'co-42',
  },
];

const results: { path: string; label: string; p50: number; p95: number; bytes: number }[] = [];
async function measure(path: string, label: string, url: string, n: number) {
  await get(url); // warm-up
  const times: number[] = [];
  let bytes = 0;
  for (let i = 0; i < n; i++) {
    const r = await get(url);
    times.push(r.ms);
    bytes = r.bytes;
  }
  results.push({ path, label, p50: pct(times, 50), p95: pct(times, 95), bytes });
}

for (const list of LISTS) {
  await measure(list.path, 'whole list (before)', list.path, WHOLE_REQUESTS);
  // Its pages have a route of their own.
  const pages = `${list.path}/page`;
  for (const sort of list.sorts) {
    await measure(list.path, `page 1, sort=${sort}`, `${pages}?limit=50&sort=${sort}`, REQUESTS);
  }
  const last = list.sorts.at(-1)!;
  await measure(
    list.path,
    `page 20, sort=${last}`,
    await deepCursor(`${pages}?limit=50&sort=${last}`),
    REQUESTS,
  );
  await measure(list.path, `search q=${list.q}`, `${pages}?limit=50&q=${list.q}`, REQUESTS);
}

console.log(
  `admin-lists: ${COMPANIES} companies, ${USERS} users, ${EVENTS} activity events (seeded in ` +
    `${(seedMs / 1000).toFixed(1)} s), database ${app.ctx.database.kind}, ${cpus().length} CPU ` +
    `cores, Node ${process.version}, load average ${loadavg()
      .map((l) => l.toFixed(2))
      .join(' ')}; ${REQUESTS} requests a page case, ${WHOLE_REQUESTS} a whole list`,
);
console.log('\n| Route | Case | p50 ms | p95 ms | answer bytes |');
console.log('|---|---|---:|---:|---:|');
for (const r of results) {
  console.log(
    `| ${r.path} | ${r.label} | ${r.p50.toFixed(1)} | ${r.p95.toFixed(1)} | ${r.bytes.toLocaleString('en')} |`,
  );
}

// The slowest paged case, and the keyset query it runs (as the services build it).
const paged = results.filter((r) => !r.label.startsWith('whole'));
const slowest = paged.reduce((a, b) => (b.p95 > a.p95 ? b : a));
const monthStart = new Date();
monthStart.setUTCDate(1);
monthStart.setUTCHours(0, 0, 0, 0);
// The keyset query each list's heaviest sort runs (src/server/services/lists/keyset.ts).
const PLANS: Record<string, string> = {
  '/api/admin/companies': `with s as materialized (
      select c.id, c.company_id as slug, coalesce(agg.n, 0) as v from companies c
      left join (select company_id, count(*) as n from users group by company_id) agg on agg.company_id = c.id)
    select s.id, s.slug, s.v from s order by s.v desc, s.id desc limit 51`,
  '/api/admin/users': `select u.id, c.company_name from users u join companies c on c.id = u.company_id
    order by c.company_name asc, u.id asc limit 51`,
  '/api/platform-admin/companies': `with s as materialized (
      select c.id, c.company_id as slug, coalesce(agg.n, 0) as v from companies c
      left join (select company_id, count(*) as n from activity_events where action = 'content_generation'
        and created_at >= '${monthStart.toISOString()}' and created_at <= now() group by company_id) agg
        on agg.company_id = c.id
      where c.company_id <> 'platform-admin')
    select s.id, s.slug, s.v from s order by s.v desc, s.id desc limit 51`,
};
console.log(
  `\nSlowest paged case: ${slowest.path} ${slowest.label} (p95 ${slowest.p95.toFixed(1)} ms)`,
);
const plan = await db.execute(sql.raw(`explain (analyze, buffers off) ${PLANS[slowest.path]}`));
for (const row of rowsOf(plan)) console.log(`  ${String(Object.values(row)[0])}`);

await app.close();
await scratch?.drop();
