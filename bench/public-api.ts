/**
 * What a public API token costs against a session cookie, in one run on one Copydesk (its own
 * process, bench/support/bench-server.ts, with the stand-in automation of bench-webhook.ts):
 *
 * 1. generations: `POST /api/generate` (the app, signed-in cookie) against
 *    `POST /api/v1/generations?wait=60` (`Authorization: Bearer cdk_...`), the same body, in
 *    alternating phases (cookie, token, cookie, token) of BENCH_REQUESTS each, at concurrency 20
 *    and 1. The two routes differ in more than the caller (the v1 route reads its job again
 *    before and after waiting, and answers the generation's whole record);
 * 2. the same read both ways: `GET /api/history/{id}` against `GET /api/v1/history/{id}`, one
 *    handler, one answer: the difference is the caller check, over HTTP;
 * 3. the caller check alone, in this process: `checkApiToken` (with the token's hash and rate
 *    count) against the session cookie's check and read (bench/support/auth-check-timing.ts).
 *
 * Prints req/s, p50 and p95 of each, and the p50 difference, token minus cookie. Target: the
 * token check adds under 0.3 ms at p50. Nothing is asserted.
 *
 *   npx tsx bench/public-api.ts                        # PGlite in memory
 *   DATABASE_URL=postgres://... npx tsx bench/public-api.ts
 *   BENCH_REQUESTS=1000 BENCH_WARMUP=200 BENCH_CONCURRENCY=20,1 npx tsx bench/public-api.ts
 */
import type { ChildProcess } from 'node:child_process';
import { cpus, loadavg } from 'node:os';
import { request } from 'undici';
import { timeAuthChecks } from './support/auth-check-timing.js';
import { childCpuMs, signInOverHttp, startChild, stopChild } from './support/bench-child.js';
import { mergeLoads, percentile, runTimedLoad, type TimedLoad } from './support/timed-load.js';

const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 1000);
const WARMUP = Number(process.env.BENCH_WARMUP ?? 200);
const CONCURRENCIES = (process.env.BENCH_CONCURRENCY ?? '20,1').split(',').map(Number);
/** Calls of each side in the in-process check: rounds of this many, taking turns. */
const CHECK_ROUNDS = 10;
const CHECK_PER_ROUND = Number(process.env.BENCH_CHECKS ?? 1000);

const loadAverage = () =>
  loadavg()
    .map((l) => l.toFixed(2))
    .join(' ');
const fmt = (n: number, digits = 2) => n.toFixed(digits);
/** The child's database, `pglite` or `postgres`. */
let database = '';

interface Side {
  method: 'GET' | 'POST';
  path: string;
  body?: string;
  headers: Record<string, string>;
}

function row(name: string, load: TimedLoad) {
  const total = load.latencies.length;
  const failed = Object.entries(load.failures)
    .map(([k, v]) => `${k}: ${v}`)
    .join(', ');
  return (
    `| ${name.padEnd(34)} | ${fmt((total / load.elapsedMs) * 1000, 0).padStart(6)} | ` +
    `${fmt(percentile(load.latencies, 50)).padStart(7)} | ` +
    `${fmt(percentile(load.latencies, 95)).padStart(7)} | ${load.ok}/${total}` +
    `${failed ? ` (${failed})` : ''} |`
  );
}

/**
 * Warms both sides up, then runs cookie, token, cookie, token; prints each phase and both sides
 * merged, the p50 difference and Copydesk's CPU per request on each side. Returns both
 * differences, token minus cookie (ms).
 */
async function compare(
  what: string,
  app: { origin: string; child: ChildProcess },
  cookie: Side,
  token: Side,
  concurrency: number,
): Promise<{ p50: number; cpu: number }> {
  const run = (side: Side, total: number) =>
    runTimedLoad({ origin: app.origin, ...side, total, concurrency });
  await run(cookie, WARMUP);
  await run(token, WARMUP);
  const phases: { cookie: TimedLoad[]; token: TimedLoad[] } = { cookie: [], token: [] };
  const cpu = { cookie: 0, token: 0 };
  for (let i = 0; i < 2; i++) {
    for (const name of ['cookie', 'token'] as const) {
      const before = await childCpuMs(app.child);
      phases[name].push(await run(name === 'cookie' ? cookie : token, REQUESTS));
      cpu[name] += (await childCpuMs(app.child)) - before;
    }
  }
  const c = mergeLoads(phases.cookie);
  const t = mergeLoads(phases.token);
  const diff = percentile(t.latencies, 50) - percentile(c.latencies, 50);
  const names = {
    cookie: `${cookie.method} ${cookie.path}`,
    token: `${token.method} ${token.path}`,
  };
  console.log('');
  console.log(`${what}, concurrency ${concurrency}, ${REQUESTS} requests a phase:`);
  console.log('| phase                              |  req/s | p50 ms  | p95 ms  | answered 200 |');
  console.log('|------------------------------------|-------:|--------:|--------:|--------------|');
  for (let i = 0; i < 2; i++) {
    console.log(row(`${i * 2 + 1}. cookie`, phases.cookie[i]));
    console.log(row(`${i * 2 + 2}. token`, phases.token[i]));
  }
  console.log(row(`cookie: ${names.cookie.replace(/\?.*/, '')}`, c));
  console.log(row(`token: ${names.token.replace(/\?.*/, '')}`, t));
  const pairs = phases.cookie.map(
    (load, i) => percentile(phases.token[i].latencies, 50) - percentile(load.latencies, 50),
  );
  console.log(
    `token minus cookie at p50: ${fmt(diff)} ms (phases 1-2: ${fmt(pairs[0])}, ` +
      `3-4: ${fmt(pairs[1])}); at p95: ` +
      `${fmt(percentile(t.latencies, 95) - percentile(c.latencies, 95))} ms.`,
  );
  const perRequest = (ms: number) => ms / (REQUESTS * 2);
  console.log(
    `Copydesk's CPU per request: cookie ${fmt(perRequest(cpu.cookie), 3)} ms, token ` +
      `${fmt(perRequest(cpu.token), 3)} ms (token minus cookie ` +
      `${fmt(perRequest(cpu.token - cpu.cookie), 3)} ms; ` +
      `${database === 'pglite' ? 'database included' : 'PostgreSQL not counted'}).`,
  );
  if (c.ok !== c.latencies.length || t.ok !== t.latencies.length) process.exitCode = 1;
  return { p50: diff, cpu: perRequest(cpu.token - cpu.cookie) };
}

