import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { sql } from 'drizzle-orm';
import { drizzle as drizzlePg, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import {
  consistentDump,
  createPglite,
  isNewDatabase,
  pgliteForDrizzle,
  type PgliteStart,
} from './pglite-client.js';
import { startEmbeddedDatabase } from './pglite-remote.js';
import { releaseConnectionsOfTransactions } from './pool-transactions.js';
import { findTemplate, keepTemplate } from './pglite-template.js';
import { migrationsFolder } from './project-folders.js';
import * as schema from './schema.js';
import type { Config } from '../config.js';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /**
   * Runs `work` while holding the start-up lock (the one migrations take), on a connection of
   * its own without a statement timeout: instances starting together seed one after another.
   */
  exclusive<T>(work: (db: Db) => Promise<T>): Promise<T>;
  /**
   * PGlite only: a consistent tarball of its data directory (`dumpDataDir`, uncompressed), for
   * backups (decision 048). PostgreSQL's are `pg_dump`'s business.
   */
  backup?(): Promise<Uint8Array>;
  close(): Promise<void>;
  /** Queries waiting for a pool connection (PostgreSQL; none on PGlite). */
  waiting?: () => number;
}

/** PostgreSQL pool limits (milliseconds; a statement timeout of 0 means none). */
export interface PoolSettings {
  connectTimeoutMs: number;
  idleTimeoutMs: number;
  statementTimeoutMs: number;
  /** Connections the pool may open at once. */
  size: number;
}

const DEFAULT_POOL_SETTINGS: PoolSettings = {
  connectTimeoutMs: 5_000,
  idleTimeoutMs: 30_000,
  statementTimeoutMs: 30_000,
  size: 10,
};

interface DbLogger {
  warn(obj: object, msg: string): void;
}

const MIGRATION_LOCK = 72_640_201;

/**
 * Opens the database: PostgreSQL when a URL is given, otherwise embedded PGlite in `dataDir`
 * ('memory' keeps it in memory). A new embedded database starts from the migrated template
 * (decision 034); an existing data directory is opened as it is. Migrations are applied before
 * it is returned.
 */
export async function openDatabase(opts: {
  databaseUrl?: string;
  dataDir: string;
  /**
   * PostgreSQL only: keep every table in this schema (created if missing). Tests give each file
   * its own schema so files running side by side on one server never see each other's rows.
   */
  pgSchema?: string;
  pool?: Partial<PoolSettings>;
  /** Where lost connections are reported (they never stop the process). */
  log?: DbLogger;
  /**
   * A new PGlite only: start from this data directory (a `dumpDataDir()` tarball of an already
   * migrated database, or its bytes, which move to the database's thread) instead of the
   * template in `templateDir`.
   */
  initialDataDir?: PgliteStart['initialDataDir'];
  /**
   * Where the template new PGlite databases start from is kept (decision 034): the project's
   * cache, node_modules/.cache/copydesk, unless given. Loading it skips `initdb`, most of
   * PGlite's start-up; migrations still run and find nothing left to do.
   */
  templateDir?: string;
  /**
   * PGlite only: run it on a thread of its own (decision 032; the default), or on the caller's
   * thread. The API test suite shares one PGlite per test worker on the worker's thread: two
   * test files already keep both cores busy, and a thread per database only added messages.
   */
  ownThread?: boolean;
}): Promise<Database> {
  if (opts.databaseUrl) return openPostgres({ ...opts, databaseUrl: opts.databaseUrl });
  const template = { cacheDir: opts.templateDir, log: opts.log };
  const start: PgliteStart = { dataDir: opts.dataDir };
  const isNew = isNewDatabase(opts.dataDir);
  if (isNew) {
    const initialDataDir = opts.initialDataDir ?? findTemplate(template);
    if (initialDataDir) start.initialDataDir = initialDataDir;
  }
  const local = opts.ownThread === false;
  const client = local
    ? await pgliteForDrizzle(createPglite(start))
    : await startEmbeddedDatabase(start, (err) =>
        opts.log?.warn({ err: { message: err.message } }, 'the embedded database stopped'),
      );
  const pgliteDb = drizzlePglite(client, { schema });
  await migratePglite(pgliteDb, { migrationsFolder });
  // A new database that found no template ran `initdb`: migrated and still empty, it is the
  // template of the next ones.
  if (isNew && !start.initialDataDir)
    await keepTemplate(template, () => client.dumpDataDir('none'));
  const db = pgliteDb as unknown as Db;
  return {
    db,
    kind: 'pglite',
    // One process, one connection: nothing else can start at the same time.
    exclusive: (work) => work(db),
    backup: local
      ? () => consistentDump(client)
      : () => (client as unknown as { backupDump(): Promise<Uint8Array> }).backupDump(),
    close: () => client.close(),
  };
}

