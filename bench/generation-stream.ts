/**
 * Generation jobs (decision 009): how soon the automation's first chunk reaches a Server-Sent
 * Events reader, on one instance and across two instances on PostgreSQL, and many concurrent
 * streaming generations (the app's memory, and `GET /api/tenant/info` latency meanwhile).
 *
 *   npx tsx bench/generation-stream.ts                         # PGlite in memory (one instance)
 *   DATABASE_URL=postgres://... npx tsx bench/generation-stream.ts   # also across two instances
 *   DATABASE_URL=postgres://... npx tsx bench/generation-stream.ts --5000   # 5,000 over 60 s
 *   BENCH_STREAMS=1000 BENCH_STREAM_SECONDS=30 npx tsx bench/generation-stream.ts
 *
 * The app instances run as production runs them (bench/support/stream-app.ts: the built
 * `dist/server/main.js` of `npm start`, configured by environment variables, LISTEN_BACKLOG and
 * DATABASE_POOL_SIZE included); the automation (bench/support/stream-automation.ts) and the
 * `GET /api/tenant/info` probe (bench/support/tenant-probe.ts) run in processes of their own;
 * this process is the load client (sign-ins, generations, events readers). The app's RSS is read
 * from /proc, its heap and event loop delay from the app itself. Each process needs a file
 * descriptor per connection: 5,000 streams take about 10,000 in the app (`ulimit -n`).
 */
import { fork, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { fileURLToPath } from 'node:url';
import { Agent, request, setGlobalDispatcher } from 'undici';
import { ensureServerBuilt } from '../scripts/build-server.mjs';
import { VALID_FORMS } from '../tests/support/sample-forms.js';
import { readEvents, signIn } from './support/sse-client.js';
import {
  prepareDatabase,
  startBuiltApp,
  type AppProbe,
  type BenchApp,
} from './support/stream-app.js';

const MANY = process.argv.includes('--5000');
const LATENCY_RUNS = Number(process.env.BENCH_LATENCY_RUNS ?? 200);
const STREAMS = Number(process.env.BENCH_STREAMS ?? (MANY ? 5000 : 500));
const STREAM_SECONDS = Number(process.env.BENCH_STREAM_SECONDS ?? (MANY ? 60 : 20));
/** Generations started a second, so the sign-up burst does not measure the pool queue alone. */
const RAMP_PER_SECOND = Number(process.env.BENCH_RAMP_PER_SECOND ?? 500);
/** Companies the streams are spread over (each with one user). */
const COMPANIES = Number(process.env.BENCH_COMPANIES ?? 10);
/** 1: the memory at 1,000, 3,000 and 5,000 streams is read after a full garbage collection. */
const LIVE_HEAP = process.env.BENCH_LIVE_HEAP === '1';
/** A folder: heap snapshots of the app at 0 streams, at the most at once, and after the run. */
const HEAP_SNAPSHOTS = process.env.BENCH_HEAP_SNAPSHOTS;
const CHUNKS = 10;

setGlobalDispatcher(
  new Agent({ keepAliveTimeout: 120_000, connections: null, connect: { timeout: 30_000 } }),
);

interface Child<T> {
  child: ChildProcess;
  info: T;
  stop(): Promise<void>;
}

function start<T>(file: string, arg: unknown): Promise<Child<T>> {
  const child = fork(fileURLToPath(new URL(file, import.meta.url)), [JSON.stringify(arg)], {
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    env: process.env,
  });
  return new Promise((resolve, reject) => {
    const early = (code: number | null) => reject(new Error(`${file} exited early (${code})`));
    child.once('exit', early);
    child.once('message', (info: T) => {
      child.off('exit', early);
      const stop = () =>
        new Promise<void>((done) => {
          if (child.exitCode !== null) return done();
          child.once('exit', () => done());
          child.send({ stop: true });
        });
      resolve({ child, info, stop });
    });
  });
}

const epochNow = () => performance.timeOrigin + performance.now();
const pct = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
const load = () =>
  loadavg()
    .map((n) => n.toFixed(2))
    .join(', ');
function rssMb(pid: number | undefined): number {
  try {
    const kb = /VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1];
    return Number(kb ?? 0) / 1024;
  } catch {
    return 0;
  }
}

const mb = (bytes: number) => (bytes / 1024 / 1024).toFixed(0);
const describeProbe = (p: AppProbe) =>
  `heap used ${mb(p.memory.heapUsed)} of ${mb(p.memory.heapTotal)} MB, external ` +
  `${mb(p.memory.external)} MB (array buffers ${mb(p.memory.arrayBuffers)}), RSS ${mb(p.memory.rss)} MB`;

