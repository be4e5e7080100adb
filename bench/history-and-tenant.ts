/**
 * Read paths every page uses: `GET /api/history` (the first page, for a user with 100,000 items)
 * and `GET /api/tenant/info`, through a listening Copydesk, at concurrency 1 and 20. Prints
 * requests per second, client-side p50/p99 and the server's own time per request (p50/p99 of
 * Fastify's elapsed time), and the query plan of the history page.
 *
 *   npx tsx bench/history-and-tenant.ts                 # PGlite in memory
 *   DATABASE_URL=postgres://... npx tsx bench/history-and-tenant.ts
 *   BENCH_HISTORY_ITEMS=100000 BENCH_REQUESTS=2000 npx tsx bench/history-and-tenant.ts
 */
import { cpus, loadavg } from 'node:os';
import { performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import { Pool } from 'undici';
import { buildApp } from '../src/server/app.js';
import { loadConfig } from '../src/server/config.js';
import { createBenchCompany } from './support/bench-company.js';

const ITEMS = Number(process.env.BENCH_HISTORY_ITEMS ?? 100_000);
const TOTAL = Number(process.env.BENCH_REQUESTS ?? 2000);

const config = loadConfig({
  DATA_DIR: 'memory',
  APP_SECRET: 'bench-secret-bench-secret-bench-secret-0123',
  LOG_LEVEL: 'silent',
  DEMO_AUTOMATION: 'false',
  TRUST_PROXY: '1',
  DATABASE_URL: process.env.DATABASE_URL,
});
const app = await buildApp(config);
const serverTimes: number[] = [];
app.addHook('onResponse', async (_request, reply) => {
  serverTimes.push(reply.elapsedTime);
});
await app.listen({ port: 0, host: '127.0.0.1' });
const address = app.server.address();
const origin = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
const { db } = app.ctx;

const { company, user, slug, username, password, remove } = await createBenchCompany(db);
const seeded = performance.now();
await db.execute(sql`
  insert into history_items (company_id, user_id, assistant_type, content, form_data, session_id, created_at)
  select ${company.id}, ${user.id}, 'facebook', 'Post number ' || g || ' about cloud migration. ' || repeat('Words ', 60),
         '{"postTopic":"Cloud","targetAudience":"IT"}'::jsonb, 'session_bench',
         now() - (g || ' seconds')::interval
  from generate_series(1, ${ITEMS}) g`);
await db.execute(sql`analyze history_items`);
const seedMs = performance.now() - seeded;

const login = await fetch(`${origin}/api/auth/login?company=${slug}`, {
  method: 'POST',
  headers: { 'content-type': 'application/json', 'x-forwarded-for': '10.9.0.1' },
  body: JSON.stringify({ username, password }),
});
if (login.status !== 200) throw new Error(`sign-in failed: ${login.status} ${await login.text()}`);
const cookie = login.headers
  .getSetCookie()
  .map((c) => c.split(';')[0])
  .find((c) => c.includes('copydesk.sid='))!;

function pct(values: number[], p: number) {
  const sorted = [...values].sort((a, b) => a - b);
  return (
    sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))] ?? 0
  );
}

let run = 0;
async function load(path: string, concurrency: number) {
  // Each run's simulated users have addresses of their own, a new one every 500 requests: the
  // API allows 1200 a minute per address, which one worker alone would pass at concurrency 1.
  run++;
  const pool = new Pool(origin, { connections: concurrency, pipelining: 1 });
  const latencies: number[] = [];
  let sent = 0;
  let failed = 0;
  serverTimes.length = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: concurrency }, async (_, worker) => {
      while (sent < TOTAL) {
        const address = `10.${run}.${worker}.${Math.floor(sent / 500) + 2}`;
        sent++;
        const t0 = performance.now();
        const res = await pool.request({
          method: 'GET',
          path: `${path}${path.includes('?') ? '&' : '?'}company=${slug}`,
          headers: { cookie, 'x-forwarded-for': address },
        });
        await res.body.text();
        latencies.push(performance.now() - t0);
        if (res.statusCode !== 200) failed++;
      }
    }),
  );
  const elapsed = performance.now() - started;
  await pool.close();
  return {
    rps: (latencies.length / elapsed) * 1000,
    p50: pct(latencies, 50),
    p99: pct(latencies, 99),
    server50: pct(serverTimes, 50),
    server99: pct(serverTimes, 99),
    failed,
  };
}

const f = (n: number) => n.toFixed(2).padStart(8);
console.log(
  `history-and-tenant: ${TOTAL} requests per row, ${ITEMS} history items for one user ` +
    `(seeded in ${(seedMs / 1000).toFixed(1)} s), database ${app.ctx.database.kind}, ` +
    `${cpus().length} CPU cores, Node ${process.version}, load average ${loadavg()
      .map((l) => l.toFixed(2))
      .join(' ')}`,
);
console.log(
  '\n| Path | concurrency | req/s | p50 ms | p99 ms | server p50 ms | server p99 ms | not 200 |',
);
console.log('|---|---:|---:|---:|---:|---:|---:|---:|');
for (const path of ['/api/history', '/api/tenant/info']) {
  await load(path, 5); // warm-up
  for (const concurrency of [1, 20]) {
    const r = await load(path, concurrency);
    console.log(
      `| GET ${path} | ${concurrency} | ${r.rps.toFixed(0)} | ${f(r.p50)} | ${f(r.p99)} | ${f(r.server50)} | ${f(r.server99)} | ${r.failed} |`,
    );
  }
}

const plan = await db.execute(sql`
  explain analyze select *, to_char(created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')
  from history_items
  where company_id = ${company.id} and user_id = ${user.id}
  order by created_at desc, id desc limit 51`);
const rows = (Array.isArray(plan) ? plan : (plan as { rows: unknown[] }).rows) as Record<
  string,
  string
>[];
console.log('\nQuery plan of the first history page (the statement GET /api/history runs):');
for (const row of rows) console.log(`  ${Object.values(row)[0]}`);

await remove();
await app.close();
process.exit(0);
