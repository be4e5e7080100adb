import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/connection.js';
import { requestStats } from '../db/schema.js';
import { withoutErasedCompanies } from './erasure/erased-companies.js';

interface Bucket {
  requests: number;
  errors: number;
  durationMs: number;
}

/**
 * Counts API requests per (minute, company) in memory and adds them to the database every few
 * seconds, so every instance contributes and requests never wait on it.
 */
export function createRequestAccounting(db: Db, log: FastifyBaseLogger, flushEveryMs = 5000) {
  let buckets = new Map<string, Bucket>();
  const timer = setInterval(() => void flush(), flushEveryMs);
  timer.unref();

  function add(companyId: number, statusCode: number, durationMs: number, at = new Date()) {
    const minute = Math.floor(at.getTime() / 60_000) * 60_000;
    const key = `${minute}:${companyId}`;
    const b = buckets.get(key) ?? { requests: 0, errors: 0, durationMs: 0 };
    b.requests += 1;
    if (statusCode >= 500) b.errors += 1;
    b.durationMs += durationMs;
    buckets.set(key, b);
  }

  async function flush() {
    if (buckets.size === 0) return;
    const batch = buckets;
    buckets = new Map();
    const rows = [...batch].map(([key, b]) => {
      const [minute, companyId] = key.split(':').map(Number);
      return {
        bucket: new Date(minute),
        companyId,
        requests: b.requests,
        errors: b.errors,
        durationMsTotal: Math.round(b.durationMs * 1000) / 1000,
      };
    });
    try {
      await db
        .insert(requestStats)
        .values(await withoutErasedCompanies(db, rows))
        .onConflictDoUpdate({
          target: [requestStats.bucket, requestStats.companyId],
          set: {
            requests: sql`${requestStats.requests} + excluded.requests`,
            errors: sql`${requestStats.errors} + excluded.errors`,
            durationMsTotal: sql`${requestStats.durationMsTotal} + excluded.duration_ms_total`,
          },
        });
    } catch (err) {
      log.error({ err }, 'request accounting not saved');
    }
  }

  return {
    add,
    flush,
    stop: async () => {
      clearInterval(timer);
      await flush();
    },
  };
}
export type RequestAccounting = ReturnType<typeof createRequestAccounting>;