/**
 * The database the configuration names, migrated, its lost connections reported to `log`.
 * `npm start` opens it while the rest of the app's modules load (decision 035).
 */
export function openConfiguredDatabase(config: Config, log: DbLogger): Promise<Database> {
  return openDatabase({
    databaseUrl: config.DATABASE_URL || undefined,
    dataDir: config.DATA_DIR,
    pool: {
      connectTimeoutMs: config.DATABASE_CONNECT_TIMEOUT_MS,
      idleTimeoutMs: config.DATABASE_IDLE_TIMEOUT_MS,
      statementTimeoutMs: config.DATABASE_QUERY_TIMEOUT_MS,
      size: config.DATABASE_POOL_SIZE,
    },
    log,
  });
}

async function openPostgres(opts: {
  databaseUrl: string;
  pgSchema?: string;
  pool?: Partial<PoolSettings>;
  log?: DbLogger;
}): Promise<Database> {
  const { pgSchema, log } = opts;
  if (pgSchema && !/^[a-z_][a-z0-9_]*$/.test(pgSchema)) throw new Error('Invalid schema name');
  const settings = { ...DEFAULT_POOL_SETTINGS, ...opts.pool };
  const base = {
    connectionString: opts.databaseUrl,
    connectionTimeoutMillis: settings.connectTimeoutMs,
    keepAlive: true,
    ...(pgSchema ? { options: `-c search_path=${pgSchema}` } : {}),
  };
  const report = (err: Error, what: string) =>
    log?.warn({ err: { message: err.message, code: (err as { code?: string }).code } }, what);

  const pool = new pg.Pool({
    ...base,
    max: settings.size,
    idleTimeoutMillis: settings.idleTimeoutMs,
    ...(settings.statementTimeoutMs > 0 ? { statement_timeout: settings.statementTimeoutMs } : {}),
  });
  // A connection the server ends (restart, failover, pg_terminate_backend) emits 'error': on an
  // idle client the pool reports it here and drops the client; on a checked-out one the
  // client's own listener catches it and the query in progress fails (answered 503).
  pool.on('error', (err) => report(err, 'database connection lost; a new one is opened on demand'));
  pool.on('connect', (client) => {
    client.on('error', (err) => report(err, 'database connection lost during use'));
  });
  const pgDb = drizzlePg(pool, { schema });
  releaseConnectionsOfTransactions(pgDb as unknown as NodePgDatabase<never>, pool);
  const db = pgDb as unknown as Db;

  /** A connection of its own (no statement timeout: it may wait for another instance). */
  async function exclusive<T>(work: (db: NodePgDatabase<typeof schema>) => Promise<T>) {
    const client = new pg.Client(base);
    client.on('error', (err) => report(err, 'start-up database connection lost'));
    await client.connect();
    try {
      await client.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK]);
      try {
        return await work(drizzlePg(client, { schema }));
      } finally {
        await client.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK]).catch(() => {});
      }
    } finally {
      await client.end().catch(() => {});
    }
  }

  try {
    // Several app instances may start together: one migrates, the others wait.
    await exclusive(async (lockedDb) => {
      if (pgSchema) await lockedDb.execute(sql.raw(`CREATE SCHEMA IF NOT EXISTS ${pgSchema}`));
      await migratePg(lockedDb, {
        migrationsFolder,
        ...(pgSchema ? { migrationsSchema: pgSchema } : {}),
      });
    });
  } catch (err) {
    await pool.end().catch(() => {});
    throw err;
  }
  return {
    db,
    kind: 'postgres',
    exclusive: (work) => exclusive((lockedDb) => work(lockedDb as unknown as Db)),
    close: () => pool.end(),
    waiting: () => pool.waitingCount,
  };
}
