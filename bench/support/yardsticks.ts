import type { ChildProcess } from 'node:child_process';
import { request } from 'undici';
import { childCpuMs, startChild, stopChild } from './bench-child.js';
import { runLoad, type LoadResult } from './load.js';
import { backendCpuBetween, pgBackendCpu } from './pg-backend-cpu.js';

/**
 * The yardsticks of bench/generate-overhead.ts: what a generation would cost with no Copydesk
 * code, measured under the same load in the same run, so Copydesk's figures read against them.
 */

export interface YardstickLoad {
  /** The body of each request (the direct call's, so every path moves the same bytes). */
  body: string;
  total: number;
  warmup: number;
  concurrency: number;
  /** The direct call to the webhook, measured in this run. */
  direct: LoadResult;
  databaseUrl?: string;
}

export const fmt = (n: number, digits = 1) => n.toFixed(digits);

/** One row of the bench's results table. */
export function row(name: string, r: LoadResult) {
  const failed = Object.entries(r.failures)
    .map(([k, v]) => `${k}: ${v}`)
    .join(', ');
  return (
    `| ${name.padEnd(26)} | ${fmt(r.rps, 0).padStart(7)} | ${fmt(r.p50, 2).padStart(8)} | ` +
    `${fmt(r.p99, 2).padStart(8)} | ${String(r.ok).padStart(5)}/${r.total}${failed ? ` (${failed})` : ''} |`
  );
}

/**
 * Warms a yardstick up, then prints its row: share of the direct call, CPU of its process and,
 * when it uses PostgreSQL, of the database's backends, and the latency it adds.
 */
async function measureYardstick(
  name: string,
  child: ChildProcess,
  roundTrips: number,
  load: (total: number) => Promise<LoadResult>,
  opts: YardstickLoad,
) {
  await load(opts.warmup);
  const url = roundTrips > 0 ? opts.databaseUrl : undefined;
  const pgCpu0 = url ? await pgBackendCpu(url) : null;
  const cpu0 = await childCpuMs(child);
  const r = await load(opts.total);
  const cpu = ((await childCpuMs(child)) - cpu0) / opts.total;
  const pgCpu = url && pgCpu0 ? backendCpuBetween(pgCpu0, await pgBackendCpu(url)) : null;
  const pg =
    pgCpu === null
      ? ''
      : `; PostgreSQL ${fmt(pgCpu / opts.total, 3)} ms CPU and ${roundTrips} round ` +
        `trip${roundTrips === 1 ? '' : 's'} a request`;
  console.log(
    `${row(name, r)} ${fmt((r.rps / opts.direct.rps) * 100).padStart(4)}% | ` +
      `(${fmt(cpu, 3)} ms CPU a request${pg}; adds ${fmt(r.p50 - opts.direct.p50, 2)} ms at p50)`,
  );
}

/**
 * The least any generation path could cost on this machine: a bare `node:http` proxy to the
 * same webhook with 0, 1 and 3 PostgreSQL round trips per request (floor-server.ts), and on
 * PostgreSQL the stack, under the same load, as a share of the direct call measured in this run.
 */
export async function measureYardsticks(webhookHost: string, opts: YardstickLoad) {
  const variants = opts.databaseUrl ? [0, 1, 3] : [0];
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
    const proxy = await startChild('./floor-server.ts', [webhookHost, String(statements)]);
    try {
      const load = (total: number) =>
        runLoad({
          origin: `http://127.0.0.1:${proxy.info.port}`,
          path: '/',
          body: opts.body,
          headers: { 'content-type': 'application/json' },
          total,
          concurrency: opts.concurrency,
        });
      const name = `proxy, ${statements} statement${statements === 1 ? '' : 's'}`;
      await measureYardstick(name, proxy.child, statements, load, opts);
    } finally {
      await stopChild(proxy.child);
    }
  }
  if (opts.databaseUrl) await stackFloor(webhookHost, opts);
}

/** The `copydesk.sid=...` pair an answer set, for the requests that follow. */
function sessionCookie(headers: Record<string, string | string[] | undefined>, what: string) {
  const setCookie = ([] as string[]).concat(headers['set-cookie'] ?? []);
  const cookie = setCookie.map((c) => c.split(';')[0]).find((c) => c.includes('copydesk.sid='));
  if (!cookie) throw new Error(`${what} set no session cookie`);
  return cookie;
}

/**
 * The second yardstick: the stack Copydesk is built on, with no Copydesk code
 * (stack-floor-server.ts): Fastify, rate limit, cookie, a session read from PostgreSQL, a
 * zod-validated body, an insert, the webhook call and an update; 3 round trips a request.
 */
async function stackFloor(webhookHost: string, opts: YardstickLoad) {
  const server = await startChild('./stack-floor-server.ts', [webhookHost]);
  try {
    const origin = `http://127.0.0.1:${server.info.port}`;
    const login = await request(`${origin}/login`, { method: 'POST' });
    await login.body.dump();
    const cookie = sessionCookie(login.headers, 'the stack floor');
    const load = (total: number) =>
      runLoad({
        origin,
        path: '/generate',
        body: opts.body,
        headers: { 'content-type': 'application/json', cookie },
        total,
        concurrency: opts.concurrency,
      });
    await measureYardstick('stack, 3 statements', server.child, 3, load, opts);
  } finally {
    await stopChild(server.child);
  }
}
