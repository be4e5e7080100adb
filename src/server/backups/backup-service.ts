import { chmodSync, existsSync, rmSync } from 'node:fs';
import { createConnection, createServer, type Server, type Socket } from 'node:net';
import { join, resolve } from 'node:path';
import { stat } from 'node:fs/promises';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { Config } from '../config.js';
import type { Database } from '../db/connection.js';
import { listBackups, writeBackup, type WrittenBackup } from './backup-files.js';

/*
 * Backups of the embedded database while the server runs (decision 048): every
 * BACKUP_INTERVAL_HOURS into BACKUP_DIR, and on demand through a unix socket in DATA_DIR
 * (`npm run backup`): a file of the data directory, reachable only by who may read DATA_DIR.
 */

/** How long after a start the first scheduled backup waits, at most (then one interval). */
const FIRST_BACKUP_MS = 60_000;
/** A failed scheduled backup is tried again after this long, or one interval if shorter. */
const RETRY_MS = 3600_000;
/** Longest path a unix socket may have (Linux's 108 bytes with room to spare; macOS has 104). */
const MAX_SOCKET_PATH = 100;
/** A request on the socket is one short JSON line. */
const MAX_REQUEST_BYTES = 4096;

/** The socket `npm run backup` asks a running server through. */
export const backupSocketPath = (dataDir: string) => resolve(join(dataDir, 'copydesk.sock'));

/** What `npm run backup` sends: where to write and how many to keep (the server's otherwise). */
export interface BackupRequest {
  command: 'backup';
  dir?: string;
  keep?: number;
}

/** What the server answers: the file written, or why none was. */
export type BackupReply = ({ ok: true; ms: number } & WrittenBackup) | { ok: false; error: string };

/**
 * Backups one after another (never two at once): `now` writes one to `dir` (BACKUP_DIR unless
 * given) and keeps the `keep` newest there.
 */
function backupQueue(config: Config, database: Database, log: FastifyBaseLogger) {
  let last: Promise<unknown> = Promise.resolve();
  const run = (request: { dir?: string; keep?: number }, why: string) => {
    const done = last.then(async () => {
      const dir = request.dir ?? config.BACKUP_DIR;
      if (!dir) throw new Error('no BACKUP_DIR: set it, for the server or for `npm run backup`');
      const started = performance.now();
      const dump = await database.backup!();
      const written = await writeBackup({
        dump,
        dataDir: config.DATA_DIR,
        dir,
        keep: request.keep ?? config.BACKUP_KEEP,
      });
      const ms = Math.round(performance.now() - started);
      log.info({ ...written, ms, why }, 'backup written');
      return { ...written, ms };
    });
    last = done.catch(() => undefined);
    return done;
  };
  /** Resolves once no backup is in progress or waiting. */
  const idle = () => last;
  return { run, idle };
}

type Queue = ReturnType<typeof backupQueue>['run'];

/** When the first scheduled backup is due: shortly after start, unless a recent one exists. */
async function firstDelay(dir: string, intervalMs: number): Promise<number> {
  const soon = Math.min(FIRST_BACKUP_MS, intervalMs);
  const newest = (await listBackups(dir).catch(() => [])).at(-1);
  if (!newest) return soon;
  const madeAt = (await stat(newest)).mtimeMs;
  return Math.max(soon, madeAt + intervalMs - Date.now());
}

function schedule(config: Config, queue: Queue, log: FastifyBaseLogger) {
  const intervalMs = config.BACKUP_INTERVAL_HOURS * 3600_000;
  let timer: NodeJS.Timeout | undefined;
  let stopped = false;
  const next = (ms: number) => {
    if (stopped) return;
    timer = setTimeout(() => {
      queue({}, 'scheduled').then(
        () => next(intervalMs),
        (err: unknown) => {
          log.error({ err }, 'the scheduled backup failed; it is tried again later');
          next(Math.min(RETRY_MS, intervalMs));
        },
      );
    }, ms);
    timer.unref();
  };
  void firstDelay(config.BACKUP_DIR!, intervalMs)
    .catch(() => Math.min(FIRST_BACKUP_MS, intervalMs))
    .then(next);
  return () => {
    stopped = true;
    clearTimeout(timer);
  };
}

