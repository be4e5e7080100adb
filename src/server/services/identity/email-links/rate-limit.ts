import { sql } from 'drizzle-orm';
import type { Db } from '../../../db/connection.js';
import { rateLimitCounters } from '../../../db/schema.js';
import { sweepOldRows } from '../sweep-old-rows.js';

/**
 * Takes one request of `key` in the current fixed window of `windowMs`, if fewer than `max`
 * were taken: one upsert whose condition PostgreSQL checks on the locked row, so every instance
 * shares the count and simultaneous requests never pass it together. False: over the limit.
 */
export async function takeRequest(
  db: Pick<Db, 'insert' | 'delete'>,
  opts: { key: string; max: number; windowMs: number },
): Promise<boolean> {
  const windowStart = new Date(Math.floor(Date.now() / opts.windowMs) * opts.windowMs);
  const rows = await db
    .insert(rateLimitCounters)
    .values({ key: opts.key, windowStart, hits: 1 })
    .onConflictDoUpdate({
      target: [rateLimitCounters.key, rateLimitCounters.windowStart],
      set: { hits: sql`${rateLimitCounters.hits} + 1` },
      setWhere: sql`${rateLimitCounters.hits} < ${opts.max}`,
    })
    .returning({ hits: rateLimitCounters.hits });
  await sweepOldWindows(db);
  return rows.length > 0;
}

/** Windows older than a day are removed by about one request in a hundred. */
export const sweepOldWindows = (db: Pick<Db, 'delete'>) =>
  sweepOldRows(db, rateLimitCounters, rateLimitCounters.windowStart);
