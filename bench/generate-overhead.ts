/**
 * What Copydesk adds to a generation: N `POST /api/generate` calls through a listening Copydesk
 * (signed-in cookie, tenant and access checks, webhook call, history item, activity event)
 * against the same N calls sent straight to the webhook, at the same concurrency, in one run.
 *
 *   npx tsx bench/generate-overhead.ts                  # PGlite in memory
 *   DATABASE_URL=postgres://... npx tsx bench/generate-overhead.ts
 *   BENCH_DATA_DIR=/tmp/bench-data npx tsx bench/generate-overhead.ts   # PGlite on disk, as `npm start`
 *   BENCH_REQUESTS=3000 BENCH_CONCURRENCY=20 BENCH_WARMUP=300 npx tsx bench/generate-overhead.ts
 *   BENCH_PROFILE_DIR=/tmp/prof npx tsx bench/generate-overhead.ts   # profile the measured run
 *   BENCH_FLOOR=1 DATABASE_URL=... npx tsx bench/generate-overhead.ts  # and the yardsticks (bare proxy, stack)
 *   BENCH_APP_NODE_ARGS="--cpu-prof --cpu-prof-dir=/tmp/prof" npx tsx bench/generate-overhead.ts
 *
 * It prints throughput and latency of both paths and the CPU per request of the webhook and of
 * Copydesk. On PostgreSQL it also prints, per generation, so that every change shows its cost:
 * the CPU of the database's backends; the round trips (queries the app sent); the statements
 * executed, top-level and nested (inside triggers, functions, foreign-key checks), with the
 * dozen that took the most time (pg_stat_statements; its execution time includes lock waits);
 * calls and time of PL/pgSQL functions and triggers; rows inserted, updated (HOT or not) and
 * deleted per table, and the index entries those writes added. With BENCH_FLOOR=1 the
 * yardsticks print their own CPU, the database's, and their round trips.
 *
 * Statements need the pg_stat_statements library loaded by the server (postgresql.conf, then a
 * restart): shared_preload_libraries = 'pg_stat_statements', pg_stat_statements.track = all
 * (nested statements too) and optionally pg_stat_statements.track_planning = on (plan time).
 * The bench creates the extension in its database, and turns on function timing for it
 * (ALTER DATABASE ... SET track_functions = 'pl') while it runs: both need a superuser. As
 * PostgreSQL publishes table and function statistics up to 10 s late, the bench waits 11 s
 * before reading them, after the warm-up and after the measured run.
 *
 * The webhook and Copydesk each run in their own child process; this process only sends load.
 */
import { fork, type ChildProcess } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { signInOverHttp, stopChild, type ChildReady } from './support/bench-child.js';
import { runLoad } from './support/load.js';
import { backendCpuBetween, pgBackendCpu, type BackendCpu } from './support/pg-backend-cpu.js';
import {
  formatPgWork,
  pgStatsPublished,
  pgWorkBetween,
  preparePgWork,
  restorePgWork,
  snapshotPgWork,
  type PgWorkSnapshot,
} from './support/pg-work.js';
import { fmt, measureYardsticks, row } from './support/yardsticks.js';

const TOTAL = Number(process.env.BENCH_REQUESTS ?? 3000);
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 20);
/** Also measure the yardstick: a bare proxy with 0, 1 and 3 PostgreSQL statements. */
const FLOOR = process.env.BENCH_FLOOR === '1';
const WARMUP = Math.min(Number(process.env.BENCH_WARMUP ?? 300), TOTAL);
const DATABASE_URL = process.env.DATABASE_URL;

function start(
  file: string,
  args: string[] = [],
  nodeArgs: string[] = [],
): Promise<{ child: ChildProcess; info: ChildReady }> {
  const child = fork(fileURLToPath(new URL(file, import.meta.url)), args, {
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    env: process.env,
    execArgv: [...process.execArgv, ...nodeArgs],
  });
  return new Promise((resolve, reject) => {
    child.once('message', (info: ChildReady) => resolve({ child, info }));
    child.once('exit', (code) => reject(new Error(`${file} exited early (${code})`)));
  });
}

interface Cpu {
  user: number;
  system: number;
}

/** Sends `question` to the child and resolves with the first answer `pick` accepts. */
function ask<M, T>(child: ChildProcess, question: object, pick: (msg: M) => T | undefined) {
  return new Promise<T>((resolve) => {
    const onMessage = (msg: M) => {
      const answer = pick(msg);
      if (answer === undefined) return;
      child.off('message', onMessage);
      resolve(answer);
    };
    child.on('message', onMessage);
    child.send(question);
  });
}

