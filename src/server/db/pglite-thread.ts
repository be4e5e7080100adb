import { parentPort, receiveMessageOnPort, workerData } from 'node:worker_threads';
import type { Transaction } from '@electric-sql/pglite';
import {
  consistentDump,
  createPglite,
  pgliteForDrizzle,
  type PgliteStart,
} from './pglite-client.js';
import type { Engine, ThreadReply, ThreadRequest } from './pglite-remote.js';

/**
 * The embedded database's own thread (decision 032): PGlite, its WebAssembly PostgreSQL and
 * the client Drizzle is given (decision 031) run here, so the app's thread never waits while
 * the database works. The app's thread sends each query as a message (pglite-remote.ts).
 */
const port = parentPort;
if (!port) throw new Error('pglite-thread runs as a worker thread');

const { engine, ...start } = workerData as PgliteStart & { engine: Engine };
const client = createPglite(start, engine);
const db = await pgliteForDrizzle(client);

/** Open transactions: each one's handle, and how to end it. */
const transactions = new Map<
  number,
  { handle: Transaction; end: (commit: boolean) => Promise<void> }
>();
let lastTransaction = 0;
const ROLLED_BACK = new Error('rolled back');

/** The error as plain fields: its class does not cross threads, its SQLSTATE and detail do. */
function plainError(err: unknown): NonNullable<ThreadReply['error']> {
  if (!(err instanceof Error)) return { name: 'Error', message: String(err), fields: {} };
  const fields: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(err)) {
    if (key !== 'queryOptions' && key !== 'params') fields[key] = value;
  }
  return { name: err.name, message: err.message, stack: err.stack, fields };
}

/**
 * Starts a transaction: answers its number once it holds the database (PGlite's transaction
 * lock; other queries wait meanwhile, as they would on the app's thread).
 */
function begin(): Promise<number> {
  const tx = ++lastTransaction;
  return new Promise((opened, failed) => {
    const outcome = db.transaction(
      (handle) =>
        new Promise<void>((commit, rollBack) => {
          transactions.set(tx, {
            handle,
            end: (toCommit) => {
              if (toCommit) commit();
              else rollBack(ROLLED_BACK);
              return outcome.catch((err: unknown) => {
                if (err !== ROLLED_BACK) throw err;
              });
            },
          });
          opened(tx);
        }),
    );
    // BEGIN itself failed: the transaction never opened.
    outcome.catch((err: unknown) => {
      if (!transactions.has(tx)) failed(err);
    });
  });
}

async function answer(request: ThreadRequest): Promise<unknown> {
  switch (request.kind) {
    case 'query': {
      const on = request.tx ? transactions.get(request.tx)?.handle : db;
      if (!on) throw new Error('The transaction has ended.');
      return on.query(request.text, request.params, request.options);
    }
    case 'begin':
      return begin();
    case 'end': {
      const open = transactions.get(request.tx);
      if (!open) throw new Error('The transaction has ended.');
      transactions.delete(request.tx);
      // Answered once PGlite has committed (or rolled back).
      await open.end(request.commit);
      return undefined;
    }
    case 'dump':
      return new Uint8Array(await (await client.dumpDataDir('none')).arrayBuffer());
    case 'backup':
      return consistentDump(client);
    case 'close':
      await client.close();
      return undefined;
  }
}

/**
 * How long the thread stays awake for the next statement once it has answered the last one.
 * A request's statements come a fraction of a millisecond apart; a thread that went to sleep in
 * between takes about 0.25 ms to wake on this machine kind, per statement (decision 032).
 */
const LINGER_MS = 0.5;
/** Requests being answered. */
let inFlight = 0;

function handle(request: ThreadRequest) {
  inFlight++;
  answer(request).then(
    (result) => reply({ id: request.id, result }),
    (err: unknown) => reply({ id: request.id, error: plainError(err) }),
  );
}

function reply(message: ThreadReply) {
  // A dump's bytes (40 MB or more) move to the app's thread instead of being copied.
  const { result } = message;
  port!.postMessage(message, result instanceof Uint8Array ? [result.buffer as ArrayBuffer] : []);
  inFlight--;
  if (inFlight > 0) return;
  // Nothing else to do: look for the next request awake for a moment before sleeping.
  const until = performance.now() + LINGER_MS;
  while (performance.now() < until) {
    const next = receiveMessageOnPort(port!);
    if (next) return handle(next.message as ThreadRequest);
  }
}

port.on('message', handle);
port.postMessage({ id: 0, result: 'ready' } satisfies ThreadReply);
