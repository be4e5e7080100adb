import { request } from 'undici';
import type { BenchApp, BenchUser } from './stream-app.js';

/** The load client's side of the streaming benches: signing in, and reading a job's events. */

export async function signIn(app: Pick<BenchApp, 'origin'>, user: BenchUser): Promise<string> {
  const res = await request(`${app.origin}/api/auth/login?company=${user.slug}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: user.username, password: user.password }),
  });
  const text = await res.body.text();
  if (res.statusCode !== 200) throw new Error(`sign-in failed: ${res.statusCode} ${text}`);
  const setCookie = ([] as string[]).concat(res.headers['set-cookie'] ?? []);
  const cookie = setCookie.map((c) => c.split(';')[0]).find((c) => c.includes('copydesk.sid='));
  if (!cookie) throw new Error('sign-in set no session cookie');
  return cookie;
}

export interface ReadResult {
  status: number;
  end: 'done' | 'error' | 'closed';
  pieces: number;
  message?: string;
  /** The text `done` carried. */
  doneText?: string;
}

/** Reads a job's events until `done` or `error`; calls `onDelta` with each delta's text. */
export async function readEvents(
  base: string,
  cookie: string,
  slug: string,
  id: string,
  onOpen: () => void,
  onDelta: (text: string) => void,
): Promise<ReadResult> {
  const res = await request(`${base}/api/generations/${id}/events?company=${slug}`, {
    headers: { cookie, accept: 'text/event-stream' },
    bodyTimeout: 0,
  });
  onOpen();
  const result: ReadResult = { status: res.statusCode, end: 'closed', pieces: 0 };
  if (res.statusCode !== 200) {
    await res.body.dump();
    return result;
  }
  let buffer = '';
  for await (const chunk of res.body) {
    buffer += chunk.toString();
    let end: number;
    while ((end = buffer.indexOf('\n\n')) >= 0) {
      const block = buffer.slice(0, end);
      buffer = buffer.slice(end + 2);
      const data = /^data: (.*)$/m.exec(block)?.[1];
      if (block.includes('event: delta') && data) {
        result.pieces++;
        onDelta((JSON.parse(data) as { text: string }).text);
      }
      if (block.includes('event: done') || block.includes('event: error')) {
        result.end = block.includes('event: done') ? 'done' : 'error';
        if (result.end === 'done' && data) {
          result.doneText = (JSON.parse(data) as { content?: string }).content;
        }
        if (result.end === 'error' && data)
          result.message = (JSON.parse(data) as { message: string }).message;
        res.body.destroy();
        return result;
      }
    }
  }
  return result;
}