async function main() {
  const loadAtStart = loadAverage();
  const limits = { API_TOKEN_RATE_PER_MINUTE: '1000000', API_RATE_LIMIT_PER_MINUTE: '1000000' };
  const webhook = await startChild('./bench-webhook.ts');
  const webhookHost = `127.0.0.1:${webhook.info.port}`;
  const server = await startChild('./bench-server.ts', [webhookHost], limits);
  const results: Record<string, { p50: number; cpu: number }> = {};
  try {
    const { port, slug, username, password, db } = server.info;
    const origin = `http://127.0.0.1:${port}`;
    const app = { origin, child: server.child };
    database = db ?? '';
    console.log(`Load average at the start: ${loadAtStart}.`);
    console.log(
      `public-api: database ${db}, ${cpus().length} CPU cores ` +
        `(${cpus()[0]?.model.trim() ?? 'unknown'}), Node ${process.version}`,
    );
    const cookie = await signInOverHttp(origin, {
      slug: slug!,
      username: username!,
      password: password!,
    });
    // A token as the app's page makes one: the session cookie, from our own origin.
    const json = { 'content-type': 'application/json' };
    const made = await request(`${origin}/api/me/tokens?company=${slug}`, {
      method: 'POST',
      headers: { ...json, cookie, origin },
      body: JSON.stringify({
        name: 'Bench',
        scopes: ['generate', 'history:read'],
        expiresInDays: 1,
      }),
    });
    const madeText = await made.body.text();
    if (made.statusCode !== 200) throw new Error(`no token: ${made.statusCode} ${madeText}`);
    const bearer = `Bearer ${(JSON.parse(madeText) as { token: string }).token}`;

    const formData = {
      postTopic: 'Why small clinics need multi-factor authentication',
      targetAudience: 'Owners of small medical clinics',
      toneOfVoice: 'professional',
    };
    const body = JSON.stringify({ assistantType: 'facebook', formData, sessionId: 'bench-1' });
    const first = await request(`${origin}/api/generate?company=${slug}`, {
      method: 'POST',
      headers: { ...json, cookie },
      body,
    });
    const firstText = await first.body.text();
    if (first.statusCode !== 200) throw new Error(`generate: ${first.statusCode} ${firstText}`);
    const { historyId } = JSON.parse(firstText) as { historyId: number };

    for (const concurrency of CONCURRENCIES) {
      results[`generate c${concurrency}`] = await compare(
        'Generations',
        app,
        {
          method: 'POST',
          path: `/api/generate?company=${slug}`,
          body,
          headers: { ...json, cookie },
        },
        {
          method: 'POST',
          path: '/api/v1/generations?wait=60',
          body,
          headers: { ...json, authorization: bearer },
        },
        concurrency,
      );
    }
    for (const concurrency of CONCURRENCIES) {
      results[`history item c${concurrency}`] = await compare(
        'One history item, the same handler',
        app,
        { method: 'GET', path: `/api/history/${historyId}?company=${slug}`, headers: { cookie } },
        { method: 'GET', path: `/api/v1/history/${historyId}`, headers: { authorization: bearer } },
        concurrency,
      );
    }
  } finally {
    await stopChild(server.child);
    await stopChild(webhook.child);
  }

  // With the children stopped, so nothing else of the bench runs meanwhile.
  const checks = await timeAuthChecks({ rounds: CHECK_ROUNDS, perRound: CHECK_PER_ROUND });
  const side = (name: string, times: number[]) =>
    `${name} p50 ${fmt(percentile(times, 50), 3)} ms, p95 ${fmt(percentile(times, 95), 3)} ms`;
  const checkDiff = percentile(checks.token, 50) - percentile(checks.cookie, 50);
  console.log('');
  console.log(
    `The caller check alone, in-process (${checks.db}), ${CHECK_ROUNDS * CHECK_PER_ROUND} calls ` +
      `of each, one at a time: ${side('token (hash, rate count, checkApiToken)', checks.token)}; ` +
      `${side('cookie (HMAC, session read)', checks.cookie)}.`,
  );
  console.log('');
  console.log('Token minus cookie (target: the token check adds under 0.3 ms at p50):');
  for (const [name, diff] of Object.entries(results)) {
    console.log(
      `  ${`${name} over HTTP`.padEnd(28)} p50 ${fmt(diff.p50).padStart(6)} ms, ` +
        `Copydesk CPU ${fmt(diff.cpu, 3)} ms a request`,
    );
  }
  console.log(`  ${'caller check in-process'.padEnd(28)} p50 ${fmt(checkDiff, 3).padStart(6)} ms`);
  console.log(`Load average at the end: ${loadAverage()}.`);
}

await main();
