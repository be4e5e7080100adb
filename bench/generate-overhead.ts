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
 * The webhook and Copydesk each run in their own child process; this process only sends load.
 */
import { fork, type ChildProcess } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { request } from 'undici';
import { runLoad, type LoadResult } from './support/load.js';
import { backendCpuBetween, pgBackendCpu } from './support/pg-backend-cpu.js';

const TOTAL = Number(process.env.BENCH_REQUESTS ?? 3000);
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 20);
/** Also measure the yardstick: a bare proxy with 0, 1 and 3 PostgreSQL statements. */
const FLOOR = process.env.BENCH_FLOOR === '1';
const WARMUP = Math.min(Number(process.env.BENCH_WARMUP ?? 300), TOTAL);

interface Ready {
  ready: true;
  port: number;
  slug?: string;
  username?: string;
  password?: string;
  db?: string;
}

function start(
  file: string,
  args: string[] = [],
  nodeArgs: string[] = [],
): Promise<{ child: ChildProcess; info: Ready }> {
  const child = fork(fileURLToPath(new URL(file, import.meta.url)), args, {
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    env: process.env,
    execArgv: [...process.execArgv, ...nodeArgs],
  });
  return new Promise((resolve, reject) => {
    child.once('message', (info: Ready) => resolve({ child, info }));
    child.once('exit', (code) => reject(new Error(`${file} exited early (${code})`)));
  });
}

interface Cpu {
  user: number;
  system: number;
}

/** CPU milliseconds (user and system) the child has used so far. */
function cpuMs(child: ChildProcess): Promise<Cpu> {
  return new Promise((resolve) => {
    const onMessage = (msg: { cpu?: NodeJS.CpuUsage }) => {
      if (!msg.cpu) return;
      child.off('message', onMessage);
      resolve({ user: msg.cpu.user / 1000, system: msg.cpu.system / 1000 });
    };
    child.on('message', onMessage);
    child.send({ cpu: true });
  });
}

/** CPU per request between two readings: total, and the system (kernel) part of it. */
function perRequest(before: Cpu, after: Cpu, requests: number) {
  const system = (after.system - before.system) / requests;
  return { total: (after.user - before.user) / requests + system, system };
}

/** Starts or stops the CPU profile of the app's measured requests (BENCH_PROFILE_DIR). */
function profile(child: ChildProcess, step: 'start' | 'stop', file?: string): Promise<void> {
  return new Promise((resolve) => {
    const onMessage = (msg: { profiled?: string }) => {
      if (msg.profiled !== step) return;
      child.off('message', onMessage);
      resolve();
    };
    child.on('message', onMessage);
    child.send({ profile: step, file });
  });
}

function stop(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null) return resolve();
    child.once('exit', () => resolve());
    child.send({ stop: true });
  });
}

async function signIn(origin: string, slug: string, username: string, password: string) {
  const res = await request(`${origin}/api/auth/login?company=${slug}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, password }),
  });
  const text = await res.body.text();
  if (res.statusCode !== 200) throw new Error(`sign-in failed: ${res.statusCode} ${text}`);
  return sessionCookie(res.headers, 'sign-in');
}

/** The `copydesk.sid=...` pair a sign-in answer set, for the requests that follow. */
function sessionCookie(headers: Record<string, string | string[] | undefined>, what: string) {
  const setCookie = ([] as string[]).concat(headers['set-cookie'] ?? []);
  const cookie = setCookie.map((c) => c.split(';')[0]).find((c) => c.includes('copydesk.sid='));
  if (!cookie) throw new Error(`${what} set no session cookie`);
  return cookie;
}

const fmt = (n: number, digits = 1) => n.toFixed(digits);

function row(name: string, r: LoadResult) {
  const failed = Object.entries(r.failures)
    .map(([k, v]) => `${k}: ${v}`)
    .join(', ');
  return (
    `| ${name.padEnd(26)} | ${fmt(r.rps, 0).padStart(7)} | ${fmt(r.p50, 2).padStart(8)} | ` +
    `${fmt(r.p99, 2).padStart(8)} | ${String(r.ok).padStart(5)}/${r.total}${failed ? ` (${failed})` : ''} |`
  );
}

/** Warms a yardstick up, then prints its row: share of the direct call, CPU, added latency. */
async function measureYardstick(
  name: string,
  child: ChildProcess,
  load: (total: number) => Promise<LoadResult>,
  direct: LoadResult,
) {
  await load(WARMUP);
  const cpu0 = await cpuMs(child);
  const r = await load(TOTAL);
  const cpu = perRequest(cpu0, await cpuMs(child), TOTAL);
  console.log(
    `${row(name, r)} ${fmt((r.rps / direct.rps) * 100).padStart(4)}% | ` +
      `(${fmt(cpu.total, 3)} ms CPU a request; adds ${fmt(r.p50 - direct.p50, 2)} ms at p50)`,
  );
}

/**
 * The least any generation path could cost on this machine: a bare `node:http` proxy to the
 * same webhook with 0, 1 and 3 PostgreSQL round trips per request (bench/support/floor-server.ts),
 * under the same load, as a share of the direct call measured in this run.
 */
async function floor(webhookHost: string, body: string, direct: LoadResult) {
  const variants = process.env.DATABASE_URL ? [0, 1, 3] : [0];
  console.log('');
  console.log(
    'Yardsticks, no Copydesk code: a bare proxy (node:http + undici.request) and, on ' +
      'PostgreSQL, the stack (Fastify, rate limit, cookie, session, zod).',
  );
  console.log(
    '| Path                       |   req/s |  p50 ms  |  p99 ms  | answered 200 | share |',
  );
  console.log(
    '|----------------------------|--------:|---------:|---------:|--------------|------:|',
  );
  for (const statements of variants) {
    const proxy = await start('./support/floor-server.ts', [webhookHost, String(statements)]);
    try {
      const load = (total: number) =>
        runLoad({
          origin: `http://127.0.0.1:${proxy.info.port}`,
          path: '/',
          body,
          headers: { 'content-type': 'application/json' },
          total,
          concurrency: CONCURRENCY,
        });
      const name = `proxy, ${statements} statement${statements === 1 ? '' : 's'}`;
      await measureYardstick(name, proxy.child, load, direct);
    } finally {
      await stop(proxy.child);
    }
  }
  if (process.env.DATABASE_URL) await stackFloor(webhookHost, body, direct);
}

