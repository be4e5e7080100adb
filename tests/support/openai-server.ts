import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';

/**
 * A local server that answers exactly as OpenAI's chat-completions API does, for the tests of
 * model connections: `POST /v1/chat/completions` (streamed as `data: {chunk}` lines, the usage
 * chunk when `stream_options.include_usage` asks for it, then `data: [DONE]`; or one JSON
 * answer), `GET /v1/models`, and OpenAI's error bodies `{"error": {message, type, code}}`.
 * Every chat request is recorded; the next answers can be scripted (an error, a hang, a stream
 * cut in the middle, a held stream), and each request says when its connection closed.
 */

interface ChatMessage {
  role: string;
  content: string;
}

interface RecordedChat {
  headers: IncomingMessage['headers'];
  body: {
    model?: string;
    stream?: boolean;
    stream_options?: { include_usage?: boolean };
    messages: ChatMessage[];
    [key: string]: unknown;
  };
  /** Resolves when the client closed the connection (Stop) or the answer ended. */
  closed: Promise<'client' | 'ended'>;
}

type Scripted =
  | {
      kind: 'error';
      status: number;
      message: string;
      type?: string;
      code?: string | null;
      retryAfter?: number;
    }
  | { kind: 'hang' }
  /** Streams the first words, then drops the connection without [DONE]. */
  | { kind: 'cut' }
  /** Streams the first words, then waits for `release()`. */
  | { kind: 'hold'; firstChunkSent: () => void; released: Promise<void> }
  /** Streams the answer without a usage chunk (an endpoint that sends none). */
  | { kind: 'no-usage' };

export interface OpenAiServer {
  /** The base URL a connection is given: `http://127.0.0.1:<port>/v1`. */
  baseUrl: string;
  chats: RecordedChat[];
  modelsListed: number;
  /** Queues how the next chat requests are answered (in order). */
  script(...next: Scripted[]): void;
  /** Streams the next answer's first words, then waits until released. */
  holdNext(): { firstChunkSent: Promise<void>; release: () => void };
  close(): Promise<void>;
}

export interface OpenAiServerOptions {
  /** The key the server accepts (`Authorization: Bearer <key>`); any key when absent. */
  apiKey?: string;
  /** Models it knows (others answer 404 model_not_found); the first is listed first. */
  models?: string[];
  /** The text a chat answers; default: a short post that names the prompt's first words. */
  answer?: (chat: RecordedChat) => string;
  /** Words per streamed chunk. */
  wordsPerChunk?: number;
  /** Milliseconds between chunks. */
  chunkDelayMs?: number;
}

const defaultAnswer = (chat: RecordedChat) => {
  const prompt = chat.body.messages.at(-1)?.content ?? '';
  const first = prompt.split('\n')[0]?.slice(0, 60) ?? '';
  return `Here is real model text. You asked: ${first}\n\nA second paragraph with **bold** words.`;
};

/** Tokens as a model would count them, near enough for tests: about four characters each. */
const countTokens = (text: string) => Math.max(1, Math.ceil(text.length / 4));

function errorBody(message: string, type: string, code: string | null) {
  return JSON.stringify({ error: { message, type, param: null, code } });
}

async function readJson(req: IncomingMessage): Promise<Record<string, unknown>> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  const text = Buffer.concat(chunks).toString('utf8');
  return text ? (JSON.parse(text) as Record<string, unknown>) : {};
}

