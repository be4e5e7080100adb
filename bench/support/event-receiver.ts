import { fork, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:http';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { serveAsBenchChild } from './child-server.js';

/**
 * An event endpoint for bench/event-delivery.ts, in a process of its own so that its work is not
 * on the app's event loop: it answers every POST with 200 as soon as the body is in, and keeps
 * each delivery's `webhook-id`, the bench's number for the event (`data.bench.seq`) and when it
 * arrived, in epoch milliseconds (`performance.timeOrigin + now()`, the same clock in every
 * process of the machine).
 */
export interface Arrival {
  id: string;
  seq: number;
  at: number;
}

export interface EventReceiver {
  host: string;
  url: string;
  /** Deliveries received so far (duplicates included). */
  count(): Promise<number>;
  arrivals(): Promise<Arrival[]>;
  stop(): Promise<void>;
}

/** Asks the child one question and waits for the answer that carries `key`. */
function ask<T>(child: ChildProcess, question: object, key: string): Promise<T> {
  return new Promise((resolve) => {
    const onMessage = (msg: Record<string, unknown>) => {
      if (!(key in msg)) return;
      child.off('message', onMessage);
      resolve(msg[key] as T);
    };
    child.on('message', onMessage);
    child.send(question);
  });
}

/** Forks this file as the receiver; resolves once it listens. */
export async function startEventReceiver(): Promise<EventReceiver> {
  const child = fork(fileURLToPath(import.meta.url), ['--serve'], {
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const port = await new Promise<number>((resolve, reject) => {
    child.once('message', (msg: { port: number }) => resolve(msg.port));
    child.once('exit', (code) => reject(new Error(`the event receiver exited early (${code})`)));
  });
  const host = `127.0.0.1:${port}`;
  return {
    host,
    url: `http://${host}/events`,
    count: () => ask<number>(child, { count: true }, 'received'),
    arrivals: () => ask<Arrival[]>(child, { arrivals: true }, 'list'),
    stop: () =>
      new Promise((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.send({ stop: true });
      }),
  };
}

function serve() {
  const list: Arrival[] = [];
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const at = performance.timeOrigin + performance.now();
      res.writeHead(200, { 'content-length': '0' });
      res.end();
      let seq = -1;
      try {
        const body = JSON.parse(Buffer.concat(chunks).toString()) as {
          data?: { bench?: { seq?: number } };
        };
        seq = body.data?.bench?.seq ?? -1;
      } catch {
        seq = -1;
      }
      list.push({ id: String(req.headers['webhook-id'] ?? ''), seq, at });
    });
  });
  serveAsBenchChild(server);
  process.on('message', (msg: { count?: boolean; arrivals?: boolean }) => {
    if (msg.count) process.send?.({ received: list.length });
    if (msg.arrivals) process.send?.({ list });
  });
}

if (process.argv[2] === '--serve') serve();
