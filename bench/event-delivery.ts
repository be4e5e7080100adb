/**
 * Event webhooks at a steady rate (decision 062): one Copydesk (built in this process, its
 * dispatcher polling every EVENT_POLL_MS, 250 ms by default) with one company and one event
 * endpoint, made through `POST /api/admin/event-endpoints`, at a local receiver in a process of
 * its own that answers 200 at once (bench/support/event-receiver.ts). BENCH_EVENTS events
 * (10,000) are recorded at an even rate over BENCH_EVENT_SECONDS (60), each with `recordEvent` in
 * a transaction of its own, as the app records a comment's (`comment.created`, on one history
 * item, the bench's number in `data.bench.seq`): no comment rows, only the outbox's. Each event's
 * commit time is when its transaction resolved here.
 *
 * Prints delivered, duplicates, the outbox lag (arrival minus commit) p50/p95/p99/max and
 * deliveries a second. Target: outbox lag under 2 s at p99. Nothing is asserted.
 *
 *   npx tsx bench/event-delivery.ts                    # PGlite in memory
 *   DATABASE_URL=postgres://... npx tsx bench/event-delivery.ts   # a scratch database there
 *   BENCH_EVENTS=1000 BENCH_EVENT_SECONDS=10 npx tsx bench/event-delivery.ts
 */
import { cpus, loadavg } from 'node:os';
import { performance } from 'node:perf_hooks';
import { eq } from 'drizzle-orm';
import { buildApp } from '../src/server/app.js';
import { loadConfig } from '../src/server/config.js';
import { historyItems, users } from '../src/server/db/schema.js';
import { recordEvent } from '../src/server/services/events/record-event.js';
import { createBenchCompany } from './support/bench-company.js';
import { startEventReceiver, type Arrival } from './support/event-receiver.js';
import { scratchDatabase } from './support/scratch-database.js';
import { percentile } from './support/timed-load.js';

const EVENTS = Number(process.env.BENCH_EVENTS ?? 10_000);
const SECONDS = Number(process.env.BENCH_EVENT_SECONDS ?? 60);
/** How long to wait for the last deliveries after the last commit. */
const DRAIN_MS = 60_000;

const loadAverage = () =>
  loadavg()
    .map((l) => l.toFixed(2))
    .join(' ');
/** Epoch milliseconds, as the receiver stamps arrivals. */
const wallNow = () => performance.timeOrigin + performance.now();
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const fmt = (n: number, digits = 0) =>
  n.toLocaleString('en', { minimumFractionDigits: digits, maximumFractionDigits: digits });

const loadAtStart = loadAverage();
const scratch = await scratchDatabase('events');
const receiver = await startEventReceiver();
const config = loadConfig({
  DATA_DIR: 'memory',
  APP_SECRET: 'bench-secret-bench-secret-bench-secret-0123',
  LOG_LEVEL: process.env.BENCH_LOG_LEVEL ?? 'silent',
  DEMO_AUTOMATION: 'false',
  DATABASE_URL: scratch?.url,
  WEBHOOK_ALLOW_HOSTS: receiver.host,
  EVENT_POLL_MS: process.env.EVENT_POLL_MS,
  EVENT_DELIVERY_TIMEOUT_MS: process.env.EVENT_DELIVERY_TIMEOUT_MS,
});
const app = await buildApp(config);
const { db } = app.ctx;

/** A company whose admin adds the receiver as an endpoint for `comment.created`. */
async function setUp() {
  const bench = await createBenchCompany(db);
  await db.update(users).set({ role: 'admin' }).where(eq(users.id, bench.user.id));
  const login = await app.inject({
    method: 'POST',
    url: `/api/auth/login?company=${bench.slug}`,
    payload: { username: bench.username, password: bench.password },
  });
  const sid = login.cookies.find((c) => c.name.endsWith('copydesk.sid') && c.value);
  if (!sid) throw new Error(`sign-in failed: ${login.statusCode} ${login.body}`);
  const created = await app.inject({
    method: 'POST',
    url: `/api/admin/event-endpoints?company=${bench.slug}`,
    headers: { cookie: `${sid.name}=${sid.value}` },
    payload: { url: receiver.url, description: 'Bench receiver', events: ['comment.created'] },
  });
  if (created.statusCode !== 201) {
    throw new Error(`no endpoint: ${created.statusCode} ${created.body}`);
  }
  const [item] = await db
    .insert(historyItems)
    .values({
      companyId: bench.company.id,
      userId: bench.user.id,
      assistantType: 'blog',
      content: 'Spring planting: what to sow in March',
    })
    .returning({ id: historyItems.id });
  return { companyId: bench.company.id, userId: bench.user.id, itemId: item.id };
}

