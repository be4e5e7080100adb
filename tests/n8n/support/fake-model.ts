import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A local stand-in for an OpenAI-compatible model server and the Google Places search, for the
 * real-n8n tests: `POST /v1/chat/completions` answers (streamed as Server-Sent Events when asked)
 * the canned text of the assistant the prompt names; `POST /v1/places:searchText` answers places.
 * Every request is recorded. A hold keeps a streamed answer after its first words until released.
 * Tests in another process use the control API under `/_control/`.
 */

interface ChatMessage {
  role: string;
  content: string;
}
export interface ChatRequest {
  stream: boolean;
  messages: ChatMessage[];
  /** The assistant the prompt names ("blog article", "Facebook post", ...). */
  subject: string;
}

type Answer = (request: ChatRequest) => string;

export interface FakeModel {
  url: string;
  chats: ChatRequest[];
  searches: Array<{ headers: IncomingMessage['headers']; body: Record<string, unknown> }>;
  /** Streams the next answer's first chunk, then waits for `release()`. */
  holdNext(): { firstChunkSent: Promise<void>; release: () => void };
  close(): Promise<void>;
}

/** The subject of a prompt: "Write the X for this brief" or "Revise the X below". */
function subjectOf(messages: ChatMessage[]): string {
  const last = [...messages].reverse().find((m) => m.role === 'user')?.content ?? '';
  return /(?:Write|Revise) the (.+?) (?:for this brief|below)/.exec(last)?.[1] ?? '';
}

const textOf = (content: unknown): string =>
  typeof content === 'string'
    ? content
    : Array.isArray(content)
      ? content.map((part: { text?: string }) => part.text ?? '').join('')
      : '';

async function readJson(req: IncomingMessage): Promise<Record<string, unknown>> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  const text = Buffer.concat(chunks).toString('utf8');
  return text ? (JSON.parse(text) as Record<string, unknown>) : {};
}

/** The answer cut into chunks of a few words, as a model streams. */
function chunksOf(text: string): string[] {
  return (
    text.match(/\S+\s*|\s+/g)?.reduce<string[]>((out, word, i) => {
      if (i % 3 === 0) out.push(word);
      else out[out.length - 1] += word;
      return out;
    }, []) ?? [text]
  );
}

export async function startFakeModel(
  answer: Answer,
  places: unknown[],
  port = 0,
): Promise<FakeModel> {
  const chats: ChatRequest[] = [];
  const searches: FakeModel['searches'] = [];
  let hold: { sent: () => void; released: Promise<void> } | null = null;

  async function chat(req: IncomingMessage, res: ServerResponse) {
    const body = await readJson(req);
    const messages = ((body.messages as Array<{ role: string; content: unknown }>) ?? []).map(
      (m) => ({ role: m.role, content: textOf(m.content) }),
    );
    const request: ChatRequest = {
      stream: body.stream === true,
      messages,
      subject: subjectOf(messages),
    };
    chats.push(request);
    const text = answer(request);
    const base = {
      id: `chatcmpl-${chats.length}`,
      created: 1_700_000_000,
      model: String(body.model),
    };
    if (!request.stream) {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(
        JSON.stringify({
          ...base,
          object: 'chat.completion',
          choices: [
            { index: 0, message: { role: 'assistant', content: text }, finish_reason: 'stop' },
          ],
          usage: { prompt_tokens: 10, completion_tokens: 10, total_tokens: 20 },
        }),
      );
      return;
    }
    res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' });
    const send = (delta: Record<string, unknown>, finish: string | null = null) =>
      res.write(
        `data: ${JSON.stringify({
          ...base,
          object: 'chat.completion.chunk',
          choices: [{ index: 0, delta, finish_reason: finish }],
        })}\n\n`,
      );
    const held = hold;
    hold = null;
    send({ role: 'assistant', content: '' });
    const [first, ...rest] = chunksOf(text);
    send({ content: first });
    if (held) {
      held.sent();
      await held.released;
    }
    for (const chunk of rest) send({ content: chunk });
    send({}, 'stop');
    res.end('data: [DONE]\n\n');
  }

  let control: ReturnType<FakeModel['holdNext']> | null = null;
  const server: Server = createServer((req, res) => {
    const url = req.url ?? '';
    const done = (p: Promise<void>) =>
      p.catch((err: unknown) => {
        res.writeHead(500).end(String(err));
      });
    if (req.method === 'POST' && url.endsWith('/chat/completions'))
      return void done(chat(req, res));
    if (req.method === 'POST' && url.endsWith('/places:searchText')) {
      return void done(
        readJson(req).then((body) => {
          searches.push({ headers: req.headers, body });
          res.writeHead(200, { 'content-type': 'application/json' });
          res.end(JSON.stringify({ places }));
        }),
      );
    }
    // The tests' control API: what was asked, and holding a streamed answer.
    if (url === '/_control/chats') return void sendJson(res, chats);
    if (url === '/_control/searches') return void sendJson(res, searches);
    if (url === '/_control/hold' && req.method === 'POST') {
      control = fake.holdNext();
      return void sendJson(res, { held: true });
    }
    if (url === '/_control/first-chunk') {
      const waiting = control;
      if (!waiting) return void sendJson(res, { error: 'nothing held' }, 409);
      return void waiting.firstChunkSent.then(() => sendJson(res, { sent: true }));
    }
    if (url === '/_control/release' && req.method === 'POST') {
      control?.release();
      control = null;
      return void sendJson(res, { released: true });
    }
    if (req.method === 'GET' && url.endsWith('/models')) {
      res.writeHead(200, { 'content-type': 'application/json' });
      return void res.end(
        JSON.stringify({ object: 'list', data: [{ id: 'gpt-4o-mini', object: 'model' }] }),
      );
    }
    res.writeHead(404).end('not found');
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const { port: bound } = server.address() as AddressInfo;
  const fake: FakeModel = {
    url: `http://127.0.0.1:${bound}`,
    chats,
    searches,
    holdNext() {
      let sent!: () => void;
      let release!: () => void;
      const firstChunkSent = new Promise<void>((resolve) => (sent = resolve));
      const released = new Promise<void>((resolve) => (release = resolve));
      hold = { sent, released };
      return { firstChunkSent, release };
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
  return fake;
}

function sendJson(res: ServerResponse, value: unknown, status = 200) {
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(JSON.stringify(value));
}
