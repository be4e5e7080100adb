import { createServer } from 'node:http';
import type { IncomingHttpHeaders, ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createAutomationClient } from '../../../src/server/automation-client/client.js';
import type { AutomationCallOptions } from '../../../src/server/automation-client/client.js';
import { AutomationError, httpStatusFor } from '../../../src/server/automation-client/errors.js';
import { normaliseContent } from '../../../src/server/automation-client/normalise.js';

interface Recorded {
  method: string;
  url: string;
  headers: IncomingHttpHeaders;
  body: string;
}

const recorded: Recorded[] = [];

/** Answers by path, like an automation told how to behave. */
const routes: Record<string, (res: ServerResponse) => void> = {
  '/ok': (res) => json(res, 200, { output: 'Hello from the automation' }),
  '/text': (res) => {
    res.writeHead(200, { 'content-type': 'text/plain; charset=utf-8' });
    res.end('Plain text content');
  },
  '/slow': () => undefined, // never answers
  '/500': (res) => json(res, 500, { code: 0, message: 'Error in workflow' }),
  '/401': (res) => json(res, 401, { message: 'Authorization data is wrong!' }),
  '/not-registered': (res) =>
    json(res, 404, {
      code: 404,
      message: 'The requested webhook "x" is not registered.',
      hint: "Click the 'Execute workflow' button on the canvas, then try again.",
    }),
  '/redirect': (res) => {
    res.writeHead(302, { location: 'http://169.254.169.254/latest/meta-data/' });
    res.end();
  },
  '/empty': (res) => {
    res.writeHead(200, { 'content-type': 'text/plain' });
    res.end();
  },
  '/started': (res) => json(res, 200, { message: 'Workflow was started' }),
  '/huge': (res) => {
    // Chunked, no content-length: the client must count as it reads.
    res.writeHead(200, { 'content-type': 'text/plain' });
    const chunk = Buffer.alloc(64 * 1024, 'a');
    let sent = 0;
    const pump = () => {
      while (sent < 6 * 1024 * 1024 && !res.destroyed) {
        sent += chunk.length;
        if (!res.write(chunk)) return void res.once('drain', pump);
      }
      if (!res.destroyed) res.end();
    };
    res.on('error', () => undefined);
    pump();
  },
  '/huge-declared': (res) => {
    res.writeHead(200, { 'content-type': 'text/plain', 'content-length': 6 * 1024 * 1024 });
    res.on('error', () => undefined);
    res.write('x'.repeat(1024));
  },
};

function json(res: ServerResponse, status: number, body: unknown) {
  res.writeHead(status, { 'content-type': 'application/json; charset=utf-8' });
  res.end(JSON.stringify(body));
}

const server = createServer((req, res) => {
  let body = '';
  req.setEncoding('utf8');
  req.on('data', (c: string) => (body += c));
  req.on('end', () => {
    recorded.push({ method: req.method ?? '', url: req.url ?? '', headers: req.headers, body });
    const route = routes[req.url ?? ''];
    if (route) route(res);
    else json(res, 404, { message: 'no such route' });
  });
});

let base = '';
let closedPort = 0;
let client: ReturnType<typeof createAutomationClient>;

beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  base = `http://127.0.0.1:${port}`;
  // A port with nothing listening: open a server, note its port, close it.
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  closedPort = (probe.address() as AddressInfo).port;
  await new Promise((resolve) => probe.close(resolve));
  client = createAutomationClient({
    allowHosts: [`127.0.0.1:${port}`, `127.0.0.1:${closedPort}`],
    defaultTimeoutMs: 5000,
    leadTimeoutMs: 9000,
  });
});