function chunksOf(text: string, words: number): string[] {
  const pieces = text.match(/\S+\s*|\s+/g) ?? [text];
  const out: string[] = [];
  for (let i = 0; i < pieces.length; i += words) out.push(pieces.slice(i, i + words).join(''));
  return out;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export async function startOpenAiServer(opts: OpenAiServerOptions = {}): Promise<OpenAiServer> {
  const models = opts.models ?? ['gpt-test', 'gpt-test-mini'];
  const answer = opts.answer ?? defaultAnswer;
  const words = opts.wordsPerChunk ?? 3;
  const delay = opts.chunkDelayMs ?? 5;
  const queue: Scripted[] = [];
  const chats: RecordedChat[] = [];
  const sockets = new Set<Socket>();
  let modelsListed = 0;

  function refuseKey(req: IncomingMessage, res: ServerResponse): boolean {
    if (!opts.apiKey || req.headers.authorization === `Bearer ${opts.apiKey}`) return false;
    res.writeHead(401, { 'content-type': 'application/json' });
    res.end(
      errorBody(
        'Incorrect API key provided: sk-...***. You can find your API key at https://platform.openai.com/account/api-keys.',
        'invalid_request_error',
        'invalid_api_key',
      ),
    );
    return true;
  }

  async function chat(req: IncomingMessage, res: ServerResponse) {
    const body = (await readJson(req)) as RecordedChat['body'];
    let closedBy: (why: 'client' | 'ended') => void = () => {};
    const closed = new Promise<'client' | 'ended'>((resolve) => (closedBy = resolve));
    res.on('close', () => closedBy(res.writableFinished ? 'ended' : 'client'));
    const recorded: RecordedChat = { headers: req.headers, body, closed };
    chats.push(recorded);
    if (refuseKey(req, res)) return;
    const scripted = queue.shift();
    if (scripted?.kind === 'error') {
      const headers: Record<string, string> = { 'content-type': 'application/json' };
      if (scripted.retryAfter !== undefined) headers['retry-after'] = String(scripted.retryAfter);
      res.writeHead(scripted.status, headers);
      res.end(errorBody(scripted.message, scripted.type ?? 'server_error', scripted.code ?? null));
      return;
    }
    if (scripted?.kind === 'hang') return; // never answers
    if (!body.model || !models.includes(body.model)) {
      res.writeHead(404, { 'content-type': 'application/json' });
      res.end(
        errorBody(
          `The model \`${body.model ?? ''}\` does not exist or you do not have access to it.`,
          'invalid_request_error',
          'model_not_found',
        ),
      );
      return;
    }
    const text = answer(recorded);
    const prompt = body.messages.map((m) => m.content).join('\n');
    const usage = {
      prompt_tokens: countTokens(prompt),
      completion_tokens: countTokens(text),
      total_tokens: countTokens(prompt) + countTokens(text),
    };
    const id = `chatcmpl-${chats.length}`;
    const created = Math.floor(Date.now() / 1000);
    if (!body.stream) {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(
        JSON.stringify({
          id,
          object: 'chat.completion',
          created,
          model: body.model,
          choices: [
            { index: 0, message: { role: 'assistant', content: text }, finish_reason: 'stop' },
          ],
          usage,
        }),
      );
      return;
    }
    res.writeHead(200, {
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-cache',
      connection: 'keep-alive',
    });
    const send = (data: unknown) => res.write(`data: ${JSON.stringify(data)}\n\n`);
    const chunk = (delta: Record<string, unknown>, finish: string | null = null) =>
      send({
        id,
        object: 'chat.completion.chunk',
        created,
        model: body.model,
        choices: [{ index: 0, delta, finish_reason: finish }],
        ...(body.stream_options?.include_usage ? { usage: null } : {}),
      });
    chunk({ role: 'assistant', content: '' });
    const pieces = chunksOf(text, words);
    for (const [i, piece] of pieces.entries()) {
      if (res.destroyed) return;
      chunk({ content: piece });
      if (i === 0 && scripted?.kind === 'hold') {
        scripted.firstChunkSent();
        await scripted.released;
      }
      if (i === 0 && scripted?.kind === 'cut') {
        await sleep(20);
        res.destroy();
        return;
      }
      await sleep(delay);
    }
    if (res.destroyed) return;
    chunk({}, 'stop');
    if (body.stream_options?.include_usage && scripted?.kind !== 'no-usage') {
      send({ id, object: 'chat.completion.chunk', created, model: body.model, choices: [], usage });
    }
    res.write('data: [DONE]\n\n');
    res.end();
  }

  const server: Server = createServer((req, res) => {
    const path = (req.url ?? '').split('?')[0] ?? '';
    if (req.method === 'POST' && path.endsWith('/chat/completions')) {
      chat(req, res).catch(() => res.destroy());
      return;
    }
    if (req.method === 'GET' && path.endsWith('/models')) {
      if (refuseKey(req, res)) return;
      modelsListed += 1;
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(
        JSON.stringify({
          object: 'list',
          data: models.map((id) => ({
            id,
            object: 'model',
            created: 1700000000,
            owned_by: 'test',
          })),
        }),
      );
      return;
    }
    res.writeHead(404, { 'content-type': 'application/json' });
    res.end(
      errorBody(
        `Unknown request URL: ${req.method} ${path}.`,
        'invalid_request_error',
        'unknown_url',
      ),
    );
  });
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}/v1`,
    chats,
    get modelsListed() {
      return modelsListed;
    },
    script: (...next) => queue.push(...next),
    holdNext() {
      let firstChunkSent: () => void = () => {};
      let release: () => void = () => {};
      const sent = new Promise<void>((resolve) => (firstChunkSent = resolve));
      const released = new Promise<void>((resolve) => (release = resolve));
      queue.push({ kind: 'hold', firstChunkSent, released });
      return { firstChunkSent: sent, release };
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}
