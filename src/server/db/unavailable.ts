/**
 * Recognises a database that cannot be reached or used right now (restart, failover, terminated
 * connection, refused or timed-out connect, statement timeout, a full disk, a read-only database,
 * short of memory),
 * so the API answers 503 with Retry-After instead of a bare 500. The error may be wrapped
 * (drizzle puts the driver's error in `cause`).
 */

/**
 * SQLSTATEs of a connection that ended or could not be made, a server that is starting, or one
 * short of a resource for now.
 */
const CONNECTION_STATES = new Set([
  '08000', // connection_exception
  '08001', // sqlclient_unable_to_establish_sqlconnection
  '08003', // connection_does_not_exist
  '08004', // sqlserver_rejected_establishment_of_sqlconnection
  '08006', // connection_failure
  '53200', // out_of_memory (the server is short of memory for now)
  '53300', // too_many_connections
  '57P01', // admin_shutdown (pg_terminate_backend, restart)
  '57P02', // crash_shutdown
  '57P03', // cannot_connect_now (starting up, shutting down, recovery)
]);
const STATEMENT_TIMEOUT = '57014'; // query_canceled
const DISK_FULL = '53100'; // disk_full ("could not extend file ...: No space left on device")
/**
 * read_only_sql_transaction: a write reached a standby (a failover's old address) or a database
 * set read-only (managed services do that to one whose storage is nearly full).
 */
const READ_ONLY = '25006';

const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ECONNABORTED',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);

/**
 * Messages of node-postgres for a connection that is gone or never came. 'timeout expired' is a
 * client's own connect timeout (the start's connection, `Database.exclusive`), e.g. a host that
 * drops the packets, or an event loop busy past the timeout while ECONNREFUSED waited.
 */
const DRIVER_MESSAGES =
  /^(Connection terminated|timeout exceeded when trying to connect|timeout expired$|Client has encountered a connection error|Client was closed and is not queryable|Connection ended)/i;

export const DATABASE_UNAVAILABLE_MESSAGE =
  'The database cannot be reached at the moment. Please try again in a few seconds.';
export const DATABASE_BUSY_MESSAGE =
  'The database took too long to answer. Please try again in a few seconds.';
export const DATABASE_FULL_MESSAGE =
  'The database has no disk space left, so nothing can be saved. Please try again later, and tell your administrator if this persists.';
export const DATABASE_READ_ONLY_MESSAGE =
  'The database is read-only at the moment, so nothing can be saved. Please try again later, and tell your administrator if this persists.';

/** Seconds a client is asked to wait before trying again. */
export const RETRY_AFTER_SECONDS = 5;

function chain(err: unknown): object[] {
  const found: object[] = [];
  let current: unknown = err;
  while (current && typeof current === 'object' && found.length < 6) {
    found.push(current);
    const nested = (current as { errors?: unknown }).errors;
    if (Array.isArray(nested))
      for (const e of nested) if (e && typeof e === 'object') found.push(e);
    current = (current as { cause?: unknown }).cause;
  }
  return found;
}

/** Why the database cannot serve a request now, and what the API answers (503) for it. */
export interface DatabaseOutage {
  kind: 'unreachable' | 'busy' | 'full' | 'read-only';
  /** What the API tells the user. */
  message: string;
  /**
   * The database's or the driver's own words for it ("connect ECONNREFUSED 127.0.0.1:5432",
   * "cannot execute INSERT in a read-only transaction"), for the operator: never sent to users.
   */
  reason: string;
}

const MESSAGES = {
  unreachable: DATABASE_UNAVAILABLE_MESSAGE,
  busy: DATABASE_BUSY_MESSAGE,
  full: DATABASE_FULL_MESSAGE,
  'read-only': DATABASE_READ_ONLY_MESSAGE,
} as const satisfies Record<DatabaseOutage['kind'], string>;

/**
 * The words of the error `found[at]`: its own message, else the first message after it (an
 * AggregateError has none, its errors have; then its causes), else its code.
 */
function wordsAt(found: object[], at: number): string | null {
  for (const e of found.slice(at)) {
    const { message } = e as { message?: unknown };
    if (typeof message === 'string' && message !== '') return message;
  }
  const { code } = (found[at] ?? {}) as { code?: unknown };
  return typeof code === 'string' && code !== '' ? code : null;
}

/** An error's own words (see `wordsAt`), for the operator; null when it has none. */
export const errorWords = (err: unknown): string | null => wordsAt(chain(err), 0);

function outage(kind: DatabaseOutage['kind'], found: object[], at: number): DatabaseOutage {
  return { kind, message: MESSAGES[kind], reason: wordsAt(found, at) ?? 'no answer' };
}

/** The outage `err` means (the database cannot be used right now), or null for any other error. */
export function databaseOutage(err: unknown): DatabaseOutage | null {
  const found = chain(err);
  let timedOut = -1;
  for (const [at, e] of found.entries()) {
    const { code, message } = e as { code?: unknown; message?: unknown };
    if (typeof code === 'string') {
      if (CONNECTION_STATES.has(code) || NETWORK_CODES.has(code))
        return outage('unreachable', found, at);
      if (code === DISK_FULL) return outage('full', found, at);
      if (code === READ_ONLY) return outage('read-only', found, at);
      if (code === STATEMENT_TIMEOUT && timedOut < 0) timedOut = at;
    }
    if (typeof message === 'string' && DRIVER_MESSAGES.test(message))
      return outage('unreachable', found, at);
  }
  return timedOut < 0 ? null : outage('busy', found, timedOut);
}
