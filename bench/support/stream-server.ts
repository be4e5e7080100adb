import { monitorEventLoopDelay } from 'node:perf_hooks';
import { buildApp } from '../../src/server/app.js';
import { loadConfig } from '../../src/server/config.js';
import { webhookSettings } from '../../src/server/db/schema.js';
import { createBenchCompany } from './bench-company.js';

/**
 * Bench child process for bench/generation-stream.ts: one Copydesk instance (PGlite in memory,
 * or the PostgreSQL of DATABASE_URL) in a process of its own, so its RSS is the app's alone.
 * The first instance creates `companies` companies with one user each, whose Facebook assistant
 * points at the automation's `/latency` and blog assistant at its `/slow`; a second instance is
 * given those users. Sends `{port, kind, users}` to the parent; removes its rows on `stop`.
 */
export interface BenchUser {
  slug: string;
  username: string;
  password: string;
}

const opts = JSON.parse(process.argv[2]) as {
  hookHost: string;
  companies: number;
  users?: BenchUser[];
};
const config = loadConfig({
  DATA_DIR: 'memory',
  APP_SECRET: 'bench-secret-bench-secret-bench-secret-0123',
  LOG_LEVEL: 'error',
  WEBHOOK_ALLOW_HOSTS: opts.hookHost,
  DEMO_AUTOMATION: 'false',
  // The bench's users send thousands of requests a minute; the per-company ceiling of running
  // generations is raised so the run measures the instance, not the default of 50.
  API_RATE_LIMIT_PER_MINUTE: '1000000',
  MAX_RUNNING_PER_COMPANY: '100000',
  DATABASE_URL: process.env.DATABASE_URL,
  ...(process.env.DATABASE_POOL_SIZE ? { DATABASE_POOL_SIZE: process.env.DATABASE_POOL_SIZE } : {}),
});
/** Connections waiting to be accepted (Node's default, 511, overflows when thousands connect). */
const BACKLOG = 4096;
const app = await buildApp(config);
await app.listen({ port: 0, host: '127.0.0.1', backlog: BACKLOG });
const address = app.server.address();
const port = typeof address === 'object' && address ? address.port : 0;

const { db } = app.ctx;
const removals: (() => Promise<void>)[] = [];
let users = opts.users;
if (!users) {
  users = [];
  for (let i = 0; i < opts.companies; i++) {
    const bench = await createBenchCompany(db);
    for (const [assistantType, path] of [
      ['facebook', 'latency'],
      ['blog', 'slow'],
    ]) {
      await db.insert(webhookSettings).values({
        companyId: bench.company.id,
        assistantType,
        webhookUrl: `http://${opts.hookHost}/webhook/${path}`,
      });
    }
    users.push({ slug: bench.slug, username: bench.username, password: bench.password });
    removals.push(bench.remove);
  }
}

const lag = monitorEventLoopDelay({ resolution: 10 });
lag.enable();

process.send?.({ ready: true, port, kind: app.ctx.database.kind, users });

process.on('message', (msg: { stop?: boolean }) => {
  if (!msg.stop) return;
  const ms = (ns: number) => (ns / 1e6).toFixed(1);
  console.log(
    `app on port ${port}: event loop delay p50 ${ms(lag.percentile(50))} ms, ` +
      `p99 ${ms(lag.percentile(99))} ms, max ${ms(lag.max)} ms`,
  );
  void (async () => {
    // The jobs and history of the bench companies go with them (cascade).
    for (const remove of removals) await remove().catch(() => undefined);
    await app.close();
    process.exit(0);
  })();
});
process.on('disconnect', () => process.exit(0));
