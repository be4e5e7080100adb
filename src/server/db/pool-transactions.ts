import { NodePgSession, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import type pg from 'pg';

type PoolSession = NodePgSession<Record<string, unknown>, never>;

/**
 * Makes every transaction of `db` give its connection back to `pool`, whatever happens.
 *
 * drizzle's own pool transaction sends BEGIN before the block that releases the connection: a
 * connection lost at that moment (a failover, `pg_terminate_backend`) is never given back. Each
 * such loss keeps one of the pool's connections, and once all are kept every request waits for
 * one and is refused. Here the transaction runs on a connection taken by this function and
 * released in its `finally`; the pool drops it when it is no longer usable.
 */
export function releaseConnectionsOfTransactions(db: NodePgDatabase<never>, pool: pg.Pool) {
  const session = (db as unknown as { session: PoolSession }).session;
  const { dialect, schema, options } = session as unknown as {
    dialect: ConstructorParameters<typeof NodePgSession>[1];
    schema: ConstructorParameters<typeof NodePgSession>[2];
    options: ConstructorParameters<typeof NodePgSession>[3];
  };
  session.transaction = async (work, config) => {
    const client = await pool.connect();
    try {
      // On one client (not a pool), drizzle's transaction neither takes nor releases it.
      const onClient = new NodePgSession(client, dialect, schema, options) as PoolSession;
      return await onClient.transaction(work, config);
    } finally {
      client.release();
    }
  };
}