/**
 * The second yardstick: the stack Copydesk is built on, with no Copydesk code
 * (bench/support/stack-floor-server.ts): Fastify, rate limit, cookie, a session read from
 * PostgreSQL, a zod-validated body, an insert, the webhook call and an update.
 */
async function stackFloor(webhookHost: string, body: string, direct: LoadResult) {
  const server = await start('./support/stack-floor-server.ts', [webhookHost]);
  try {
    const origin = `http://127.0.0.1:${server.info.port}`;
    const login = await request(`${origin}/login`, { method: 'POST' });
    await login.body.dump();
    const cookie = sessionCookie(login.headers, 'the stack floor');
    const load = (total: number) =>
      runLoad({
        origin,
        path: '/generate',
        body,
        headers: { 'content-type': 'application/json', cookie },
        total,
        concurrency: CONCURRENCY,
      });
    await measureYardstick('stack, 3 statements', server.child, load, direct);
  } finally {
    await stop(server.child);
  }
}

async function main() {
  const webhook = await start('./support/bench-webhook.ts');
  const webhookHost = `127.0.0.1:${webhook.info.port}`;
  // BENCH_APP_NODE_ARGS reaches Copydesk's process only, e.g. a CPU profile of the app:
  // BENCH_APP_NODE_ARGS="--cpu-prof --cpu-prof-dir=/tmp/prof" (Node refuses it in NODE_OPTIONS).
  const appNodeArgs = process.env.BENCH_APP_NODE_ARGS?.split(' ').filter(Boolean) ?? [];
  const server = await start('./support/bench-server.ts', [webhookHost], appNodeArgs);
  try {
    const { port, slug, username, password, db } = server.info;
    const origin = `http://127.0.0.1:${port}`;
    const cookie = await signIn(origin, slug!, username!, password!);

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

    // CPU used per request by the process that answers it: far less sensitive to other work on
    // the machine than throughput (on PostgreSQL the database's own processes are not counted).
    const hookCpu0 = await cpuMs(webhook.child);
    const d = await direct(TOTAL);
    const hookCpu = perRequest(hookCpu0, await cpuMs(webhook.child), TOTAL);
    const databaseUrl = process.env.DATABASE_URL;
    const pgCpu0 = databaseUrl ? await pgBackendCpu(databaseUrl) : null;
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
    const pgCpu = databaseUrl ? await pgBackendCpu(databaseUrl) : null;
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
    if (pgCpu && pgCpu0) {
      const ended = [...pgCpu0.keys()].filter((pid) => !pgCpu.has(pid)).length;
      console.log(
        `PostgreSQL backends of the bench database: ` +
          `${fmt(backendCpuBetween(pgCpu0, pgCpu) / TOTAL, 3)} ms CPU per generation ` +
          `(${pgCpu.size} connections at the end, ${ended} ended during the run and are not ` +
          `counted; read from /proc in 10 ms ticks).`,
      );
    }
    console.log(
      `Load average at the end: ${loadavg()
        .map((l) => l.toFixed(2))
        .join(' ')}.`,
    );
    if (a.ok !== a.total || d.ok !== d.total) process.exitCode = 1;
    if (FLOOR) await floor(webhookHost, directBody, d);
  } finally {
    await stop(server.child);
    await stop(webhook.child);
  }
}

await main();
