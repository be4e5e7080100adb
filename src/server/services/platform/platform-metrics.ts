import { sql } from 'drizzle-orm';
import { METRICS_WINDOW_DAYS, type PlatformMetrics } from '@core/api/platform.js';
import type { Db } from '../../db/connection.js';
import { requestStats } from '../../db/schema.js';
import { percent, platformWindows, within, type AsOf } from './platform-window.js';

/** The storage allowance the dashboard measures the database against: 10 GiB. */
export const STORAGE_LIMIT_BYTES = 10 * 1024 ** 3;

/**
 * API health over the last 30 days from the request accounting every instance writes, and the
 * database size (pg_database_size works on PGlite and PostgreSQL alike).
 */
export async function getPlatformMetrics(db: Db, opts: AsOf = {}): Promise<PlatformMetrics> {
  const w = platformWindows(opts.now);
  const [[traffic], size] = await Promise.all([
    db
      .select({
        requests: sql<number>`coalesce(sum(${requestStats.requests}), 0)`.mapWith(Number),
        errors: sql<number>`coalesce(sum(${requestStats.errors}), 0)`.mapWith(Number),
        durationMs: sql<number>`coalesce(sum(${requestStats.durationMsTotal}), 0)`.mapWith(Number),
      })
      .from(requestStats)
      .where(within(requestStats.bucket, w.windowStart, w.now)),
    db.execute<{ bytes: string | number }>(
      sql`select pg_database_size(current_database()) as bytes`,
    ),
  ]);
  const rows = (size as unknown as { rows: { bytes: string | number }[] }).rows;
  const avg = traffic.requests > 0 ? traffic.durationMs / traffic.requests : 0;
  return {
    apiCalls: traffic.requests,
    errorRate: percent(traffic.errors, traffic.requests),
    avgResponseTime: Math.round(avg * 10) / 10,
    windowDays: METRICS_WINDOW_DAYS,
    windowStart: w.windowStart.toISOString(),
    storageUsed: Number(rows[0]?.bytes ?? 0),
    storageLimit: STORAGE_LIMIT_BYTES,
  };
}