/** CPU milliseconds (user and system) the child has used so far. */
function cpuMs(child: ChildProcess): Promise<Cpu> {
  return ask(child, { cpu: true }, (msg: { cpu?: NodeJS.CpuUsage }) =>
    msg.cpu ? { user: msg.cpu.user / 1000, system: msg.cpu.system / 1000 } : undefined,
  );
}

/** Queries the app has sent to PostgreSQL so far (bench-server.ts counts them). */
function queriesSent(child: ChildProcess): Promise<number> {
  return ask(child, { queries: true }, (msg: { queries?: number }) => msg.queries);
}

/** CPU per request between two readings: total, and the system (kernel) part of it. */
function perRequest(before: Cpu, after: Cpu, requests: number) {
  const system = (after.system - before.system) / requests;
  return { total: (after.user - before.user) / requests + system, system };
}

/** Starts or stops the CPU profile of the app's measured requests (BENCH_PROFILE_DIR). */
function profile(child: ChildProcess, step: 'start' | 'stop', file?: string): Promise<void> {
  return ask(child, { profile: step, file }, (msg: { profiled?: string }) =>
    msg.profiled === step ? true : undefined,
  ).then(() => {});
}

/** What PostgreSQL and the app's connection to it had done when the measured run started. */
interface PgStart {
  url: string;
  cpu: BackendCpu;
  work: PgWorkSnapshot;
  queries: number;
}

/** Reads the database's counters just before the measured run (DATABASE_URL only). */
async function pgStart(app: ChildProcess, warmedUpAt: number): Promise<PgStart | null> {
  if (!DATABASE_URL) return null;
  // The warm-up's last statistics are published late: wait, or they count in the run.
  await pgStatsPublished(warmedUpAt);
  const work = await snapshotPgWork(DATABASE_URL);
  return {
    url: DATABASE_URL,
    work,
    queries: await queriesSent(app),
    cpu: await pgBackendCpu(DATABASE_URL),
  };
}

/**
 * Prints what the measured run cost PostgreSQL per generation: its backends' CPU (read at once),
 * then, once the run's statistics are published, round trips, statements, functions and rows.
 */
async function printPgWork(app: ChildProcess, from: PgStart, cpu: BackendCpu, functions: boolean) {
  const ended = [...from.cpu.keys()].filter((pid) => !cpu.has(pid)).length;
  console.log(
    `PostgreSQL backends of the bench database: ` +
      `${fmt(backendCpuBetween(from.cpu, cpu) / TOTAL, 3)} ms CPU per generation ` +
      `(${cpu.size} connections at the end, ${ended} ended during the run and are not ` +
      `counted; read from /proc in 10 ms ticks).`,
  );
  const ranAt = Date.now();
  console.log('');
  console.log('waiting for PostgreSQL to publish the run’s statistics...');
  await pgStatsPublished(ranAt);
  const queries = (await queriesSent(app)) - from.queries;
  const work = pgWorkBetween(from.work, await snapshotPgWork(from.url));
  console.log(
    `Round trips to PostgreSQL: ${fmt(queries / TOTAL, 2)} per generation (queries the app ` +
      'sent, BEGIN and COMMIT included). This and what follows cover the run and the 11 s ' +
      'after it (table statistics are published late), background work of the app included.',
  );
  for (const line of formatPgWork(work, TOTAL, functions)) console.log(line);
}

