import type { Redis } from 'ioredis';

const WINDOW_MS = 60_000;
/** In memory, windows that ended are dropped once this many keys are held. */
const PRUNE_AT = 10_000;

export interface RateCount {
  limit: number;
  remaining: number;
  /** Seconds until the window ends and the count starts again. */
  resetSeconds: number;
  allowed: boolean;
}

/**
 * Requests a minute per API token (`API_TOKEN_RATE_PER_MINUTE`), in fixed one-minute windows:
 * counted in Redis (shared by every instance) when REDIS_URL is set, else in this instance's
 * memory, as the general API rate limit is. While Redis is unreachable the limit is skipped
 * rather than failing requests (decision 006).
 */
export function createTokenRateLimit(opts: { perMinute: number; redis?: Redis }) {
  const { perMinute, redis } = opts;
  const windows = new Map<string, { count: number; endsAt: number }>();

  const answer = (count: number, msLeft: number): RateCount => ({
    limit: perMinute,
    remaining: Math.max(0, perMinute - count),
    resetSeconds: Math.max(1, Math.ceil(msLeft / 1000)),
    allowed: count <= perMinute,
  });

  function inMemory(key: string, now: number): RateCount {
    if (windows.size >= PRUNE_AT) {
      for (const [k, w] of windows) if (w.endsAt <= now) windows.delete(k);
    }
    let w = windows.get(key);
    if (!w || w.endsAt <= now) {
      w = { count: 0, endsAt: now + WINDOW_MS };
      windows.set(key, w);
    }
    w.count++;
    return answer(w.count, w.endsAt - now);
  }

  async function inRedis(client: Redis, key: string): Promise<RateCount> {
    const name = `copydesk:token-rate:${key}`;
    const [[, count], [, ttl]] = (await client.multi().incr(name).pttl(name).exec()) as [
      [unknown, number],
      [unknown, number],
    ];
    let msLeft = ttl;
    if (ttl < 0) {
      await client.pexpire(name, WINDOW_MS);
      msLeft = WINDOW_MS;
    }
    return answer(count, msLeft);
  }

  return {
    /** Counts one request of the token (`key`: its hash) and says whether it may go on. */
    async hit(key: string, now = Date.now()): Promise<RateCount> {
      if (!redis) return inMemory(key, now);
      try {
        return await inRedis(redis, key);
      } catch {
        return answer(0, WINDOW_MS);
      }
    },
  };
}
export type TokenRateLimit = ReturnType<typeof createTokenRateLimit>;
