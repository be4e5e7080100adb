/**
 * Publishing at scale, through the real app: (1) the calendar's month (`GET /api/publications`
 * with from/to, 500 a page) over a company with BENCH_PUBLICATIONS scheduled publications
 * (10,000, over the next year), p50/p95 against a 100 ms target; (2) BENCH_DUE publications
 * (1,000) falling due within the same minute, sent by this one instance to a local destination
 * that answers at once: how late each arrives after its `publishAt` (p50/p99/max, target p99 < 5 s).
 *
 * Seeded with generate_series into a scratch database on DATABASE_URL's server (dropped
 * afterwards) or an in-memory PGlite.
 *
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npx tsx bench/publishing.ts
 */
import { randomBytes } from 'node:crypto';
import { createServer } from 'node:http';
import { loadavg } from 'node:os';
import { performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import { buildApp } from '../src/server/app.js';
import { hashPassword } from '../src/server/auth/passwords.js';
import { loadConfig } from '../src/server/config.js';
import { scratchDatabase } from './support/scratch-database.js';

const SCHEDULED = Number(process.env.BENCH_PUBLICATIONS ?? 10_000);
const DUE = Number(process.env.BENCH_DUE ?? 1_000);
const REQUESTS = Number(process.env.BENCH_PUBLISH_REQUESTS ?? 200);
const loadAverage = () =>
  loadavg()
    .map((l) => l.toFixed(2))
    .join(' ');
const loadAtStart = loadAverage();

const scratch = await scratchDatabase('publishing');

// The destination: records when each publication arrives, answers at once with a link.
const arrivals = new Map<number, number>();
const destination = createServer((req, res) => {
  let text = '';
  req.on('data', (chunk: Buffer) => (text += chunk.toString()));
  req.on('end', () => {
    const { publicationId } = JSON.parse(text) as { publicationId: number };
    if (!arrivals.has(publicationId)) arrivals.set(publicationId, Date.now());
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end(JSON.stringify({ url: `https://site.example/p/${publicationId}` }));
  });
});
await new Promise<void>((resolve) => destination.listen(0, '127.0.0.1', resolve));
const address = destination.address();
const port = typeof address === 'object' && address ? address.port : 0;

const app = await buildApp(
  loadConfig({
    DATA_DIR: 'memory',
    APP_SECRET: 'bench-secret-bench-secret-bench-secret-0123',
    LOG_LEVEL: process.env.BENCH_LOG_LEVEL ?? 'silent',
    DEMO_AUTOMATION: 'false',
    DATABASE_URL: scratch?.url,
    WEBHOOK_ALLOW_HOSTS: `127.0.0.1:${port}`,
    DATABASE_QUERY_TIMEOUT_MS: '0',
  }),
);
const { db } = app.ctx;
const rowsOf = (result: unknown) =>
  (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as Record<
    string,
    unknown
  >[];
const pct = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
};

async function run() {
  const slug = `bench-publish-${randomBytes(3).toString('hex')}`;
  const password = `Bench-${randomBytes(6).toString('hex')}-9!`;
  const passwordHash = await hashPassword(password);
  const started = performance.now();
  const [company] = rowsOf(
    await db.execute(sql`insert into companies (company_id, company_name)
      values (${slug}, 'Publishing Bench') returning id`),
  );
  const companyId = Number(company.id);
  const [user] = rowsOf(
    await db.execute(sql`insert into users (company_id, username, role, password_hash)
      values (${companyId}, ${`${slug}-admin`}, 'admin', ${passwordHash}) returning id`),
  );
  const userId = Number(user.id);
  const [dest] = rowsOf(
    await db.execute(sql`insert into destinations (company_id, name, url)
      values (${companyId}, 'Blog', ${`http://127.0.0.1:${port}/publish`}) returning id`),
  );
  // One item a publication, over the next year.
  await db.execute(sql`
    with items as (
      insert into history_items (company_id, user_id, assistant_type, content, form_data, status)
      select ${companyId}, ${userId}, (array['blog','facebook','linkedin2','newsletter'])[1 + g % 4],
        'Post ' || g || ' about spring planting', jsonb_build_object('topic', 'Topic ' || g), 'approved'
      from generate_series(1, ${SCHEDULED}::int) g returning id)
    insert into publications (company_id, history_id, version, destination_id, destination_name,
      status, publish_at, due_at, created_by)
    select ${companyId}, id, 1, ${Number(dest.id)}, 'Blog', 'scheduled', t, t, ${userId}
    from (select id, now() + interval '2 days' + (row_number() over (order by id)) *
      (interval '365 days' / ${SCHEDULED}::int) as t from items) s`);
  await db.execute(sql`analyze`);
  console.log(
    `seeded ${SCHEDULED.toLocaleString('en')} scheduled publications in ` +
      `${((performance.now() - started) / 1000).toFixed(1)} s`,
  );

  const login = await app.inject({
    method: 'POST',
    url: `/api/auth/login?company=${slug}`,
    headers: { host: 'localhost' },
    payload: { username: `${slug}-admin`, password },
  });
  const sid = login.cookies.find((c) => c.name.endsWith('copydesk.sid') && c.value)!;
  const cookie = `${sid.name}=${sid.value}`;

  // (1) A month of the calendar, three months ahead.
  const from = new Date(Date.now() + 90 * 86_400_000);
  from.setUTCDate(1);
  from.setUTCHours(0, 0, 0, 0);
  const to = new Date(from);
  to.setUTCMonth(to.getUTCMonth() + 1);
  const url = `/api/publications?from=${from.toISOString()}&to=${to.toISOString()}&limit=500&company=${slug}`;
  const times: number[] = [];
  let shown = 0;
  for (let i = 0; i < REQUESTS + 10; i++) {
    const t0 = performance.now();
    const res = await app.inject({
      method: 'GET',
      url,
      headers: { host: 'localhost', cookie },
      remoteAddress: `10.8.${Math.floor(i / 250)}.${(i % 250) + 1}`,
    });
    if (res.statusCode !== 200) throw new Error(`${res.statusCode} ${res.body.slice(0, 200)}`);
    if (i >= 10) times.push(performance.now() - t0);
    shown = (res.json() as { items: unknown[] }).items.length;
  }
  console.log(
    `calendar month (${shown} on the first page of 500): p50 ${pct(times, 50).toFixed(1)} ms, ` +
      `p95 ${pct(times, 95).toFixed(1)} ms (target < 100)`,
  );

  // (2) DUE publications falling due within one minute, from 5 seconds on.
  const due = rowsOf(
    await db.execute(sql`
      with items as (
        insert into history_items (company_id, user_id, assistant_type, content, status)
        select ${companyId}, ${userId}, 'blog', 'Due post ' || g, 'approved'
        from generate_series(1, ${DUE}::int) g returning id)
      insert into publications (company_id, history_id, version, destination_id, destination_name,
        status, publish_at, due_at, created_by)
      select ${companyId}, id, 1, ${Number(dest.id)}, 'Blog', 'scheduled', t, t, ${userId}
      from (select id, now() + interval '5 seconds' + (row_number() over (order by id)) *
        (interval '60 seconds' / ${DUE}::int) as t from items) s
      returning id, (extract(epoch from publish_at) * 1000)::bigint as at`),
  );
  const dueAt = new Map(due.map((row) => [Number(row.id), Number(row.at)]));
  const deadline = Date.now() + 180_000;
  while ([...dueAt.keys()].some((id) => !arrivals.has(id)) && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  const lateness = [...dueAt]
    .filter(([id]) => arrivals.has(id))
    .map(([id, at]) => arrivals.get(id)! - at);
  console.log(
    `${lateness.length}/${DUE} due within one minute sent by one instance: lateness ` +
      `p50 ${pct(lateness, 50)} ms, p99 ${pct(lateness, 99)} ms, max ${Math.max(...lateness)} ms ` +
      '(target p99 < 5000)',
  );
  console.log(`load average: ${loadAtStart} at the start, ${loadAverage()} at the end`);
}

try {
  await run();
} finally {
  await app.close();
  destination.close();
  await scratch?.drop();
}
