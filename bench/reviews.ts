/**
 * Review at scale: the inbox's three boxes, an item's comments, the notifications bell and the
 * team's history, through app.inject, with one company of 200 users, BENCH_REVIEW_ITEMS history
 * items (100,000; about 35 % not drafts, 15 % in review, 10 % shared with the team), their
 * reviewers, BENCH_REVIEW_COMMENTS comments (1,000,000; some items with hundreds) and
 * BENCH_REVIEW_NOTIFICATIONS notifications (300,000, nearly all read). On PGlite the default
 * scale is a tenth. Whatever the scale, the reviewer measured has 30 items waiting, the item
 * measured 1,000 comments (anchored, a fifth of them replies) and the user measured 50 unread
 * notifications.
 *
 * Seeded with generate_series into a scratch database on DATABASE_URL's server (dropped
 * afterwards) or an in-memory PGlite. Prints p50/p95 per request (BENCH_REVIEW_REQUESTS, 200,
 * after a warm-up) against a 50 ms target; on PostgreSQL, EXPLAIN (ANALYZE, BUFFERS) of every
 * SELECT a route runs, for the routes over the target, or for all of them with `--explain`.
 *
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npx tsx bench/reviews.ts [--explain]
 */
import { cpus, loadavg } from 'node:os';
import { performance } from 'node:perf_hooks';
import pg from 'pg';
import { buildApp } from '../src/server/app.js';
import { loadConfig } from '../src/server/config.js';
import { seedReviews } from './support/review-seed.js';
import { scratchDatabase } from './support/scratch-database.js';

const onPostgres = Boolean(process.env.DATABASE_URL);
const scale = onPostgres ? 1 : 0.1;
const USERS = 200;
const ITEMS = Number(process.env.BENCH_REVIEW_ITEMS ?? 100_000 * scale);
const COMMENTS = Number(process.env.BENCH_REVIEW_COMMENTS ?? 1_000_000 * scale);
const NOTIFICATIONS = Number(process.env.BENCH_REVIEW_NOTIFICATIONS ?? 300_000 * scale);
const REQUESTS = Number(process.env.BENCH_REVIEW_REQUESTS ?? 200);
const TARGET_MS = 50;
const EXPLAIN_ALL = process.argv.includes('--explain');
const WAITING = 30; // items waiting for the reviewer measured
const ITEM_COMMENTS = 1_000; // comments on the item measured
const UNREAD = 50; // unread notifications of the user measured

const loadAverage = () =>
  loadavg()
    .map((l) => l.toFixed(2))
    .join(' ');
const loadAtStart = loadAverage();

const scratch = await scratchDatabase('reviews');

// The statements the app sends while `recording` (PostgreSQL: every query goes through a pool).
let recording: { text: string; values: unknown[] }[] | null = null;
const poolQuery = pg.Pool.prototype.query;
pg.Pool.prototype.query = function (this: pg.Pool, ...args: unknown[]) {
  const [config, values] = args as [string | { text: string; values?: unknown[] }, unknown[]?];
  recording?.push(
    typeof config === 'string'
      ? { text: config, values: values ?? [] }
      : { text: config.text, values: values ?? config.values ?? [] },
  );
  return (poolQuery as (...a: unknown[]) => unknown).apply(this, args);
} as typeof pg.Pool.prototype.query;

const app = await buildApp(
  loadConfig({
    DATA_DIR: 'memory',
    APP_SECRET: 'bench-secret-bench-secret-bench-secret-0123',
    LOG_LEVEL: process.env.BENCH_LOG_LEVEL ?? 'silent',
    DEMO_AUTOMATION: 'false',
    DATABASE_URL: scratch?.url,
    DATABASE_QUERY_TIMEOUT_MS: '0',
  }),
);
const { db } = app.ctx;

