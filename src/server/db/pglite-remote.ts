import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { Worker } from 'node:worker_threads';
import type {
  PGlite,
  PGliteOptions,
  QueryOptions,
  Results,
  Transaction,
} from '@electric-sql/pglite';
import { asTarball, describeThrown, type PgliteStart } from './pglite-client.js';
import { threadEntry } from './project-folders.js';

/** PGlite's compiled WebAssembly modules and its file bundle, as its options name them. */
export type Engine = Required<
  Pick<PGliteOptions, 'pgliteWasmModule' | 'initdbWasmModule' | 'fsBundle'>
>;

/** `WebAssembly.compile` (the server's TypeScript lib has no WebAssembly types). */
const compileWasm = (
  globalThis as unknown as {
    WebAssembly: { compile(bytes: Uint8Array): Promise<Engine['pgliteWasmModule']> };
  }
).WebAssembly.compile;

let engine: Promise<Engine> | undefined;

/**
 * PGlite's WebAssembly compiled and its file bundle read once per process. A compiled module
 * crosses to a thread as it is; a thread left to itself compiles the 9 MB module again, about
 * half a second each time the API tests start a database.
 */
function loadEngine(): Promise<Engine> {
  engine ??= (async () => {
    const dist = dirname(createRequire(import.meta.url).resolve('@electric-sql/pglite'));
    const read = (name: string) => readFile(join(dist, name));
    const [pglite, initdb, bundle] = await Promise.all(
      ['pglite.wasm', 'initdb.wasm', 'pglite.data'].map(read),
    );
    const [pgliteWasmModule, initdbWasmModule] = await Promise.all([
      compileWasm(pglite),
      compileWasm(initdb),
    ]);
    return { pgliteWasmModule, initdbWasmModule, fsBundle: new Blob([bundle]) };
  })();
  return engine;
}

export type ThreadRequest = { id: number } & (
  | { kind: 'query'; tx: number; text: string; params: unknown[]; options: QueryOptions }
  | { kind: 'begin' }
  | { kind: 'end'; tx: number; commit: boolean }
  | { kind: 'dump' }
  | { kind: 'backup' }
  | { kind: 'close' }
);

export interface ThreadReply {
  id: number;
  result?: unknown;
  error?: { name: string; message: string; stack?: string; fields: Record<string, unknown> };
}

/** A database error from the thread: PGlite's message, SQLSTATE (`code`) and detail fields. */
class EmbeddedDatabaseError extends Error {
  constructor(plain: NonNullable<ThreadReply['error']>) {
    super(plain.message);
    this.name = plain.name;
    Object.assign(this, plain.fields);
    if (plain.stack) this.stack = plain.stack;
  }
}

type Query = (text: string, params?: unknown[], options?: QueryOptions) => Promise<Results>;

/** The options Drizzle passes, as they cross to the thread: its parsers stay behind. */
function crossing(options: QueryOptions | undefined): QueryOptions {
  return options?.rowMode ? { rowMode: options.rowMode } : {};
}

/**
 * A new database's tarball given as bytes moves to the thread instead of being copied (40 MB,
 * about 0.3 s of a start on a 2-core machine): the caller's buffer is left empty.
 */
function moved(start: PgliteStart): ArrayBuffer[] {
  const bytes = start.initialDataDir;
  return bytes instanceof Uint8Array && bytes.buffer instanceof ArrayBuffer ? [bytes.buffer] : [];
}

/**
 * The embedded database on a thread of its own (decision 032), as Drizzle's PGlite driver sees
 * a client: `query` and `transaction` (and `dumpDataDir`, decision 034, `backupDump`, decision
 * 048, and `close`). Each call
 * is a message to the thread; rows come back as PGlite returns them (Drizzle's parsers are set
 * on the client there, decision 031). The thread keeps the process alive only while a call is
 * waiting. `onStopped` hears of a thread that ended without being closed. Bytes in
 * `start.initialDataDir` move to the thread.
 */
export async function startEmbeddedDatabase(
  start: PgliteStart,
  onStopped?: (err: Error) => void,
): Promise<PGlite> {
  const worker = new Worker(threadEntry('db/pglite-thread'), {
    workerData: { ...start, engine: await loadEngine() },
    transferList: moved(start),
  });
  const waiting = new Map<
    number,
    { resolve: (value: unknown) => void; reject: (err: Error) => void }
  >();
  let lastId = 0;
  let stopped: Error | null = null;

  let closing = false;
  /**
   * Every call waiting and every later one fails with PostgreSQL's SQLSTATE for a server that
   * crashed (57P02), or for a connection that was closed (08003): answered 503 like a lost
   * PostgreSQL (db/unavailable.ts).
   */
  const fail = (why: string) => {
    if (stopped) return;
    stopped = Object.assign(new Error(`The embedded database stopped: ${why}`), {
      code: closing ? '08003' : '57P02',
    });
    for (const call of waiting.values()) call.reject(stopped);
    waiting.clear();
    if (!closing) onStopped?.(stopped);
  };
  worker.on('message', (reply: ThreadReply) => {
    const call = waiting.get(reply.id);
    if (!call) return;
    waiting.delete(reply.id);
    if (waiting.size === 0) worker.unref();
    if (reply.error) call.reject(new EmbeddedDatabaseError(reply.error));
    else call.resolve(reply.result);
  });
  worker.on('error', (err: unknown) => fail(describeThrown(err)));
  worker.on('exit', (code) => fail(closing ? 'closed' : `its thread exited (code ${code})`));

  /** The reply to message `id`. */
  function reply<T>(id: number): Promise<T> {
    if (stopped) return Promise.reject(stopped);
    return new Promise<T>((resolve, reject) => {
      if (waiting.size === 0) worker.ref();
      waiting.set(id, { resolve: resolve as (value: unknown) => void, reject });
    });
  }
  function call<T>(request: ThreadRequest): Promise<T> {
    const answer = reply<T>(request.id);
    if (!stopped) worker.postMessage(request);
    return answer;
  }
  // The thread says it is ready (message 0) once PGlite has started and opened its data.
  await reply(0);

  const queryIn =
    (tx: number): Query =>
    (text, params = [], options) =>
      call({ id: ++lastId, kind: 'query', tx, text, params, options: crossing(options) });

  const client = {
    query: queryIn(0),
    async transaction<T>(work: (tx: Transaction) => Promise<T>): Promise<T> {
      const tx = await call<number>({ id: ++lastId, kind: 'begin' });
      let result: T;
      try {
        result = await work({ query: queryIn(tx) } as Transaction);
      } catch (err) {
        // The work's error is the one to report, even if the rollback fails too (thread gone).
        await call({ id: ++lastId, kind: 'end', tx, commit: false }).catch(() => undefined);
        throw err;
      }
      await call({ id: ++lastId, kind: 'end', tx, commit: true });
      return result;
    },
    /** The data directory as a tarball (the template of new databases, decision 034). */
    async dumpDataDir() {
      return asTarball(await call<Uint8Array>({ id: ++lastId, kind: 'dump' }));
    },
    /** A consistent tarball of the data directory, for backups (decision 048). */
    backupDump: () => call<Uint8Array>({ id: ++lastId, kind: 'backup' }),
    async close() {
      if (stopped) return;
      closing = true;
      await call({ id: ++lastId, kind: 'close' });
      await worker.terminate();
    },
  };
  return client as unknown as PGlite;
}
