import { existsSync, statfsSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { ConfigError, loadConfig, type Config } from './config.js';
import { databaseOutage, errorWords } from './db/unavailable.js';
import { openConfiguredDatabase } from './db/connection.js';
import { isNewDatabase } from './db/pglite-client.js';
import { createLogger } from './operations/logger.js';
import { installShutdown } from './operations/shutdown.js';
import { startBackups } from './backups/backup-service.js';
import { startDailyTasks } from './maintenance/daily.js';
import {
  adoptDemoAutomationAddress,
  runDemoOnModel,
  seedIfEmpty,
  type SeededAccount,
} from './services/seed.js';

function printWelcome(config: Config, port: number, seeded: SeededAccount[]) {
  const base = config.BASE_DOMAIN;
  const url = (sub?: string) => `http://${sub ? `${sub}.` : ''}${base}:${port}`;
  // The demo company first: with the demo automation it generates at once.
  const lines = [
    '',
    `Copydesk is running: ${url('demo')} (demo company: start here)`,
    `Operator tenant:     ${url()}`,
  ];
  if (seeded.length > 0) {
    lines.push('', 'Accounts created on this first start (shown only once):');
    const demoFirst = [...seeded].sort(
      (a, b) => Number(b.companyId === 'demo') - Number(a.companyId === 'demo'),
    );
    for (const a of demoFirst) {
      const where = a.companyId === 'demo' ? url('demo') : url();
      const note = a.generated ? '  (must be changed at first sign-in)' : '';
      lines.push(`  ${where}  ${a.username.padEnd(11)} ${a.password}${note}`);
    }
  }
  if (!config.LOG_REQUESTS)
    lines.push('', 'Request logs are off (LOG_REQUESTS=true turns them on).');
  lines.push('');
  console.log(lines.join('\n'));
}

/** A start refused before the embedded database touched the disk: there is no room for it. */
class DiskFullError extends Error {}

/** One line that says what went wrong at start-up, in the operator's terms. */
function describeStartupError(err: unknown, config: Config, freeBefore: number | null): string {
  const outage = config.DATABASE_URL ? databaseOutage(err) : null;
  if (config.DATABASE_URL && outage && outage.kind !== 'full') {
    const db = new URL(config.DATABASE_URL);
    const where = `the database at ${db.host}${db.pathname}`;
    if (outage.kind === 'read-only') {
      return (
        `${where} is read-only (${outage.reason}). Copydesk needs to write to it: check that ` +
        'DATABASE_URL points at the primary, and that the database is not set read-only.'
      );
    }
    return (
      `${where} cannot be reached (${outage.reason}). ` +
      'Check DATABASE_URL and that PostgreSQL is running.'
    );
  }
  const e = (err ?? {}) as { code?: unknown };
  if (e.code === 'EADDRINUSE') return `port ${config.PORT} on ${config.HOST} is already in use.`;
  // The least free space seen, before the start or after it failed: what a failed start wrote,
  // or gave back while it stopped, never hides a disk that was full.
  const freeAfter = config.DATABASE_URL ? null : freeMegabytes(config.DATA_DIR);
  const seen = [freeBefore, freeAfter].filter((mb): mb is number => mb !== null);
  const freeMb = seen.length > 0 ? Math.min(...seen) : null;
  if (err instanceof DiskFullError || (freeMb !== null && freeMb < LOW_DISK_MB)) {
    return (
      `the disk holding ${config.DATA_DIR} is full (${freeMb} MB free). ` +
      'The embedded database needs room to start: free some space, then start again.'
    );
  }
  return errorWords(err) ?? String(err);
}

/**
 * Below this, a failed start of the embedded database is told as a full disk: PostgreSQL needs
 * room to start (a checkpoint, a 16 MB write-ahead log segment), and PGlite's own words for it
 * are "PGlite failed to initialize properly" or an Emscripten errno.
 */
const LOW_DISK_MB = 64;

/**
 * The free space on the embedded database's disk before it opens (null for `memory` and
 * PostgreSQL). A new data directory is refused below `LOW_DISK_MB` before anything is written:
 * PGlite's own failure on a full disk depends on how far it got (an Emscripten errno, "PGlite
 * failed to initialize properly", a thread that stops), and it would leave half a directory.
 */
function checkRoomToStart(config: Config): number | null {
  if (config.DATABASE_URL) return null;
  const freeMb = freeMegabytes(config.DATA_DIR);
  if (freeMb !== null && freeMb < LOW_DISK_MB && isNewDatabase(config.DATA_DIR))
    throw new DiskFullError(`${freeMb} MB free`);
  return freeMb;
}

/** Free megabytes on the disk that holds (or will hold) `dataDir`; null for `memory`. */
function freeMegabytes(dataDir: string): number | null {
  if (dataDir === 'memory') return null;
  let dir = resolve(dataDir);
  while (!existsSync(dir) && dirname(dir) !== dir) dir = dirname(dir);
  try {
    const fs = statfsSync(dir);
    return Math.floor((fs.bavail * fs.bsize) / (1024 * 1024));
  } catch {
    return null;
  }
}

/**
 * `npm start`: open and migrate the database, seed it (one instance at a time), and only then
 * listen. Any failure on the way ends the process with a message and exit code 1, never with a
 * half-started listener. The database opens (on its own thread when embedded) while the rest of
 * the app's modules load (decision 035): a configuration error is told before either.
 */
async function main() {
  let config: Config;
  try {
    config = loadConfig();
  } catch (err) {
    if (err instanceof ConfigError) {
      console.error(err.message);
      process.exit(1);
    }
    throw err;
  }
  const logger = createLogger(config);
  let freeBefore: number | null = null;
  try {
    freeBefore = checkRoomToStart(config);
  } catch (err) {
    console.error(`Copydesk could not start: ${describeStartupError(err, config, null)}`);
    process.exit(1);
  }
  const database = openConfiguredDatabase(config, logger);
  // Failing while the modules load is told below, once awaited, not as an unhandled rejection.
  database.catch(() => undefined);
  let app: FastifyInstance | undefined;
  try {
    const { buildApp } = await import('./app.js');
    app = await buildApp(config, { serveWeb: true, opening: { database, logger } });
    const seeded = await app.ctx.database.exclusive(async (db) => {
      if (config.DEMO_AUTOMATION) await adoptDemoAutomationAddress(db);
      const accounts = await seedIfEmpty(db, {
        platformAdminPassword: config.SEED_PLATFORM_ADMIN_PASSWORD,
        demoAdminPassword: config.SEED_DEMO_ADMIN_PASSWORD,
        demoUserPassword: config.SEED_DEMO_USER_PASSWORD,
        demoAutomation: config.DEMO_AUTOMATION,
      });
      if (config.MODEL_API_KEY) await runDemoOnModel(db);
      return accounts;
    });
    await startBackups(app, config);
    startDailyTasks(app);
    await app.listen({ port: config.PORT, host: config.HOST, backlog: config.LISTEN_BACKLOG });
    installShutdown(app, {
      timeoutMs: config.SHUTDOWN_TIMEOUT_MS,
      delayMs: config.SHUTDOWN_DELAY_MS,
    });
    const address = app.server.address();
    const port = typeof address === 'object' && address ? address.port : config.PORT;
    printWelcome(config, port, seeded);
  } catch (err) {
    console.error(`Copydesk could not start: ${describeStartupError(err, config, freeBefore)}`);
    logger.debug({ err }, 'start-up failed');
    process.exit(1);
  }
}

void main();
