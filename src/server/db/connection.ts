import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import * as schema from './schema.js';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  close(): Promise<void>;
}

/** drizzle/ sits three levels above both src/server/db and dist/server/db. */
const migrationsFolder = fileURLToPath(new URL('../../../drizzle', import.meta.url));
const MIGRATION_LOCK = 72_640_201;

/**
 * Opens the database: PostgreSQL when a URL is given, otherwise embedded PGlite in `dataDir`
 * ('memory' keeps it in memory). Migrations are applied before it is returned.
 */
export async function openDatabase(opts: {
  databaseUrl?: string;
  dataDir: string;
  /**
   * PostgreSQL only: keep every table in this schema (created if missing). Tests give each file
   * its own schema so files running side by side on one server never see each other's rows.
   */
  pgSchema?: string;
}): Promise<Database> {
  if (opts.databaseUrl) {
    const pgSchema = opts.pgSchema;
    if (pgSchema && !/^[a-z_][a-z0-9_]*$/.test(pgSchema)) throw new Error('Invalid schema name');
    const pool = new pg.Pool({
      connectionString: opts.databaseUrl,
      max: 10,
      ...(pgSchema ? { options: `-c search_path=${pgSchema}` } : {}),
    });
    const db = drizzlePg(pool, { schema });
    const client = await pool.connect();
    try {
      // Several app instances may start together: one migrates, the others wait.
      await client.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK]);
      if (pgSchema) await client.query(`CREATE SCHEMA IF NOT EXISTS ${pgSchema}`);
      await migratePg(drizzlePg(client, { schema }), {
        migrationsFolder,
        ...(pgSchema ? { migrationsSchema: pgSchema } : {}),
      });
    } finally {
      await client.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK]).catch(() => {});
      client.release();
    }
    return { db: db as unknown as Db, kind: 'postgres', close: () => pool.end() };
  }
  let client: PGlite;
  if (opts.dataDir === 'memory') {
    client = new PGlite();
  } else {
    mkdirSync(opts.dataDir, { recursive: true });
    client = new PGlite(`${opts.dataDir}/pgdata`);
  }
  const db = drizzlePglite(client, { schema });
  await migratePglite(db, { migrationsFolder });
  return { db: db as unknown as Db, kind: 'pglite', close: () => client.close() };
}
