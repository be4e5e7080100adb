import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, describe, expect, it } from 'vitest';
import { createAutomationClient } from '../../../src/server/automation-client/client.js';
import { AutomationError, httpStatusFor } from '../../../src/server/automation-client/errors.js';
import { createDemoHandler } from '../../../src/server/demo/in-process.js';

/** An automation that never answers: it only records that the call arrived. */
const arrived: IncomingMessage[] = [];
const hanging = createServer((req) => void arrived.push(req));
await new Promise<void>((resolve) => hanging.listen(0, '127.0.0.1', resolve));
const port = (hanging.address() as AddressInfo).port;
afterAll(async () => {
  hanging.closeAllConnections();
  await new Promise((resolve) => hanging.close(resolve));
});

const client = createAutomationClient({
  allowHosts: [`127.0.0.1:${port}`],
  defaultTimeoutMs: 60_000,
  leadTimeoutMs: 60_000,
  // The demo automation "thinks" for a minute: only an interruption ends it early.
  demo: createDemoHandler(60_000),
});
afterAll(() => client.close());

const call = (url: string) =>
  client.post({ url, body: {}, requestId: 'interrupt-test', assistantName: 'Blog Article' });

describe('abortAll (shutdown)', () => {
  it('interrupts running calls, HTTP and demo alike, and refuses new ones', async () => {
    const outgoing = call(`http://127.0.0.1:${port}/hook`).catch((e: unknown) => e);
    const demo = call('http://demo-automation.invalid/blog').catch((e: unknown) => e);
    while (arrived.length === 0) await new Promise((r) => setTimeout(r, 20));

    client.abortAll('shutdown');
    for (const error of [await outgoing, await demo]) {
      expect(error).toBeInstanceOf(AutomationError);
      expect((error as AutomationError).kind).toBe('interrupted');
      expect((error as AutomationError).message).toBe(
        'The Blog Article automation call was interrupted because the server is restarting. ' +
          'Please try again in a moment.',
      );
    }
    expect(httpStatusFor('interrupted')).toBe(503);

    const later = await call(`http://127.0.0.1:${port}/hook`).catch((e: unknown) => e);
    expect((later as AutomationError).kind).toBe('interrupted');
    expect(arrived).toHaveLength(1);
  });
});