afterAll(async () => {
  await client.close();
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

beforeEach(() => {
  recorded.length = 0;
});

const post = (path: string, extra: Partial<AutomationCallOptions> = {}) =>
  client.post({
    url: `${base}${path}`,
    body: { action: 'generate', assistantType: 'blog', formData: { articleTopic: 'Backups' } },
    requestId: 'req-123456',
    assistantName: 'Blog Article',
    ...extra,
  });

async function failure(promise: Promise<unknown>): Promise<AutomationError> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(AutomationError);
  return error as AutomationError;
}

describe('webhook client', () => {
  it('POSTs JSON with X-Request-Id and the API key verbatim as Authorization', async () => {
    const res = await post('/ok', { apiKey: 'Bearer abc 123' });
    expect(res.status).toBe(200);
    expect(res.contentType).toContain('application/json');
    expect(JSON.parse(res.text)).toEqual({ output: 'Hello from the automation' });
    expect(res.latencyMs).toBeGreaterThanOrEqual(0);
    const [req] = recorded;
    expect(req.method).toBe('POST');
    expect(req.headers['content-type']).toBe('application/json');
    expect(req.headers['x-request-id']).toBe('req-123456');
    expect(req.headers.authorization).toBe('Bearer abc 123');
    expect(JSON.parse(req.body)).toEqual({
      action: 'generate',
      assistantType: 'blog',
      formData: { articleTopic: 'Backups' },
    });
  });

  it('sends no Authorization header without an API key', async () => {
    await post('/ok');
    expect(recorded[0].headers.authorization).toBeUndefined();
  });

  it('returns plain text as it is', async () => {
    const res = await post('/text');
    expect(res.text).toBe('Plain text content');
    expect(res.contentType).toContain('text/plain');
  });

  it('gives up after the timeout when the automation never answers', async () => {
    const started = Date.now();
    const error = await failure(post('/slow', { timeoutMs: 300 }));
    expect(Date.now() - started).toBeLessThan(3000);
    expect(error.kind).toBe('timeout');
    expect(error.message).toBe('The Blog Article automation did not answer within 0.3 seconds.');
    expect(httpStatusFor(error.kind)).toBe(504);
  });

  it('reports a refused connection', async () => {
    const error = await failure(
      post('', { url: `http://127.0.0.1:${closedPort}/webhook/x`, assistantName: 'Facebook' }),
    );
    expect(error.kind).toBe('refused');
    expect(error.message).toContain(
      'The Facebook automation could not be reached (connection refused)',
    );
    expect(httpStatusFor(error.kind)).toBe(502);
  });

  it('reports HTTP 500 with the reason the automation gave', async () => {
    const error = await failure(post('/500'));
    expect(error.kind).toBe('http-status');
    expect(error.status).toBe(500);
    expect(error.message).toBe(
      'The Blog Article automation answered with HTTP 500 (Error in workflow).',
    );
  });

  it('says when the API key is refused (401)', async () => {
    const error = await failure(post('/401', { apiKey: 'wrong' }));
    expect(error.kind).toBe('http-status');
    expect(error.message).toContain('refused the API key');
  });

  it("recognises n8n's inactive workflow (404 not registered)", async () => {
    const error = await failure(post('/not-registered', { assistantName: 'LinkedIn' }));
    expect(error.kind).toBe('not-registered');
    expect(error.message).toBe(
      "The LinkedIn automation's workflow is not active: n8n says the webhook is not " +
        'registered. Activate the workflow in n8n.',
    );
  });

  it('does not follow redirects', async () => {
    const error = await failure(post('/redirect'));
    expect(error.kind).toBe('redirect');
    expect(error.message).toContain('HTTP 302');
    expect(error.message).toContain('not followed');
    expect(recorded).toHaveLength(1);
  });

  it('returns an empty body, which the normaliser refuses clearly', async () => {
    const res = await post('/empty');
    expect(res.text).toBe('');
    const error = await failure(
      Promise.resolve().then(() => normaliseContent(res, 'Blog Article')),
    );
    expect(error.kind).toBe('empty');
    expect(error.message).toContain('The Blog Article automation returned an empty response');
  });

  it('recognises "Workflow was started"', async () => {
    const res = await post('/started', { assistantName: 'Facebook' });
    const error = await failure(Promise.resolve().then(() => normaliseContent(res, 'Facebook')));
    expect(error.kind).toBe('workflow-started');
    expect(error.message).toBe(
      'The Facebook automation answered immediately ("Workflow was started") instead of ' +
        'returning content. Set the webhook to respond when the last node finishes, or use a ' +
        'Respond to Webhook node.',
    );
  });

  it('stops reading a chunked body over 5 MB', async () => {
    const error = await failure(post('/huge'));
    expect(error.kind).toBe('too-large');
    expect(error.message).toContain('response is larger than 5 MB');
  });

  it('refuses a declared content-length over 5 MB without reading it', async () => {
    const error = await failure(post('/huge-declared'));
    expect(error.kind).toBe('too-large');
  });

  it('blocks private addresses that are not allowed, before sending anything', async () => {
    const strict = createAutomationClient({
      allowHosts: [],
      defaultTimeoutMs: 2000,
      leadTimeoutMs: 2000,
    });
    const error = await failure(
      strict.post({
        url: `${base}/ok`,
        body: {},
        requestId: 'req-blocked',
        assistantName: 'Blog Article',
      }),
    );
    await strict.close();
    expect(error.kind).toBe('blocked');
    expect(error.message).toContain("The Blog Article automation's address is not allowed");
    expect(httpStatusFor(error.kind)).toBe(422);
    expect(recorded).toHaveLength(0);
  });

  it('refuses invalid URLs and credentials in URLs', async () => {
    const bad = await failure(post('', { url: 'ftp://example.com/x' }));
    expect(bad.kind).toBe('invalid-url');
    const creds = await failure(post('', { url: 'http://user:pw@example.com/x' }));
    expect(creds.kind).toBe('invalid-url');
  });

  it('knows the lead generator takes longer', () => {
    expect(client.timeoutFor('lead-generator')).toBe(9000);
    expect(client.timeoutFor('blog')).toBe(5000);
  });
});