/** Reads one request line from `socket`, runs it, answers one line. */
function serve(socket: Socket, queue: Queue) {
  let input = '';
  socket.setEncoding('utf8');
  socket.on('error', () => undefined);
  const answer = (reply: BackupReply) => socket.end(`${JSON.stringify(reply)}\n`);
  socket.on('data', (chunk: string) => {
    input += chunk;
    if (input.length > MAX_REQUEST_BYTES) return socket.destroy();
    const end = input.indexOf('\n');
    if (end < 0) return;
    socket.removeAllListeners('data');
    let request: BackupRequest;
    try {
      request = JSON.parse(input.slice(0, end)) as BackupRequest;
      if (request.command !== 'backup') throw new Error('unknown command');
      if (request.dir !== undefined && typeof request.dir !== 'string') throw new Error('dir');
      if (request.keep !== undefined && !(Number.isInteger(request.keep) && request.keep > 0))
        throw new Error('keep');
    } catch {
      return answer({ ok: false, error: 'not a backup request' });
    }
    queue({ dir: request.dir, keep: request.keep }, 'requested').then(
      (written) => answer({ ok: true, ...written }),
      (err: unknown) =>
        answer({ ok: false, error: err instanceof Error ? err.message : String(err) }),
    );
  });
}

/** Whether a server already answers on `path` (another process on the same data directory). */
function answers(path: string): Promise<boolean> {
  return new Promise((done) => {
    const probe = createConnection(path);
    probe.once('connect', () => {
      probe.destroy();
      done(true);
    });
    probe.once('error', () => done(false));
  });
}

/** Listens on the backup socket, readable and writable by this user only. */
async function listenOnSocket(path: string, queue: Queue, log: FastifyBaseLogger) {
  if (Buffer.byteLength(path) > MAX_SOCKET_PATH) {
    log.warn(
      { path },
      'DATA_DIR is too long a path for the backup socket: `npm run backup` cannot ask this server',
    );
    return undefined;
  }
  if (existsSync(path)) {
    if (await answers(path)) {
      log.warn({ path }, 'another process answers on the backup socket: this server does not');
      return undefined;
    }
    rmSync(path, { force: true }); // left by a server that stopped without closing it
  }
  const server: Server = createServer((socket) => serve(socket, queue));
  const umask = process.umask(0o177);
  try {
    await new Promise<void>((listening, failed) => {
      server.once('error', failed);
      server.listen(path, () => listening());
    });
  } finally {
    process.umask(umask);
  }
  chmodSync(path, 0o600);
  server.on('error', (err) => log.warn({ err }, 'the backup socket failed'));
  server.unref();
  return server;
}

/**
 * Starts the embedded database's backups for the app `npm start` runs (before it listens): the
 * schedule when BACKUP_DIR is set, and the socket `npm run backup` asks. With DATABASE_URL it
 * only says, once, that backups are PostgreSQL's business. Stops, waiting for a backup in
 * progress, when the app closes (before the database does). Never fails the start: problems are
 * logged.
 */
export async function startBackups(app: FastifyInstance, config: Config): Promise<void> {
  const { database, log } = app.ctx;
  if (config.DATABASE_URL || !database.backup) {
    log.info(
      { backupDir: config.BACKUP_DIR ?? null },
      "backups are PostgreSQL's business here (pg_dump, docs/backups.md): BACKUP_DIR is not used",
    );
    return;
  }
  const { run: queue, idle } = backupQueue(config, database, log);
  const stopSchedule = config.BACKUP_DIR ? schedule(config, queue, log) : () => undefined;
  const socket =
    config.DATA_DIR === 'memory'
      ? undefined
      : await listenOnSocket(backupSocketPath(config.DATA_DIR), queue, log).catch(
          (err: unknown) => {
            log.warn(
              { err },
              'the backup socket could not be opened: `npm run backup` cannot ask this server',
            );
            return undefined;
          },
        );
  app.addHook('onClose', async () => {
    stopSchedule();
    socket?.close();
    // A backup in progress ends before the database closes (this hook runs before the app's).
    await idle();
  });
}
