import type { FastifyBaseLogger } from 'fastify';
import { pino } from 'pino';
import type { Config } from './config.js';

/**
 * The app's logger: readable lines for a person at a terminal, JSON lines for log collectors
 * otherwise; cookies, authorization headers, passwords and API keys never written.
 */
export function createLogger(config: Pick<Config, 'LOG_LEVEL'>): FastifyBaseLogger {
  return pino({
    level: config.LOG_LEVEL,
    redact: ['req.headers.cookie', 'req.headers.authorization', '*.password', '*.apiKey'],
    ...(process.stdout.isTTY && config.LOG_LEVEL !== 'silent'
      ? { transport: { target: 'pino-pretty', options: { translateTime: 'HH:MM:ss' } } }
      : {}),
  });
}
