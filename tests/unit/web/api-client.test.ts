// @vitest-environment jsdom
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  ApiError,
  apiRequest,
  createQueryClient,
  errorText,
  getQueryFn,
  SESSION_EXPIRED,
  setUnauthorizedHandler,
  withCompany,
} from '../../../src/web/lib/api.js';

/** A real local server that answers by path and records what it got. */
let server: Server;
let base = '';
const seen: { url: string; method: string; body: string; type: string | undefined }[] = [];

beforeAll(async () => {
  server = createServer((req: IncomingMessage, res) => {
    let body = '';
    req.on('data', (c) => (body += c));
    req.on('end', () => {
      seen.push({
        url: req.url ?? '',
        method: req.method ?? '',
        body,
        type: req.headers['content-type'],
      });
      if (req.url?.startsWith('/ok')) {
        res.writeHead(200, { 'content-type': 'application/json' }).end('{"fine":true}');
      } else if (req.url?.startsWith('/unauth')) {
        res
          .writeHead(401, { 'content-type': 'application/json' })
          .end('{"message":"Not signed in"}');
      } else if (req.url?.startsWith('/bad')) {
        res.writeHead(400, { 'content-type': 'application/json' }).end('{"message":"Nope"}');
      } else {
        res.writeHead(500).end();
      }
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise((r) => server.close(r)));
beforeEach(() => {
  seen.length = 0;
  window.history.replaceState(null, '', '/');
});

describe('withCompany', () => {
  it("copies the page's company parameter onto API addresses", () => {
    window.history.replaceState(null, '', '/admin/users?company=acme');
    expect(withCompany('/api/admin/users')).toBe('/api/admin/users?company=acme');
    expect(withCompany('/api/history?sessionId=s1')).toBe('/api/history?sessionId=s1&company=acme');
    expect(withCompany('/api/x?company=other')).toBe('/api/x?company=other');
  });

  it('leaves addresses alone without one', () => {
    expect(withCompany('/api/auth/me')).toBe('/api/auth/me');
  });
});

describe('apiRequest', () => {
  it('sends JSON with its content type and parses JSON answers', async () => {
    window.history.replaceState(null, '', '/?company=acme');
    const result = await apiRequest('POST', `${base}/ok`, { a: 1 });
    expect(result).toEqual({ fine: true });
    expect(seen[0]).toMatchObject({ method: 'POST', body: '{"a":1}', type: 'application/json' });
    expect(seen[0].url).toBe('/ok?company=acme');
  });

  it('turns a non-OK answer into "status: text" with the server message kept', async () => {
    const error = await apiRequest('GET', `${base}/bad`).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).message).toBe('400: {"message":"Nope"}');
    expect(errorText(error, 'Fallback')).toBe('Nope');
    const bare = await apiRequest('GET', `${base}/boom`).catch((e: unknown) => e);
    expect((bare as ApiError).message).toBe('500: Internal Server Error');
    expect(errorText(bare, 'Failed to save settings')).toBe('Failed to save settings');
  });

  it('on 401 calls the unauthorized handler and says the session expired', async () => {
    let called = 0;
    setUnauthorizedHandler(() => (called += 1));
    const error = await apiRequest('GET', `${base}/unauth`).catch((e: unknown) => e);
    expect((error as Error).message).toBe(SESSION_EXPIRED);
    expect(called).toBe(1);
    // Sign-in failures are no expired session.
    await apiRequest('POST', `${base}/unauth`, {}, { redirectOn401: false }).catch(() => undefined);
    expect(called).toBe(1);
  });
});

describe('queries', () => {
  it('return null on 401 in the returnNull mode', async () => {
    const fn = getQueryFn<unknown>({ on401: 'returnNull' });
    const ctx = { queryKey: [`${base}/unauth`] } as unknown as Parameters<typeof fn>[0];
    expect(await fn(ctx)).toBeNull();
  });

  it('use the defaults of docs/product.md#client-calls', () => {
    const defaults = createQueryClient().getDefaultOptions();
    expect(defaults.queries).toMatchObject({
      refetchInterval: false,
      refetchOnWindowFocus: false,
      staleTime: Infinity,
      retry: false,
    });
    expect(defaults.mutations).toMatchObject({ retry: false });
  });
});
