import type { FastifyBaseLogger } from 'fastify';
import type { Redis } from 'ioredis';

/**
 * The optional Redis client (REDIS_URL) that holds the general API rate limit's counts. It never
 * makes a request wait for Redis: commands fail at once while it is unreachable (the rate limit
 * then lets the request through) and it reconnects in the background.
 */
export async function connectRedis(url: string, log: FastifyBaseLogger): Promise<Redis> {
  // Loaded only when REDIS_URL is set: Redis is optional.
  const { Redis } = await import('ioredis');
  const redis = new Redis(url, {
    lazyConnect: true,
    enableOfflineQueue: false,
    maxRetriesPerRequest: 1,
    connectTimeout: 2000,
    commandTimeout: 1000,
    retryStrategy: (times) => Math.min(times * 200, 5000),
  });
  let lastWarning = 0;
  redis.on('error', (err: Error) => {
    // Once a minute is enough while it stays down.
    if (Date.now() - lastWarning < 60_000) return;
    lastWarning = Date.now();
    log.warn(
      { err: err.message },
      'Redis unreachable: the API rate limit is skipped until it is back',
    );
  });
  await redis.connect().catch(() => {
    // Logged by the 'error' listener; it keeps reconnecting.
  });
  return redis;
}