async function main(functionsTracked: boolean) {
  const webhook = await start('./support/bench-webhook.ts');
  const webhookHost = `127.0.0.1:${webhook.info.port}`;
  // BENCH_APP_NODE_ARGS reaches Copydesk's process only, e.g. a CPU profile of the app:
  // BENCH_APP_NODE_ARGS="--cpu-prof --cpu-prof-dir=/tmp/prof" (Node refuses it in NODE_OPTIONS).
  const appNodeArgs = process.env.BENCH_APP_NODE_ARGS?.split(' ').filter(Boolean) ?? [];
  const server = await start('./support/bench-server.ts', [webhookHost], appNodeArgs);
  try {
    const { port, slug, username, password, db } = server.info;
    const origin = `http://127.0.0.1:${port}`;
    const cookie = await signInOverHttp(origin, {
      slug: slug!,
      username: username!,
      password: password!,
    });

    const formData = {
      postTopic: 'Why small clinics need multi-factor authentication',
      targetAudience: 'Owners of small medical clinics',
      toneOfVoice: 'professional',
    };
    const appBody = JSON.stringify({ assistantType: 'facebook', formData, sessionId: 'bench-1' });
    // The direct call carries the body Copydesk would send, so both sides move the same bytes.
    const directBody = JSON.stringify({
      action: 'generate',
      assistantType: 'facebook',
      sessionId: 'bench-1',
      formData,
      company: { id: slug, name: 'Bench Company' },
      user: { id: 1, username },
    });
    const json = { 'content-type': 'application/json' };
    const direct = (total: number) =>
      runLoad({
        origin: `http://${webhookHost}`,
        path: '/webhook/facebook',
        body: directBody,
        headers: { ...json, authorization: 'Bearer bench-key', 'x-request-id': 'bench-direct-1' },
        total,
        concurrency: CONCURRENCY,
      });
    const viaApp = (total: number) =>
      runLoad({
        origin,
        path: `/api/generate?company=${slug}`,
        body: appBody,
        headers: { ...json, cookie },
        // A simulated user (address) per 500 requests: at concurrency 1 as at 20, none of them
        // reaches the per-address limit of 1200 a minute.
        perRequest: (i) => ({ 'x-forwarded-for': `10.77.${Math.floor(i / 500) % 250}.1` }),
        total,
        concurrency: CONCURRENCY,
      });

    console.log(
      `Load average at the start: ${loadavg()
        .map((l) => l.toFixed(2))
        .join(' ')}.`,
    );
    console.log(
      `generate-overhead: ${TOTAL} requests, concurrency ${CONCURRENCY}, database ${db}, ` +
        `${cpus().length} CPU cores (${cpus()[0]?.model.trim() ?? 'unknown'}), Node ${process.version}`,
    );
    console.log(`warming up (${WARMUP} requests each)...`);
    await direct(WARMUP);
    await viaApp(WARMUP);
    const warmedUpAt = Date.now();

    // CPU used per request by the process that answers it: far less sensitive to other work on
    // the machine than throughput (on PostgreSQL the database's own processes are not counted).
    const hookCpu0 = await cpuMs(webhook.child);
    const d = await direct(TOTAL);
    const hookCpu = perRequest(hookCpu0, await cpuMs(webhook.child), TOTAL);
    const pg0 = await pgStart(server.child, warmedUpAt);
    const profileDir = process.env.BENCH_PROFILE_DIR;
    if (profileDir) await profile(server.child, 'start');
    const appCpu0 = await cpuMs(server.child);
    const a = await viaApp(TOTAL);
    const appCpu = perRequest(appCpu0, await cpuMs(server.child), TOTAL);
    if (profileDir) {
      const file = join(
        resolve(profileDir),
        `generate-${db}-c${CONCURRENCY}-${Date.now()}.cpuprofile`,
      );
      mkdirSync(dirname(file), { recursive: true });
      await profile(server.child, 'stop', file);
      console.log(`CPU profile of the app during the measured requests: ${file}`);
    }
    const pgCpu = pg0 ? await pgBackendCpu(pg0.url) : null;
    console.log('');
    console.log('| Path                       |   req/s |  p50 ms  |  p99 ms  | answered 200 |');
    console.log('|----------------------------|--------:|---------:|---------:|--------------|');
    console.log(row('webhook directly', d));
    console.log(row('POST /api/generate', a));
    console.log('');
    console.log(
      `Copydesk throughput is ${fmt((a.rps / d.rps) * 100)}% of the direct call ` +
        `(ratio ${fmt(d.rps / a.rps, 2)}x); ` +
        `it adds ${fmt(a.p50 - d.p50, 2)} ms at p50 and ${fmt(a.p99 - d.p99, 2)} ms at p99.`,
    );
    console.log(
      `CPU per request: webhook ${fmt(hookCpu.total, 3)} ms (direct call; ` +
        `${fmt(hookCpu.system, 3)} ms of it system), Copydesk ${fmt(appCpu.total, 3)} ms ` +
        `(generation, webhook call included; ${fmt(appCpu.system, 3)} ms of it system; ` +
        `${db === 'pglite' ? 'database included' : 'PostgreSQL not counted'}).`,
    );
    // Read before the app stops: stopping removes the bench's rows, which would count too.
    if (pg0 && pgCpu) await printPgWork(server.child, pg0, pgCpu, functionsTracked);
    console.log(
      `Load average at the end: ${loadavg()
        .map((l) => l.toFixed(2))
        .join(' ')}.`,
    );
    if (a.ok !== a.total || d.ok !== d.total) process.exitCode = 1;
    if (FLOOR) {
      await measureYardsticks(webhookHost, {
        total: TOTAL,
        warmup: WARMUP,
        concurrency: CONCURRENCY,
        body: directBody,
        direct: d,
        databaseUrl: DATABASE_URL,
      });
    }
  } finally {
    await stopChild(server.child);
    await stopChild(webhook.child);
  }
}

// Function timing is set for the database before the app connects, and put back in any case.
const functionsTracked = DATABASE_URL ? await preparePgWork(DATABASE_URL) : false;
try {
  await main(functionsTracked);
} finally {
  if (DATABASE_URL) await restorePgWork(DATABASE_URL);
}
