import { createServer, type ServerResponse } from 'node:http';

/**
 * Bench child process for bench/generation-stream.ts: the automation, in a process of its own,
 * answering like n8n's streaming webhook. `/webhook/slow` streams `chunks` items over `seconds`;
 * `/webhook/latency` is held (the parent is told) until the parent says `go`, then its first
 * item is stamped with the epoch time in milliseconds (`performance.timeOrigin + now()`, the
 * same clock in every process of the machine) and the answer ends.
 */
const { seconds, chunks } = JSON.parse(process.argv[2]) as { seconds: number; chunks: number };

const item = (content: string) =>
  `${JSON.stringify({ type: 'item', content, metadata: { nodeId: 'n', runIndex: 0 } })}\n`;
const begin = `${JSON.stringify({ type: 'begin', metadata: { nodeId: 'n', runIndex: 0 } })}\n`;

const held: ServerResponse[] = [];
const server = createServer((req, res) => {
  req.resume();
  req.on('end', () => {
    res.writeHead(200, { 'content-type': 'application/json' });
    res.write(begin);
    if (req.url?.endsWith('/latency')) {
      held.push(res);
      process.send?.({ held: held.length });
      return;
    }
    let sent = 0;
    const timer = setInterval(
      () => {
        if (res.destroyed) return clearInterval(timer);
        res.write(item(`Piece ${sent} of a long article. `));
        if (++sent === chunks) {
          clearInterval(timer);
          res.end();
        }
      },
      (seconds * 1000) / chunks,
    );
  });
});
server.keepAliveTimeout = 120_000;

process.on('message', (msg: { go?: boolean; stop?: boolean }) => {
  if (msg.go) {
    const res = held.shift();
    res?.write(item(`t=${performance.timeOrigin + performance.now()} first words`));
    res?.end(item(' and the end.'));
  }
  if (msg.stop) server.close(() => process.exit(0));
});
process.on('disconnect', () => process.exit(0));
server.listen({ port: 0, host: '127.0.0.1', backlog: 4096 }, () => {
  const address = server.address();
  process.send?.({ port: typeof address === 'object' && address ? address.port : 0 });
});