const automation = await start<{ port: number }>('./support/stream-automation.ts', {
  seconds: STREAM_SECONDS,
  chunks: CHUNKS,
});
const hookHost = `127.0.0.1:${automation.info.port}`;
let heldWaiter: (() => void) | null = null;
let heldCount = 0;
automation.child.on('message', (msg: { held?: number }) => {
  if (msg.held === undefined) return;
  heldCount++;
  heldWaiter?.();
});

async function latency(label: string, runOn: BenchApp, readOn: BenchApp) {
  const user = users[0];
  const runner = await signIn(runOn, user);
  const reader = readOn === runOn ? runner : await signIn(readOn, user);
  const samples: number[] = [];
  for (let i = 0; i < LATENCY_RUNS; i++) {
    const before = heldCount;
    const started = await request(`${runOn.origin}/api/generations?company=${user.slug}`, {
      method: 'POST',
      headers: { cookie: runner, 'content-type': 'application/json' },
      body: JSON.stringify({ assistantType: 'facebook', formData: FORM, sessionId: 'b' }),
    });
    const { id } = (await started.body.json()) as { id: string };
    while (heldCount === before) await new Promise<void>((r) => (heldWaiter = r));
    let opened!: () => void;
    const open = new Promise<void>((r) => (opened = r));
    const events = readEvents(readOn.origin, reader, user.slug, id, opened, (text) => {
      const stamp = /^t=([\d.]+)/.exec(text);
      if (stamp) samples.push(epochNow() - Number(stamp[1]));
    });
    await open;
    await new Promise((r) => setTimeout(r, 20)); // the reader has subscribed
    automation.child.send({ go: true });
    await events;
  }
  samples.sort((a, b) => a - b);
  console.log(
    `${label}: first chunk to SSE reader p50 ${pct(samples, 50).toFixed(2)} ms, ` +
      `p95 ${pct(samples, 95).toFixed(2)} ms (${samples.length} runs; load average ${load()})`,
  );
}

