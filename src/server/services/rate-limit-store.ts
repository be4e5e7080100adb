import { lt, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/connection.js';
import { rateLimitHits } from '../db/schema.js';

type Result = { current: number; ttl: number };
type Callback = (error: Error | null, result?: Result) => void;

/**
 * A store for @fastify/rate-limit on our own table: fixed windows counted in the database, so
 * every app instance behind a load balancer shares one count per client. Old windows are swept
 * at most once a minute.
 */
export function createDbRateLimitStore(db: Db, log: FastifyBaseLogger) {
  let lastSweep = 0;
  const sweep = () => {
    if (Date.now() - lastSweep < 60_000) return;
    lastSweep = Date.now();
    const before = new Date(Date.now() - 60 * 60 * 1000);
    db.delete(rateLimitHits)
      .where(lt(rateLimitHits.windowStart, before))
      .catch((err: unknown) => log.error({ err }, 'rate limit sweep failed'));
  };

  class DbRateLimitStore {
    /** @fastify/rate-limit constructs the store with its options; children name their route. */
    private readonly prefix: string;
    constructor(_options?: unknown, prefix = '') {
      this.prefix = prefix;
    }

    incr(key: string, callback: Callback, timeWindow: number) {
      const now = Date.now();
      const start = Math.floor(now / timeWindow) * timeWindow;
      db.insert(rateLimitHits)
        .values({ key: this.prefix + key, windowStart: new Date(start), hits: 1 })
        .onConflictDoUpdate({
          target: [rateLimitHits.key, rateLimitHits.windowStart],
          set: { hits: sql`${rateLimitHits.hits} + 1` },
        })
        .returning({ hits: rateLimitHits.hits })
        .then(([row]) => {
          sweep();
          callback(null, { current: row.hits, ttl: start + timeWindow - now });
        }, callback);
    }

    child(routeOptions: { method?: string | string[]; url?: string }) {
      const method = [routeOptions.method ?? ''].flat().join(',');
      return new DbRateLimitStore(undefined, `${method} ${routeOptions.url ?? ''}|`);
    }
  }
  return DbRateLimitStore;
}