/** Seeds, measures and prints (the scratch database is dropped whatever happens). */
async function run() {
  const { slug, password, ids, adminId, reviewerId, authorId, itemId, seedMs, counts } =
    await seedReviews(db, {
      USERS,
      ITEMS,
      COMMENTS,
      NOTIFICATIONS,
      WAITING,
      ITEM_COMMENTS,
      UNREAD,
    });

  // ---- Measuring -----------------------------------------------------------------------------

  let ip = 0;
  async function signIn(userId: number) {
    const username = `user${ids.indexOf(userId) + 1}`;
    const login = await app.inject({
      method: 'POST',
      url: `/api/auth/login?company=${slug}`,
      headers: { host: 'localhost' },
      payload: { username, password },
      remoteAddress: '10.9.0.1',
    });
    if (login.statusCode !== 200)
      throw new Error(`sign-in failed: ${login.statusCode} ${login.body}`);
    const sid = login.cookies.find((c) => c.name.endsWith('copydesk.sid') && c.value)!;
    return `${sid.name}=${sid.value}`;
  }
  const cookies = {
    admin: await signIn(adminId),
    reviewer: await signIn(reviewerId),
    author: await signIn(authorId),
  };

  async function get(cookie: string, url: string) {
    ip++;
    const started = performance.now();
    const res = await app.inject({
      method: 'GET',
      url: `${url}${url.includes('?') ? '&' : '?'}company=${slug}`,
      headers: { host: 'localhost', cookie },
      // An address a request: the API allows 1200 requests a minute per address.
      remoteAddress: `10.9.${Math.floor(ip / 250) % 250}.${(ip % 250) + 1}`,
    });
    const ms = performance.now() - started;
    if (res.statusCode !== 200)
      throw new Error(`${url}: ${res.statusCode} ${res.body.slice(0, 300)}`);
    return { ms, bytes: res.rawPayload.length, body: res.json() as Record<string, unknown> };
  }

  const pct = (values: number[], p: number) => {
    const sorted = [...values].sort((a, b) => a - b);
    return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
  };

  /** The cursor of `url`'s 50th page (limit 20: the 981st entry on). */
  async function deepCursor(cookie: string, url: string) {
    let cursor: unknown;
    for (let i = 0; i < 49; i++) {
      const page = await get(cookie, cursor ? `${url}&cursor=${String(cursor)}` : url);
      cursor = page.body.nextCursor;
    }
    if (!cursor) throw new Error(`${url} has fewer than 50 pages`);
    return `${url}&cursor=${String(cursor)}`;
  }

  interface Case {
    label: string;
    who: keyof typeof cookies;
    url: string;
    /** What the answer holds, in a few words. */
    shows: (body: Record<string, unknown>) => string;
  }
  const listed = (key: string) => (body: Record<string, unknown>) =>
    `${(body[key] as unknown[]).length} ${key}`;
  const CASES: Case[] = [
    {
      label: 'to review (reviewer)',
      who: 'reviewer',
      url: '/api/reviews?box=to-review',
      shows: (body) => `${listed('items')(body)}, waiting ${String(body.waiting)}`,
    },
    {
      label: 'submitted (author)',
      who: 'author',
      url: '/api/reviews?box=submitted',
      shows: listed('items'),
    },
    {
      label: 'all, page 1 (admin)',
      who: 'admin',
      url: '/api/reviews?box=all',
      shows: listed('items'),
    },
    {
      label: 'all, page 50 (admin)',
      who: 'admin',
      url: await deepCursor(cookies.admin, '/api/reviews?box=all'),
      shows: listed('items'),
    },
    {
      label: `comments of the item with ${ITEM_COMMENTS.toLocaleString('en')}`,
      who: 'author',
      url: `/api/history/${itemId}/comments`,
      shows: listed('comments'),
    },
    {
      label: 'unread notifications (author)',
      who: 'author',
      url: '/api/notifications?unread=true',
      shows: (body) => `${listed('items')(body)}, unread ${String(body.unread)}`,
    },
    {
      label: 'unread count alone (author)',
      who: 'author',
      url: '/api/notifications?unread=true&limit=1',
      shows: (body) => `unread ${String(body.unread)}`,
    },
    { label: 'team history', who: 'admin', url: '/api/history?scope=team', shows: listed('items') },
  ];

  const results: (Case & { p50: number; p95: number; bytes: number; answer: string })[] = [];
  for (const c of CASES) {
    for (let i = 0; i < 10; i++) await get(cookies[c.who], c.url); // warm-up
    const times: number[] = [];
    let last = await get(cookies[c.who], c.url);
    for (let i = 0; i < REQUESTS; i++) {
      last = await get(cookies[c.who], c.url);
      times.push(last.ms);
    }
    results.push({
      ...c,
      p50: pct(times, 50),
      p95: pct(times, 95),
      bytes: last.bytes,
      answer: c.shows(last.body),
    });
  }

  console.log(
    `\nreviews: one company of ${counts.users} users, ${counts.items} history items ` +
      `(${counts.in_review} in review, ${counts.changes_requested} changes requested, ` +
      `${counts.approved} approved, ${counts.team} shared with the team), ${counts.reviewers} ` +
      `reviewer rows, ${counts.comments} comments (${counts.replies} replies, at most ` +
      `${counts.most_on_an_item} on an item, ${counts.item_comments} on the item measured), ` +
      `${counts.notifications} notifications (${counts.unread} unread); the author measured has ` +
      `${counts.author_submitted} items not drafts. Seeded in ${(seedMs / 1000).toFixed(1)} s; ` +
      `database ${app.ctx.database.kind}, ${cpus().length} CPU cores, Node ${process.version}; ` +
      `${REQUESTS} requests a case after a warm-up, at concurrency 1; load average at the start ` +
      `${loadAtStart}, at the end ${loadAverage()}`,
  );
  console.log(`\n| Route | Case | answer | p50 ms | p95 ms | bytes | p95 < ${TARGET_MS} ms |`);
  console.log('|---|---|---|---:|---:|---:|---|');
  for (const r of results) {
    console.log(
      `| GET ${r.url.replace(/cursor=[\w-]+/, 'cursor=…')} | ${r.label} | ${r.answer} | ` +
        `${r.p50.toFixed(1)} | ${r.p95.toFixed(1)} | ${r.bytes.toLocaleString('en')} | ` +
        `${r.p95 < TARGET_MS ? 'yes' : 'NO'} |`,
    );
  }

  // The plans of what each route runs (those over the target, or all with --explain).
  if (scratch) {
    const explain = new pg.Client({ connectionString: scratch.url });
    await explain.connect();
    for (const r of results.filter((x) => EXPLAIN_ALL || x.p95 >= TARGET_MS)) {
      recording = [];
      await get(cookies[r.who], r.url);
      const statements = recording.filter((s) => /^\s*(select|with)\b/i.test(s.text));
      recording = null;
      console.log(`\n${r.label}: GET ${r.url} (${statements.length} SELECTs)`);
      for (const s of statements) {
        if (/"sessions"/.test(s.text)) continue; // the session's look-up, on its primary key
        const plan = await explain.query(`explain (analyze, buffers) ${s.text}`, s.values);
        console.log(`\n  ${s.text.replace(/\s+/g, ' ').slice(0, 400)}`);
        for (const row of plan.rows as Record<string, string>[])
          console.log(`    ${row['QUERY PLAN']}`);
      }
    }
    await explain.end();
  }
}

try {
  await run();
} finally {
  await app.close();
  await scratch?.drop();
  pg.Pool.prototype.query = poolQuery;
}
