import {
  createServer,
  type IncomingHttpHeaders,
  type Server,
  type ServerResponse,
} from 'node:http';
import type { Socket } from 'node:net';
import { whenDone } from './when-done.js';

/** One request the webhook server received. */
export interface RecordedRequest {
  method: string;
  /** Path and query, e.g. `/hook/blog`. */
  url: string;
  headers: IncomingHttpHeaders;
  /** The raw body text. */
  text: string;
  /** The body parsed as JSON, or undefined when it is not JSON. */
  body: unknown;
}

/** How to answer one request. */
export interface AutomationAnswer {
  status?: number;
  /** A string is sent as it is; anything else as JSON. */
  body?: unknown;
  headers?: Record<string, string>;
  /** Wait this long before answering (for timeouts; the server's close ends the wait). */
  delayMs?: number;
  /** Close the connection without any answer. */
  destroy?: boolean;
  /**
   * Answer in pieces (chunked): each string is written as it comes, a number pauses that many
   * milliseconds, a promise is waited for (to hold the stream until the test says so), and
   * `'destroy'` cuts the connection mid-stream. `body` is ignored.
   */
  stream?: (string | number | Promise<unknown>)[];
}

type WebhookHandler = (req: RecordedRequest) => AutomationAnswer | Promise<AutomationAnswer>;

export interface WebhookServer {
  /** `127.0.0.1:port`, for WEBHOOK_ALLOW_HOSTS. */
  host: string;
  port: number;
  /** The full URL of a path on this server (default `/hook`). */
  url(path?: string): string;
  /** Every request received so far, oldest first. */
  requests: RecordedRequest[];
  /** Requests received on one path. */
  requestsTo(path: string): RecordedRequest[];
  /** Sets how every later request is answered (default: 200 `{"output":"ok"}`). */
  answer(handler: WebhookHandler | AutomationAnswer): void;
  /** Answers requests to one path this way (takes precedence over `answer`). */
  answerOn(path: string, handler: WebhookHandler | AutomationAnswer): void;
  close(): Promise<void>;
}

const DEFAULT_ANSWER: AutomationAnswer = { status: 200, body: { output: 'ok' } };

/** Writes `answer.stream` piece by piece (see AutomationAnswer.stream). */
async function writeStream(
  res: ServerResponse,
  answer: AutomationAnswer,
  timers: Set<NodeJS.Timeout>,
) {
  res.writeHead(answer.status ?? 200, {
    'content-type': 'application/json; charset=utf-8',
    ...answer.headers,
  });
  res.flushHeaders();
  for (const piece of answer.stream ?? []) {
    if (res.destroyed) return;
    if (piece === 'destroy') {
      res.socket?.destroy();
      return;
    }
    if (typeof piece === 'string') res.write(piece);
    else if (typeof piece === 'number') {
      await new Promise<void>((resolve) => {
        const timer = setTimeout(() => {
          timers.delete(timer);
          resolve();
        }, piece);
        timers.add(timer);
      });
    } else await piece;
  }
  res.end();
}

const asHandler = (h: WebhookHandler | AutomationAnswer): WebhookHandler =>
  typeof h === 'function' ? h : () => h;

/**
 * A real HTTP server on 127.0.0.1 standing in for an automation (n8n): it records every request
 * and answers as the test says. Closed after the file's tests (or with `close()`).
 */
export async function startWebhookServer(): Promise<WebhookServer> {
  const requests: RecordedRequest[] = [];
  let fallback: WebhookHandler = asHandler(DEFAULT_ANSWER);
  const byPath = new Map<string, WebhookHandler>();
  const sockets = new Set<Socket>();
  const timers = new Set<NodeJS.Timeout>();

  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const text = Buffer.concat(chunks).toString('utf8');
      let body: unknown;
      try {
        body = JSON.parse(text);
      } catch {
        body = undefined;
      }
      const recorded: RecordedRequest = {
        method: req.method ?? '',
        url: req.url ?? '',
        headers: req.headers,
        text,
        body,
      };
      requests.push(recorded);
      const path = (req.url ?? '').split('?')[0];
      const handler = byPath.get(path) ?? fallback;
      void Promise.resolve(handler(recorded)).then((answer) => {
        const send = () => {
          if (answer.destroy) {
            req.socket.destroy();
            return;
          }
          if (answer.stream) {
            void writeStream(res, answer, timers);
            return;
          }
          const isText = typeof answer.body === 'string';
          const payload =
            answer.body === undefined ? '' : isText ? answer.body : JSON.stringify(answer.body);
          res.writeHead(answer.status ?? 200, {
            'content-type': isText ? 'text/plain; charset=utf-8' : 'application/json',
            ...answer.headers,
          });
          res.end(payload);
        };
        if (answer.delayMs) {
          const timer = setTimeout(() => {
            timers.delete(timer);
            send();
          }, answer.delayMs);
          timers.add(timer);
        } else {
          send();
        }
      });
    });
  });
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;

  let closed = false;
  const close = async () => {
    if (closed) return;
    closed = true;
    for (const timer of timers) clearTimeout(timer);
    for (const socket of sockets) socket.destroy();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  };
  whenDone(close);

  return {
    host: `127.0.0.1:${port}`,
    port,
    url: (path = '/hook') => `http://127.0.0.1:${port}${path.startsWith('/') ? path : `/${path}`}`,
    requests,
    requestsTo: (path) => requests.filter((r) => r.url.split('?')[0] === path),
    answer: (handler) => {
      fallback = asHandler(handler);
    },
    answerOn: (path, handler) => {
      byPath.set(path, asHandler(handler));
    },
    close,
  };
}

/** One line of an n8n "Streaming" webhook answer: an item of text from node `n`. */
export function n8nItem(content: string): string {
  return `${JSON.stringify({ type: 'item', content, metadata: { nodeId: 'n', runIndex: 0 } })}\n`;
}
