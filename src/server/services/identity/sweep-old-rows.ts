import { sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/connection.js';

/**
 * Rows kept only to be counted for a while (sign-in failures, rate-limit windows): those whose
 * `at` is older than a day are deleted by about one call in a hundred (`chance`), so the table
 * holds about a day of them with no timer, whatever instance is running.
 */
export async function sweepOldRows(
  db: Pick<Db, 'delete'>,
  table: PgTable,
  at: PgColumn,
  chance = 0.01,
) {
  if (Math.random() >= chance) return;
  await db.delete(table).where(sql`${at} < now() - interval '1 day'`);
}
