import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '@server/db/connection.js';
import { scratchDatabase } from '../../support/scratch-postgres.js';
import { startTcpProxy } from '../../support/tcp-proxy.js';

/**
 * A transaction whose connection is lost at its very first statement (a failover, or
 * `pg_terminate_backend`, between taking a connection from the pool and BEGIN) gives the
 * connection back: otherwise each such loss keeps one of the pool's connections forever and, once
 * all are kept, every request waits for one and is refused.
 */
describe.skipIf(!process.env.DATABASE_URL)('a transaction whose connection is lost', () => {
  const cleanup: (() => Promise<unknown>)[] = [];
  afterAll(async () => {
    for (const step of cleanup.reverse()) await step().catch(() => undefined);
  });

  it('at BEGIN leaves the pool usable', async () => {
    const scratch = await scratchDatabase('txloss');
    cleanup.push(() => scratch.drop());
    const server = new URL(scratch.url);
    const proxy = await startTcpProxy({ host: server.hostname, port: Number(server.port || 5432) });
    cleanup.push(() => proxy.stop());
    const viaProxy = new URL(scratch.url);
    viaProxy.hostname = '127.0.0.1';
    viaProxy.port = String(proxy.port);
    const database: Database = await openDatabase({
      databaseUrl: viaProxy.toString(),
      dataDir: 'memory',
      pool: { size: 1, connectTimeoutMs: 2_000 },
    });
    cleanup.push(() => database.close());
    const { db } = database;

    for (let loss = 0; loss < 3; loss++) {
      proxy.cutNextMessageWith('begin');
      await expect(db.transaction((tx) => tx.execute(sql`select 1`))).rejects.toThrow();
    }
    // The one connection of the pool is free again: a statement and a transaction both run.
    const one = await db.execute<{ n: number }>(sql`select 1 as n`);
    expect((one as unknown as { rows: { n: number }[] }).rows).toEqual([{ n: 1 }]);
    const two = await db.transaction(async (tx) => {
      const res = await tx.execute<{ n: number }>(sql`select 2 as n`);
      return (res as unknown as { rows: { n: number }[] }).rows[0].n;
    });
    expect(two).toBe(2);
  });
});
