import { Worker } from 'node:worker_threads';
import { threadEntry } from '../../db/project-folders.js';
import type { ParseReply, ParseRequest } from './parse-thread.js';

/** A file that takes longer than this to read (a PDF that loops) fails. */
const PARSE_TIMEOUT_MS = 120_000;
/** The parsing thread's heap: a file that swells beyond it (a zip bomb) fails. */
const PARSE_HEAP_MB = 768;

/** Documents are parsed one at a time per instance: each may take a core for seconds. */
let queue: Promise<unknown> = Promise.resolve();

/**
 * A source's passages, read on a thread of its own (never the app's event loop), one document
 * at a time. Never throws: an unreadable, looping or swelling file answers why in words.
 */
export function parseInThread(request: ParseRequest): Promise<ParseReply> {
  const turn = queue.then(() => runThread(request));
  queue = turn.catch(() => undefined);
  return turn;
}

function runThread(request: ParseRequest): Promise<ParseReply> {
  return new Promise((resolve) => {
    const worker = new Worker(threadEntry('services/knowledge/parse-thread'), {
      workerData: request,
      resourceLimits: { maxOldGenerationSizeMb: PARSE_HEAP_MB },
    });
    let settled = false;
    const settle = (reply: ParseReply) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      resolve(reply);
      void worker.terminate();
    };
    const timer = setTimeout(
      () => settle({ ok: false, message: 'The file took too long to read' }),
      PARSE_TIMEOUT_MS,
    );
    worker.once('message', (reply: ParseReply) => settle(reply));
    worker.once('error', (err: Error & { code?: string }) =>
      settle({
        ok: false,
        message:
          err.code === 'ERR_WORKER_OUT_OF_MEMORY'
            ? 'The file is too large to read once unpacked'
            : 'The file could not be read',
      }),
    );
    worker.once('exit', () => settle({ ok: false, message: 'The file could not be read' }));
  });
}
