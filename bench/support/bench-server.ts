import { writeFileSync } from 'node:fs';
import { Session } from 'node:inspector/promises';
import pg from 'pg';
import { buildApp } from '../../src/server/app.js';
import { loadConfig } from '../../src/server/config.js';
import { webhookSettings } from '../../src/server/db/schema.js';
import { createBenchCompany } from './bench-company.js';

/**
 * Bench child process: Copydesk as `npm start` runs it (PGlite in memory, or in BENCH_DATA_DIR
 * on disk, or the PostgreSQL of DATABASE_URL), listening on 127.0.0.1, with one company whose
 * Facebook assistant points at the bench webhook. Sends the port and credentials to the parent;
 * answers `{ cpu }` and `{ queries }` with what it used so far; removes its rows on `stop`.
 */
const webhookHost = process.argv[2];

let queries = 0;

/**
 * Counts every query the app sends to PostgreSQL, each one round trip (pg waits for a query's
 * answer before sending the next on its connection), so the bench shows what a generation costs
 * in round trips. Wraps `pg.Client` itself, under the pool and drizzle; PGlite is not counted.
 */
function countQueries() {
  const query = pg.Client.prototype.query as (...args: unknown[]) => unknown;
  pg.Client.prototype.query = function (this: pg.Client, ...args: unknown[]) {
    queries += 1;
    return query.apply(this, args);
  } as typeof pg.Client.prototype.query;
}

countQueries();
const config = loadConfig({
  DATA_DIR: process.env.BENCH_DATA_DIR ?? 'memory',
  APP_SECRET: 'bench-secret-bench-secret-bench-secret-0123',
  LOG_LEVEL: 'silent',
  WEBHOOK_ALLOW_HOSTS: webhookHost,
  DEMO_AUTOMATION: 'false',
  // Each load worker sends its own X-Forwarded-For, as 20 users behind a proxy would, so the
  // per-address API rate limit (1200 a minute) applies per simulated user.
  TRUST_PROXY: '1',
  DATABASE_URL: process.env.DATABASE_URL,
  // Left unset, the defaults; bench/public-api.ts raises both (one token, one address).
  API_RATE_LIMIT_PER_MINUTE: process.env.API_RATE_LIMIT_PER_MINUTE,
  API_TOKEN_RATE_PER_MINUTE: process.env.API_TOKEN_RATE_PER_MINUTE,
});
const app = await buildApp(config);
await app.listen({ port: 0, host: '127.0.0.1' });
const address = app.server.address();
const port = typeof address === 'object' && address ? address.port : 0;

const { db } = app.ctx;
const { company, slug, username, password, remove } = await createBenchCompany(db);
await db.insert(webhookSettings).values({
  companyId: company.id,
  assistantType: 'facebook',
  webhookUrl: `http://${webhookHost}/webhook/facebook`,
  apiKeyEncrypted: app.ctx.secrets.encrypt('Bearer bench-key'),
});

process.send?.({ ready: true, port, slug, username, password, db: app.ctx.database.kind });

// A CPU profile of the measured requests only (BENCH_PROFILE_DIR), without start-up.
const inspector = new Session();
async function profile(step: 'start' | 'stop', file?: string) {
  if (step === 'start') {
    inspector.connect();
    await inspector.post('Profiler.enable');
    await inspector.post('Profiler.start');
  } else {
    const { profile: data } = await inspector.post('Profiler.stop');
    writeFileSync(file!, JSON.stringify(data));
    inspector.disconnect();
  }
  process.send?.({ profiled: step });
}

process.on(
  'message',
  (msg: {
    stop?: boolean;
    cpu?: boolean;
    queries?: boolean;
    profile?: 'start' | 'stop';
    file?: string;
  }) => {
    // The CPU time this process used so far and the queries it sent (compared per request).
    if (msg.cpu) process.send?.({ cpu: process.cpuUsage() });
    if (msg.queries) process.send?.({ queries });
    if (msg.profile) void profile(msg.profile, msg.file);
    if (!msg.stop) return;
    void (async () => {
      await app.ctx.activity.flush();
      await remove();
      await app.close();
      process.exit(0);
    })();
  },
);
process.on('disconnect', () => process.exit(0));
