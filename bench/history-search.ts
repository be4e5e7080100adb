/**
 * `GET /api/history?q=`: full-text search over one company's history, spread over 100 users
 * (1,000,000 items on PostgreSQL, 100,000 on PGlite unless BENCH_SEARCH_ITEMS says otherwise),
 * through a listening Copydesk at concurrency 1. Prints the server's own time per request
 * (p50/p95 of Fastify's elapsed time) for searches that match few, some and nearly all of the
 * user's items, a phrase and an exclusion, and the query plan of each.
 *
 *   npx tsx bench/history-search.ts                       # PGlite in memory, 100,000 items
 *   DATABASE_URL=postgres://... npx tsx bench/history-search.ts   # 1,000,000 items
 */
import { cpus, loadavg } from 'node:os';
import { performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import { Pool } from 'undici';
import { ASSISTANT_IDS } from '../src/core/assistants/ids.js';
import { buildApp } from '../src/server/app.js';
import { loadConfig } from '../src/server/config.js';
import { users } from '../src/server/db/schema.js';
import { createBenchCompany } from './support/bench-company.js';

const config = loadConfig({
  DATA_DIR: 'memory',
  APP_SECRET: 'bench-secret-bench-secret-bench-secret-0123',
  LOG_LEVEL: 'silent',
  DEMO_AUTOMATION: 'false',
  TRUST_PROXY: '1',
  DATABASE_URL: process.env.DATABASE_URL,
});
const onPostgres = Boolean(process.env.DATABASE_URL);
const ITEMS = Number(process.env.BENCH_SEARCH_ITEMS ?? (onPostgres ? 1_000_000 : 100_000));
const USERS = 100;
const REQUESTS = Number(process.env.BENCH_SEARCH_REQUESTS ?? 200);

const app = await buildApp(config);
const serverTimes: number[] = [];
app.addHook('onResponse', async (_request, reply) => {
  serverTimes.push(reply.elapsedTime);
});
await app.listen({ port: 0, host: '127.0.0.1' });
const address = app.server.address();
const origin = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
const { db } = app.ctx;

const bench = await createBenchCompany(db);
const others = await db
  .insert(users)
  .values(
    Array.from({ length: USERS - 1 }, (_, i) => ({
      companyId: bench.company.id,
      username: `${bench.username}-${i}`,
      role: 'user' as const,
      passwordHash: 'not-a-hash',
    })),
  )
  .returning({ id: users.id });
const userIds = [bench.user.id, ...others.map((u) => u.id)];

// Each item: a text of 60 words, 6 of a vocabulary of 50 (each word in about 12 % of items), a tag
// shared by 1 item in 1,000 (`tagN`), words every item has ("cloud migration"), and form inputs.
const VOCABULARY = Array.from({ length: 50 }, (_, i) => `word${i}x`);
const seeded = performance.now();
const BATCH = 50_000;
for (let from = 1; from <= ITEMS; from += BATCH) {
  const to = Math.min(ITEMS, from + BATCH - 1);
  await db.execute(sql`
    insert into history_items (company_id, user_id, assistant_type, content, form_data, session_id, created_at)
    select ${bench.company.id}, (${sql.raw(`array[${userIds.join(',')}]`)})[1 + g % ${sql.raw(String(USERS))}], 'facebook',
      'Post ' || g || ' about cloud migration for tag' || ((g / 100) % 1000) || '. ' ||
        array_to_string(array(select (${sql.raw(`array[${VOCABULARY.map((w) => `'${w}'`).join(',')}]`)})[1 + (((g / 100) * 7 + (k % 6) * 13) % 50)] from generate_series(1, 60) k), ' '),
      jsonb_build_object('postTopic', 'Topic ' || ((g / 100) % 977), 'targetAudience', 'Audience ' || ((g / 100) % 31)),
      'session_bench', now() - (g || ' seconds')::interval
    from generate_series(${from}::int, ${to}::int) g`);
}
await db.execute(sql`analyze history_items`);
const seedMs = performance.now() - seeded;

const login = await fetch(`${origin}/api/auth/login?company=${bench.slug}`, {
  method: 'POST',
  headers: { 'content-type': 'application/json', 'x-forwarded-for': '10.8.0.1' },
  body: JSON.stringify({ username: bench.username, password: bench.password }),
});
if (login.status !== 200) throw new Error(`sign-in failed: ${login.status} ${await login.text()}`);
const cookie = login.headers
  .getSetCookie()
  .map((c) => c.split(';')[0])
  .find((c) => c.includes('copydesk.sid='))!;

const pct = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return (
    sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))] ?? 0
  );
};

const SEARCHES: Array<[string, string]> = [
  ['rare word (1 item in 1,000)', 'tag417'],
  ['vocabulary word (12 % of items)', 'word7x'],
  ['word in every item', 'cloud'],
  ['phrase in every item', '"cloud migration"'],
  ['form input (1 in 977)', '"topic 123"'],
  ['exclusion', 'tag417 -word7x'],
  ['no match', 'walrus'],
];

let run = 0;
async function measure(q: string) {
  run++;
  const pool = new Pool(origin, { connections: 1 });
  serverTimes.length = 0;
  let matched = 0;
  for (let i = 0; i < REQUESTS; i++) {
    const res = await pool.request({
      method: 'GET',
      path: `/api/history?company=${bench.slug}&q=${encodeURIComponent(q)}`,
      // An address of each run's own: the API allows 1200 requests a minute per address.
      headers: { cookie, 'x-forwarded-for': `10.8.${run}.${Math.floor(i / 500) + 2}` },
    });
    const body = (await res.body.json()) as { items: unknown[] };
    if (res.statusCode !== 200)
      throw new Error(`search failed: ${res.statusCode} ${JSON.stringify(body)}`);
    matched = body.items.length;
  }
  await pool.close();
  return { p50: pct(serverTimes, 50), p95: pct(serverTimes, 95), matched };
}

const rowsOf = (result: unknown) =>
  (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as Record<
    string,
    string
  >[];

console.log(
  `history-search: ${ITEMS} history items of one company over ${USERS} users (seeded in ` +
    `${(seedMs / 1000).toFixed(1)} s), ${REQUESTS} requests per search at concurrency 1, ` +
    `database ${app.ctx.database.kind}, ${cpus().length} CPU cores, Node ${process.version}, ` +
    `load average ${loadavg()
      .map((l) => l.toFixed(2))
      .join(' ')}`,
);
console.log('\n| Search | q | items on the page | server p50 ms | server p95 ms |');
console.log('|---|---|---:|---:|---:|');
const plans: string[] = [];
for (const [label, q] of SEARCHES) {
  await measure(q); // warm-up
  const r = await measure(q);
  console.log(`| ${label} | \`${q}\` | ${r.matched} | ${r.p50.toFixed(2)} | ${r.p95.toFixed(2)} |`);
  const plan = await db.execute(sql`
    explain (analyze, buffers off, costs off) select id from history_items
    where company_id = ${bench.company.id} and user_id = ${bench.user.id}
      and assistant_type in (${sql.join(
        ASSISTANT_IDS.map((id) => sql`${id}`),
        sql`, `,
      )})
      and search @@ websearch_to_tsquery('simple', ${q})
    order by created_at desc, id desc limit 21`);
  plans.push(`\n${label} (${q}):`, ...rowsOf(plan).map((row) => `  ${Object.values(row)[0]}`));
}
console.log('\nQuery plans (the statement GET /api/history?q= runs, its columns left out):');
for (const line of plans) console.log(line);

await db.execute(sql`delete from history_items where company_id = ${bench.company.id}`);
await bench.remove();
await app.close();
process.exit(0);
