import http from 'node:http';

export interface SseEvent {
  event: string;
  data: string;
  id?: string;
}

export interface SseReader {
  status: number;
  headers: http.IncomingHttpHeaders;
  /** The next event (comments are skipped), or null once the stream has ended. */
  next(): Promise<SseEvent | null>;
  /** Every remaining event until the stream ends. */
  rest(): Promise<SseEvent[]>;
  /** Comment lines seen so far. */
  comments: string[];
  close(): void;
}

/** Reads Server-Sent Events over real HTTP (any Host header, cookies given by hand). */
export function openSse(url: string, headers: Record<string, string> = {}): Promise<SseReader> {
  return new Promise((resolve, reject) => {
    const req = http.get(url, { headers: { accept: 'text/event-stream', ...headers } }, (res) => {
      res.setEncoding('utf8');
      const queue: SseEvent[] = [];
      const comments: string[] = [];
      const waiting: ((e: SseEvent | null) => void)[] = [];
      let buffer = '';
      let ended = false;
      const push = (e: SseEvent | null) => {
        const waiter = waiting.shift();
        if (waiter) waiter(e);
        else if (e) queue.push(e);
      };
      res.on('data', (chunk: string) => {
        buffer += chunk;
        let end: number;
        while ((end = buffer.indexOf('\n\n')) >= 0) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          const event: SseEvent = { event: 'message', data: '' };
          const data: string[] = [];
          let isComment = true;
          for (const line of block.split('\n')) {
            if (line.startsWith(':')) {
              comments.push(line);
              continue;
            }
            isComment = false;
            const colon = line.indexOf(':');
            const field = line.slice(0, colon);
            const value = line.slice(colon + 1).replace(/^ /, '');
            if (field === 'event') event.event = value;
            else if (field === 'data') data.push(value);
            else if (field === 'id') event.id = value;
          }
          if (isComment) continue;
          event.data = data.join('\n');
          push(event);
        }
      });
      const finish = () => {
        if (ended) return;
        ended = true;
        while (waiting.length > 0) waiting.shift()!(null);
      };
      res.on('end', finish);
      res.on('close', finish);
      const next = () =>
        new Promise<SseEvent | null>((done) => {
          const first = queue.shift();
          if (first) done(first);
          else if (ended) done(null);
          else waiting.push(done);
        });
      resolve({
        status: res.statusCode ?? 0,
        headers: res.headers,
        comments,
        next,
        async rest() {
          const all: SseEvent[] = [];
          for (let e = await next(); e; e = await next()) all.push(e);
          return all;
        },
        close: () => req.destroy(),
      });
    });
    req.on('error', reject);
  });
}

/** The next event, or 'nothing' if none came within `ms` (a reader left waiting). */
export function nextWithin(sse: SseReader, ms: number) {
  return Promise.race([
    sse.next(),
    new Promise<'nothing'>((r) => setTimeout(() => r('nothing'), ms).unref()),
  ]);
}
