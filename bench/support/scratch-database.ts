import { randomBytes } from 'node:crypto';
import pg from 'pg';

export interface ScratchDatabase {
  url: string;
  drop: () => Promise<void>;
}

/**
 * A database of its own on DATABASE_URL's server (`<db>_bench_<purpose>_<hex>`), so a bench's
 * hundreds of thousands of rows never land in a real one; undefined without DATABASE_URL.
 */
export async function scratchDatabase(purpose: string): Promise<ScratchDatabase | undefined> {
  if (!process.env.DATABASE_URL) return undefined;
  const base = new URL(process.env.DATABASE_URL);
  const name = `${base.pathname.slice(1)}_bench_${purpose}_${randomBytes(3).toString('hex')}`;
  const admin = new pg.Client({ connectionString: base.toString() });
  await admin.connect();
  await admin.query(`create database "${name}"`);
  const url = new URL(base);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      await admin.query(`drop database if exists "${name}" with (force)`);
      await admin.end();
    },
  };
}
