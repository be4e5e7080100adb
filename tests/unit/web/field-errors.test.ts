// @vitest-environment jsdom
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiRequest, fieldErrorsOf } from '../../../src/web/lib/api.js';
import { webhookFieldErrors } from '../../../src/web/lib/webhook-settings.js';

/**
 * Forms read a refused save's `errors[].path` (decision 022), not the "Name: message" text. A
 * real local server answers as POST /api/settings does (tests/api/webhooks/webhook-settings.test.ts).
 */
let server: Server;
let base = '';

const REFUSED = {
  message: 'Facebook: Please enter a valid URL',
  errors: [
    { path: 'facebook.webhookUrl', message: 'Facebook: Please enter a valid URL' },
    { path: 'blog.apiKey', message: 'Blog Article: The API key is too long' },
    { path: 'facebook.apiKey', message: 'Facebook: a second problem, not shown' },
    { path: 'unknown.webhookUrl', message: 'Not an assistant' },
    { message: 'no path' },
  ],
};

beforeAll(async () => {
  server = createServer((req, res) => {
    const status = req.url?.startsWith('/refused') ? 400 : 403;
    const body = status === 400 ? REFUSED : { message: 'Only admins' };
    res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise((r) => server.close(r)));

const failureOf = (path: string) =>
  apiRequest('POST', `${base}${path}`, {}).then(
    () => expect.unreachable('the call should fail'),
    (error: unknown) => error,
  );

describe("a 400 answer's field errors", () => {
  it('are kept on the error, with a path and a message each', async () => {
    const error = await failureOf('/refused');
    expect(fieldErrorsOf(error).map((e) => e.path)).toEqual([
      'facebook.webhookUrl',
      'blog.apiKey',
      'facebook.apiKey',
      'unknown.webhookUrl',
    ]);
  });

  it("name the assistants of a webhook save, each message without the assistant's name", async () => {
    const error = await failureOf('/refused');
    expect(webhookFieldErrors(error)).toEqual({
      facebook: 'Please enter a valid URL',
      blog: 'The API key is too long',
    });
  });

  it('are none for another status', async () => {
    const error = await failureOf('/forbidden');
    expect(fieldErrorsOf(error)).toEqual([]);
    expect(webhookFieldErrors(error)).toEqual({});
  });
});