async function concurrent(app: BenchApp) {
  const base = app.origin;
  const cookies = await Promise.all(users.map((u) => signIn(app, u)));
  const idle = await app.probe({ gc: true });
  console.log(`app at 0 streams: ${describeProbe(idle)}`);
  if (HEAP_SNAPSHOTS) await app.heapSnapshot(`${HEAP_SNAPSHOTS}/app-0.heapsnapshot`);
  const startRss = rssMb(app.child.pid);
  let peakRss = startRss;
  const tenantProbe = await start<unknown>('./support/tenant-probe.ts', {
    url: `${base}/api/tenant/info?company=${users[0].slug}`,
  });
  const probed = new Promise<{ times: number[]; at: number[]; failures: number }>((resolve) =>
    tenantProbe.child.on('message', (msg: { times?: number[]; at: number[]; failures: number }) => {
      if (msg.times) resolve({ times: msg.times, at: msg.at, failures: msg.failures });
    }),
  );
  /** Memory reported when this many streams are open at once. */
  const marks = [...new Set([1000, 3000, 5000, STREAMS])].filter((n) => n <= STREAMS);
  const rssTimer = setInterval(() => (peakRss = Math.max(peakRss, rssMb(app.child.pid))), 250);
  const t0 = performance.now();
  let completed = 0;
  let replayed = 0;
  let running = 0;
  let peakRunning = 0;
  const reasons = new Map<string, number>();
  const fail = (reason: string) => reasons.set(reason, (reasons.get(reason) ?? 0) + 1);
  await Promise.all(
    Array.from({ length: STREAMS }, async (_, i) => {
      await new Promise((r) => setTimeout(r, (i * 1000) / RAMP_PER_SECOND));
      try {
        const u = i % users.length;
        const res = await request(`${base}/api/generations?company=${users[u].slug}`, {
          method: 'POST',
          headers: { cookie: cookies[u], 'content-type': 'application/json' },
          body: JSON.stringify({ assistantType: 'blog', formData: BLOG_FORM, sessionId: 'c' }),
        });
        const body = (await res.body.json()) as { id?: string };
        if (res.statusCode !== 202 || !body.id) return fail(`start answered ${res.statusCode}`);
        running++;
        peakRunning = Math.max(peakRunning, running);
        if (running === marks[0]) {
          marks.shift();
          const at = running;
          void app
            .probe({ gc: LIVE_HEAP })
            .then((p) => console.log(`app at ${at} streams: ${describeProbe(p)}`));
          if (HEAP_SNAPSHOTS && marks.length === 0) {
            void app.heapSnapshot(`${HEAP_SNAPSHOTS}/app-${at}.heapsnapshot`);
          }
        }
        const read = await readEvents(
          base,
          cookies[u],
          users[u].slug,
          body.id,
          () => undefined,
          () => undefined,
        );
        running--;
        if (read.status !== 200) return fail(`events answered ${read.status}`);
        // A reader that connects after the end gets the final text in `done` only (a replay).
        if (read.end === 'done' && read.pieces > 0) completed++;
        else if (read.end === 'done' && read.doneText) {
          completed++;
          replayed++;
        } else if (read.end === 'done') fail('done without text');
        else if (read.end === 'error') fail(`error: ${read.message}`);
        else fail('stream closed before the end');
      } catch (err) {
        fail(`client error: ${(err as { code?: string }).code ?? (err as Error).message}`);
      }
    }),
  );
  clearInterval(rssTimer);
  tenantProbe.child.send({ stop: true });
  const { times: infoTimes, at, failures: probeErrors } = await probed;
  /** When the calls over 100 ms started (second of the run): which phase was slow. */
  const slow = infoTimes.flatMap((t, i) => (t > 100 ? [`${(at[i] / 1000).toFixed(0)}s`] : []));
  infoTimes.sort((a, b) => a - b);
  const after = await app.probe();
  const kept = await app.probe({ gc: true });
  if (HEAP_SNAPSHOTS) await app.heapSnapshot(`${HEAP_SNAPSHOTS}/app-after.heapsnapshot`);
  const failed = [...reasons.values()].reduce((a, b) => a + b, 0);
  console.log(
    `${STREAMS} concurrent streaming generations over ${STREAM_SECONDS} s (${app.kind}, ` +
      `${users.length} companies, started at ${RAMP_PER_SECOND}/s, at most ${peakRunning} at once): ` +
      `${completed} completed (${replayed} of them connected after the end: the text came in done), ${failed} failed in ${((performance.now() - t0) / 1000).toFixed(1)} s; ` +
      `app RSS ${startRss.toFixed(0)} -> peak ${peakRss.toFixed(0)} MB; ` +
      `GET /api/tenant/info p50 ${pct(infoTimes, 50).toFixed(1)} ms, p99 ${pct(infoTimes, 99).toFixed(1)} ms ` +
      `(${infoTimes.length} calls, ${probeErrors} failed; over 100 ms at ${slow.join(' ') || 'none'}); ` +
      `load average ${load()}` +
      (reasons.size ? `; failures: ${JSON.stringify(Object.fromEntries(reasons))}` : ''),
  );
  console.log(
    `app after the run: ${describeProbe(after)}; event loop delay p50 ${after.lag.p50} ms, ` +
      `p99 ${after.lag.p99} ms, max ${after.lag.max} ms; after a full garbage collection: ` +
      describeProbe(kept),
  );
}

const FORM = VALID_FORMS.facebook;
// No research, no image and no reference page: the stand-in automation streams text only.
const BLOG_FORM = {
  ...VALID_FORMS.blog,
  referenceUrl: '',
  enableResearch: false,
  generateAIImage: false,
};

console.log(`load average at the start: ${load()}`);
await ensureServerBuilt();
const prepared = await prepareDatabase({ hookHost, companies: COMPANIES });
const users = prepared.users;
/** Production's configuration, with the bench's automation allowed and its limits raised. */
const appEnv: Record<string, string> = {
  DATABASE_URL: process.env.DATABASE_URL ?? '',
  DATA_DIR: prepared.dataDir,
  APP_SECRET: 'bench-secret-bench-secret-bench-secret-0123',
  WEBHOOK_ALLOW_HOSTS: hookHost,
  DEMO_AUTOMATION: 'false',
  // The bench's users send thousands of requests a minute; the per-company ceiling of running
  // generations is raised so the run measures the instance, not the default of 50.
  API_RATE_LIMIT_PER_MINUTE: '1000000',
  MAX_RUNNING_PER_COMPANY: '100000',
};
const a = await startBuiltApp(appEnv);
if (LATENCY_RUNS > 0) await latency(`one instance (${a.kind})`, a, a);
let b: BenchApp | undefined;
if (process.env.DATABASE_URL && LATENCY_RUNS > 0) {
  b = await startBuiltApp(appEnv);
  await latency('two instances (postgres, LISTEN/NOTIFY)', a, b);
}
if (STREAMS > 0) await concurrent(a);
await b?.stop();
await a.stop();
await prepared.remove();
await automation.stop();
process.exit(0);
