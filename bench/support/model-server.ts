import { createServer, type ServerResponse } from 'node:http';

/**
 * Bench child process for bench/model-stream.ts: a model server answering as OpenAI's
 * chat-completions API streams, in a process of its own. A request whose prompt holds
 * `[latency]` is held (the parent is told) until the parent says `go`; its first words are then
 * stamped with the epoch time in milliseconds (the same clock in every process of the machine).
 * Any other request streams `chunks` chunks over `seconds`, then the usage chunk and `[DONE]`.
 */
const { seconds, chunks } = JSON.parse(process.argv[2]) as { seconds: number; chunks: number };

const chunk = (content: string | null) =>
  `data: ${JSON.stringify({
    id: 'chatcmpl-bench',
    object: 'chat.completion.chunk',
    created: 1700000000,
    model: 'bench-model',
    choices: content === null ? [] : [{ index: 0, delta: { content }, finish_reason: null }],
    ...(content === null
      ? { usage: { prompt_tokens: 50, completion_tokens: 20, total_tokens: 70 } }
      : {}),
  })}\n\n`;
const finish = `data: ${JSON.stringify({
  id: 'chatcmpl-bench',
  object: 'chat.completion.chunk',
  created: 1700000000,
  model: 'bench-model',
  choices: [{ index: 0, delta: {}, finish_reason: 'stop' }],
})}\n\n`;
const end = (res: ServerResponse) => res.end(`${finish}${chunk(null)}data: [DONE]\n\n`);

const held: ServerResponse[] = [];
const server = createServer((req, res) => {
  let body = '';
  req.on('data', (data: Buffer) => (body += data.toString()));
  req.on('end', () => {
    res.writeHead(200, { 'content-type': 'text/event-stream; charset=utf-8' });
    if (body.includes('[latency]')) {
      held.push(res);
      process.send?.({ held: held.length });
      return;
    }
    let sent = 0;
    const timer = setInterval(
      () => {
        if (res.destroyed) return clearInterval(timer);
        res.write(chunk(`Piece ${sent} of a long article. `));
        if (++sent === chunks) {
          clearInterval(timer);
          end(res);
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
    res?.write(chunk(`t=${performance.timeOrigin + performance.now()} first words`));
    if (res) {
      res.write(chunk(' and the end.'));
      end(res);
    }
  }
  if (msg.stop) server.close(() => process.exit(0));
});
process.on('disconnect', () => process.exit(0));
server.listen({ port: 0, host: '127.0.0.1', backlog: 4096 }, () => {
  const address = server.address();
  process.send?.({ port: typeof address === 'object' && address ? address.port : 0 });
});
