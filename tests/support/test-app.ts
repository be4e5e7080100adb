import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { buildApp } from '../../src/server/app.js';
import { testConfig, type Config } from '../../src/server/config.js';
import { openDatabase, type Database } from '../../src/server/db/connection.js';
import { templateBytes } from './template-bytes.js';
import { whenDone } from './when-done.js';

/** The password of every user the factories make (factories.ts). */
export const PASSWORD = 'Correct-Horse-9-Battery';

export interface TestApp {
  app: FastifyInstance;
  database: Database;
}

/**
 * A real database and a fresh app on it for a test file: in-memory PGlite, or the PostgreSQL of
 * DATABASE_URL. Every factory call (factories.ts) makes its own company, so tests never collide.
 *
 * PGlite starts from the migrated template the global setup made once (tests/global-setup.ts).
 * The files a worker runs one after the other share one such database (starting PGlite was most
 * of a small file's time); each file works in companies of its own. A file whose assertions
 * cover every company (operator figures, the platform's seed) asks for `ownDatabase`.
 * On PostgreSQL each file works in a schema of its own.
 */
export async function createTestApp(
  overrides: Partial<Config> = {},
  opts: { ownDatabase?: boolean } = {},
): Promise<TestApp> {
  const config = testConfig(overrides);
  const pgSchema = config.DATABASE_URL ? `test_${randomBytes(6).toString('hex')}` : undefined;
  const shared = !config.DATABASE_URL && !opts.ownDatabase;
  const database = shared
    ? await (sharedDatabase ??= openPglite())
    : config.DATABASE_URL
      ? await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: 'memory', pgSchema })
      : await openPglite();
  const app = await buildApp(config, { database });
  await app.ready();
  whenDone(async () => {
    await app.close();
    if (pgSchema) await database.db.execute(sql.raw(`DROP SCHEMA ${pgSchema} CASCADE`));
    if (!shared) await database.close();
  });
  return { app, database };
}

/** The PGlite the files of this worker share (vitest.config.ts: the API files run unisolated). */
let sharedDatabase: Promise<Database> | undefined;

function openPglite(): Promise<Database> {
  return openDatabase({
    dataDir: 'memory',
    initialDataDir: templateBytes(),
    // On this worker's own thread (decision 032): tests/unit/db/pglite-thread.test.ts and the
    // browser suite cover the database's thread.
    ownThread: false,
  });
}

export const hostOf = (slug: string) => `${slug}.localhost`;

/** Signs in through the API and returns the cookie header to send afterwards. */
export async function signIn(
  t: TestApp,
  slug: string,
  username: string,
  password = PASSWORD,
  ip = '10.1.1.1',
): Promise<string> {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    headers: { host: hostOf(slug) },
    payload: { username, password },
    remoteAddress: ip,
  });
  if (res.statusCode !== 200) throw new Error(`sign-in failed: ${res.statusCode} ${res.body}`);
  const cookie = res.cookies.find((c) => c.name.endsWith('copydesk.sid') && c.value);
  return `${cookie!.name}=${cookie!.value}`;
}

/** A request on a company's host, optionally signed in. */
export function call(
  t: TestApp,
  opts: {
    method?: InjectOptions['method'];
    url: string;
    slug: string;
    cookie?: string;
    payload?: unknown;
    headers?: Record<string, string>;
  },
) {
  return t.app.inject({
    method: opts.method ?? 'GET',
    url: opts.url,
    headers: {
      host: hostOf(opts.slug),
      ...(opts.cookie ? { cookie: opts.cookie } : {}),
      ...opts.headers,
    },
    ...(opts.payload !== undefined ? { payload: opts.payload as InjectOptions['payload'] } : {}),
  });
}