async function run() {
  const { companyId, userId, itemId } = await setUp();
  console.log(`Load average at the start: ${loadAtStart}.`);
  console.log(
    `event-delivery: ${EVENTS} events over ${SECONDS} s (${fmt(EVENTS / SECONDS)} a second), ` +
      `database ${app.ctx.database.kind}, dispatcher polling every ${config.EVENT_POLL_MS} ms, ` +
      `${cpus().length} CPU cores (${cpus()[0]?.model.trim() ?? 'unknown'}), Node ${process.version}`,
  );

  const committed = new Float64Array(EVENTS);
  const late = new Float64Array(EVENTS);
  let failed = 0;
  const record = async (seq: number, due: number) => {
    try {
      await db.transaction(async (tx) => {
        await recordEvent(tx, {
          companyId,
          type: 'comment.created',
          data: {
            item: { id: itemId },
            comment: { id: seq + 1, parentId: null },
            actor: { id: userId },
            bench: { seq },
          },
        });
      });
      committed[seq] = wallNow();
      late[seq] = committed[seq] - due;
    } catch {
      failed++;
    }
  };

  const cpu0 = process.cpuUsage();
  const interval = (SECONDS * 1000) / EVENTS;
  const start = wallNow() + 50;
  const inFlight: Promise<void>[] = [];
  // Open loop: each event starts at its time, whether or not the ones before have committed.
  for (let seq = 0; seq < EVENTS; seq++) {
    const due = start + seq * interval;
    const wait = due - wallNow();
    if (wait >= 1) await sleep(wait);
    inFlight.push(record(seq, due));
  }
  await Promise.all(inFlight);
  const lastCommit = Math.max(...committed);
  const drainUntil = Date.now() + DRAIN_MS;
  while ((await receiver.count()) < EVENTS - failed && Date.now() < drainUntil) await sleep(100);
  const cpu = process.cpuUsage(cpu0);
  const arrivals = await receiver.arrivals();
  report({ arrivals, committed, late, failed, start, lastCommit, cpu });
}

function report(r: {
  arrivals: Arrival[];
  committed: Float64Array;
  late: Float64Array;
  failed: number;
  start: number;
  lastCommit: number;
  cpu: NodeJS.CpuUsage;
}) {
  const first = new Map<string, Arrival>();
  for (const a of r.arrivals) if (!first.has(a.id)) first.set(a.id, a);
  const lags = [...first.values()]
    .filter((a) => a.seq >= 0 && a.seq < EVENTS && r.committed[a.seq] > 0)
    .map((a) => a.at - r.committed[a.seq]);
  const times = r.arrivals.map((a) => a.at);
  const lastArrival = times.length > 0 ? Math.max(...times) : r.start;
  const seconds = (lastArrival - r.start) / 1000;
  // Deliveries in each whole second of the run, for the busiest.
  const perSecond = new Map<number, number>();
  for (const at of times) {
    const s = Math.floor((at - r.start) / 1000);
    perSecond.set(s, (perSecond.get(s) ?? 0) + 1);
  }
  const ms = (n: number) => `${fmt(n)} ms`;
  console.log('');
  console.log(
    `recorded: ${fmt(EVENTS - r.failed)} of ${fmt(EVENTS)} committed (${r.failed} failed) in ` +
      `${fmt((r.lastCommit - r.start) / 1000, 1)} s; commit after its time p50 ` +
      `${fmt(percentile([...r.late], 50), 1)} ms, p99 ${fmt(percentile([...r.late], 99), 1)} ms`,
  );
  console.log(
    `delivered: ${fmt(first.size)} events (${fmt(r.arrivals.length)} deliveries, ` +
      `${fmt(r.arrivals.length - first.size)} duplicates, ` +
      `${fmt(EVENTS - r.failed - first.size)} missing after waiting up to ${DRAIN_MS / 1000} s)`,
  );
  console.log(
    `outbox lag (arrival minus commit): p50 ${ms(percentile(lags, 50))}, ` +
      `p95 ${ms(percentile(lags, 95))}, p99 ${ms(percentile(lags, 99))}, ` +
      `max ${ms(lags.length > 0 ? Math.max(...lags) : 0)} (target p99 < 2,000 ms)`,
  );
  console.log(
    `deliveries a second: ${fmt(r.arrivals.length / seconds, 1)} from the first event's time to ` +
      `the last arrival (${fmt(seconds, 1)} s), ${fmt(Math.max(0, ...perSecond.values()))} in ` +
      'the busiest second',
  );
  console.log(
    `CPU of this process (app, recording${app.ctx.database.kind === 'pglite' ? ', PGlite' : ''}; ` +
      `receiver${app.ctx.database.kind === 'pglite' ? '' : ' and PostgreSQL'} not counted): ` +
      `${fmt((r.cpu.user + r.cpu.system) / 1000 / EVENTS, 3)} ms per event`,
  );
  console.log(`Load average at the end: ${loadAverage()}.`);
}

try {
  await run();
} finally {
  await app.close();
  await receiver.stop();
  await scratch?.drop();
}
