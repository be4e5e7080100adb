import { createRequire } from 'node:module';
import type { FastifyBaseLogger } from 'fastify';
import { pino, type DestinationStream } from 'pino';
import type { Config } from '../config.js';

/** How drizzle words the values of a failed query in its message and stack. */
const queryValues = (params: unknown) => `\nparams: ${String(params)}`;
const NOT_LOGGED = '\nparams: (not logged)';

/**
 * pino's error serializer, without the values a failed query was given: drizzle puts them in
 * its error's message and stack, and in `params`; the database's own error carries them in
 * `params` and in its `detail` ("Key (topic)=(...) already exists"). They are a company's posts,
 * form answers and settings. The query's text (with `$1` placeholders), the database's reason,
 * code and constraint stay.
 */
function errorWithoutQueryValues(err: Error): ReturnType<typeof pino.stdSerializers.err> {
  const serialized = pino.stdSerializers.err(err);
  if (!('params' in serialized) && typeof serialized.detail !== 'string') return serialized;
  const out: Record<string, unknown> = { ...serialized };
  const params = (err as { params?: unknown }).params;
  if (Array.isArray(params) && params.length > 0) {
    const values = queryValues(params);
    for (const key of ['message', 'stack'] as const) {
      if (typeof out[key] === 'string') out[key] = (out[key] as string).replace(values, NOT_LOGGED);
    }
  }
  delete out.params;
  if (typeof out.detail === 'string') out.detail = '(not logged)';
  return out as ReturnType<typeof pino.stdSerializers.err>;
}

/**
 * The app's logger: readable lines for a person at a terminal, JSON lines for log collectors
 * otherwise (or into `destination`, for tests); cookies, authorization headers, passwords, API
 * keys and the values of failed queries never written.
 */
export function createLogger(
  config: Pick<Config, 'LOG_LEVEL'>,
  destination?: DestinationStream,
): FastifyBaseLogger {
  const options = {
    level: config.LOG_LEVEL,
    redact: ['req.headers.cookie', 'req.headers.authorization', '*.password', '*.apiKey'],
    serializers: { err: errorWithoutQueryValues },
  };
  if (destination) return pino(options, destination);
  return pino({
    ...options,
    ...(process.stdout.isTTY && config.LOG_LEVEL !== 'silent' && hasPrettyPrinter()
      ? { transport: { target: 'pino-pretty', options: { translateTime: 'HH:MM:ss' } } }
      : {}),
  });
}

/**
 * pino-pretty is a development tool: a production install (`npm prune --omit=dev`) has none,
 * and the log stays JSON lines there, also on a terminal.
 */
function hasPrettyPrinter(): boolean {
  try {
    createRequire(import.meta.url).resolve('pino-pretty');
    return true;
  } catch {
    return false;
  }
}
