import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * One call the automation received, held open: the test decides when each line of the n8n
 * streaming answer goes out, so "the first words show before the automation has finished" is
 * proved by order, not by timing.
 */
interface HeldCall {
  path: string;
  body: Record<string, unknown>;
  /** Sends one `item` chunk of text (n8n's streaming format: one JSON object a line). */
  send(text: string): void;
  /** Sends the `end` chunk and finishes the answer. */
  end(): void;
  /** Resolves when Copydesk closes the connection before the end (a cancelled run). */
  aborted: Promise<void>;
}

export interface StreamingAutomation {
  /** The URL of a path on this server, e.g. `url('/facebook')`. */
  url(path: string): string;
  /** The next call the automation receives (already received ones first). */
  nextCall(): Promise<HeldCall>;
  close(): Promise<void>;
}

const metadata = { nodeId: 'agent-1', nodeName: 'AI Agent', itemIndex: 0, runIndex: 0 };
const line = (chunk: Record<string, unknown>) =>
  `${JSON.stringify({ ...chunk, metadata: { ...metadata, timestamp: Date.now() } })}\n`;

function hold(req: IncomingMessage, res: ServerResponse, text: string): HeldCall {
  let finished = false;
  const aborted = new Promise<void>((resolve) => {
    res.on('close', () => {
      if (!finished) resolve();
    });
  });
  // An n8n Webhook node in "Streaming" response mode: JSON content type, chunked, a line each.
  res.writeHead(200, { 'Content-Type': 'application/json; charset=utf-8' });
  res.write(line({ type: 'begin' }));
  let body: Record<string, unknown> = {};
  try {
    body = JSON.parse(text) as Record<string, unknown>;
  } catch {
    // Left empty: the test sees it.
  }
  return {
    path: req.url ?? '',
    body,
    send: (content) => res.write(line({ type: 'item', content })),
    end: () => {
      finished = true;
      res.end(line({ type: 'end' }));
    },
    aborted,
  };
}

/** A real local automation answering like n8n's streaming Webhook node, held by the test. */
export async function startStreamingAutomation(): Promise<StreamingAutomation> {
  const received: HeldCall[] = [];
  const waiting: ((call: HeldCall) => void)[] = [];
  const open = new Set<ServerResponse>();
  const server = createServer((req, res) => {
    let text = '';
    req.setEncoding('utf8');
    req.on('data', (chunk: string) => (text += chunk));
    req.on('end', () => {
      open.add(res);
      res.on('close', () => open.delete(res));
      const call = hold(req, res, text);
      const waiter = waiting.shift();
      if (waiter) waiter(call);
      else received.push(call);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: (path) => `http://127.0.0.1:${port}${path}`,
    nextCall: () =>
      new Promise<HeldCall>((resolve) => {
        const call = received.shift();
        if (call) resolve(call);
        else waiting.push(resolve);
      }),
    close: () =>
      new Promise<void>((resolve) => {
        for (const res of open) res.destroy();
        server.close(() => resolve());
      }),
  };
}
