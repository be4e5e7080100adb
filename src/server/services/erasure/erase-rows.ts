import { count, sql, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { AppContext } from '../../context.js';

/** A transaction of the app's database. */
export type Tx = Parameters<Parameters<AppContext['db']['transaction']>[0]>[0];

/**
 * Deletes the rows of `table` matching `where` and answers how many went, counted by the
 * database (one statement, no row sent back), for the erasure's audit entry.
 */
export async function deleteCounting(tx: Tx, table: PgTable, where: SQL): Promise<number> {
  const gone = tx.$with('gone').as(
    tx
      .delete(table)
      .where(where)
      .returning({ one: sql`1` }),
  );
  const [row] = await tx.with(gone).select({ n: count() }).from(gone);
  return Number(row?.n ?? 0);
}

/**
 * After an erasure committed: the erased jobs that were running are aborted wherever they run
 * (the `cancel` job event reaches every instance). Their runs then find no row to finish, so
 * nothing is written back; this only stops the automation calls early.
 */
export function abortErasedJobs(ctx: AppContext, jobIds: readonly string[]): void {
  for (const id of jobIds) ctx.jobEvents.publish({ type: 'cancel', id });
}
