import { randomBytes } from 'node:crypto';
import pg from 'pg';

/**
 * A fresh, empty PostgreSQL database on the server of DATABASE_URL, named after that database
 * (`<db>_<purpose>_<hex>`), for tests that start whole app processes. `drop()` removes it.
 */
export async function scratchDatabase(purpose: string) {
  const base = new URL(process.env.DATABASE_URL ?? '');
  const name = `${base.pathname.slice(1)}_${purpose}_${randomBytes(4).toString('hex')}`
    .toLowerCase()
    .slice(0, 63);
  const admin = new pg.Client({ connectionString: base.toString() });
  await admin.connect();
  await admin.query(`CREATE DATABASE "${name}"`);
  const url = new URL(base);
  url.pathname = `/${name}`;
  return {
    name,
    url: url.toString(),
    /** One query on the admin connection (the base database, not the scratch one). */
    query: (text: string, values: unknown[] = []) => admin.query(text, values),
    /** One query in the scratch database, on a connection of its own. */
    async queryInside(text: string, values: unknown[] = []) {
      const client = new pg.Client({ connectionString: url.toString() });
      await client.connect();
      try {
        return await client.query(text, values);
      } finally {
        await client.end();
      }
    },
    async drop() {
      await admin.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
      await admin.end();
    },
  };
}
