import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Agent, request } from 'undici';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAutomationClient } from '../../../src/server/automation-client/client.js';
import { AutomationError } from '../../../src/server/automation-client/errors.js';
import {
  createGuardedConnector,
  guardedLookup,
} from '../../../src/server/automation-client/guarded-connector.js';
import {
  checkWebhookUrl,
  isAllowedHost,
  isForbiddenAddress,
} from '../../../src/server/automation-client/ssrf-guard.js';

const FORBIDDEN = [
  '127.0.0.1',
  '127.255.255.254',
  '::1',
  '10.0.0.1',
  '172.16.0.1',
  '172.31.255.255',
  '192.168.1.1',
  '169.254.169.254',
  '100.64.0.1',
  '0.0.0.0',
  '224.0.0.1',
  '255.255.255.255',
  '240.0.0.1',
  '198.18.0.1',
  '::',
  'fd00::1',
  'fc00::1',
  'fe80::1',
  'fe80::1%eth0',
  'ff02::1',
  '::ffff:127.0.0.1',
  '::ffff:7f00:1',
  '::ffff:10.0.0.1',
  '::ffff:169.254.169.254',
  '::127.0.0.1',
  '64:ff9b::7f00:1',
  '2002:7f00:1::1',
  '2001:db8::1',
  '2001::1',
  'not-an-ip',
];

const PUBLIC = [
  '8.8.8.8',
  '1.1.1.1',
  '93.184.216.34',
  '172.32.0.1',
  '100.128.0.1',
  '2606:4700:4700::1111',
  '2001:4860:4860::8888',
  '::ffff:8.8.8.8',
];

describe('isForbiddenAddress', () => {
  it.each(FORBIDDEN)('refuses %s', (ip) => {
    expect(isForbiddenAddress(ip)).toBe(true);
  });
  it.each(PUBLIC)('allows %s', (ip) => {
    expect(isForbiddenAddress(ip)).toBe(false);
  });
});

describe('checkWebhookUrl', () => {
  it.each([
    'http://127.0.0.1/webhook',
    'http://[::1]:5678/webhook',
    'http://[::ffff:127.0.0.1]/',
    'http://2130706433/',
    'http://0177.0.0.1/',
    'http://0x7f.1/',
    'http://0x7f000001/',
    'http://169.254.169.254/latest/meta-data/',
    'https://10.1.2.3/hook',
    'http://[fd00::1]/',
    'http://0/',
  ])('blocks the IP literal in %s', (url) => {
    const result = checkWebhookUrl(url, []);
    expect(result).toMatchObject({ ok: false, kind: 'blocked' });
  });

  it.each([
    ['not a url', 'not a valid URL'],
    ['ftp://example.com/file', 'only http and https'],
    ['file:///etc/passwd', 'only http and https'],
    ['http://user:secret@example.com/hook', 'user name or password'],
  ])('refuses %s as invalid', (url, reason) => {
    const result = checkWebhookUrl(url, []);
    expect(result.ok).toBe(false);
    if (!result.ok) {
      expect(result.kind).toBe('invalid-url');
      expect(result.reason).toContain(reason);
    }
  });

  it('accepts public URLs and host names (judged again after DNS)', () => {
    expect(checkWebhookUrl('https://n8n.example.com/webhook/abc', [])).toMatchObject({ ok: true });
    expect(checkWebhookUrl('http://8.8.8.8/hook', [])).toMatchObject({ ok: true, allowed: false });
  });

  it('lets allow-listed hosts through, by host or host:port, case-insensitively', () => {
    expect(checkWebhookUrl('http://127.0.0.1:5000/x', ['127.0.0.1:5000'])).toMatchObject({
      ok: true,
      allowed: true,
    });
    expect(checkWebhookUrl('http://127.0.0.1:5001/x', ['127.0.0.1:5000'])).toMatchObject({
      ok: false,
      kind: 'blocked',
    });
    expect(checkWebhookUrl('http://192.168.1.20:5678/x', ['192.168.1.20'])).toMatchObject({
      ok: true,
    });
    expect(checkWebhookUrl('http://N8N.LAN:5678/x', ['n8n.lan:5678'])).toMatchObject({
      allowed: true,
    });
    expect(checkWebhookUrl('http://[::1]:8080/x', ['[::1]:8080'])).toMatchObject({ ok: true });
    expect(isAllowedHost('::1', '8080', ['::1'])).toBe(true);
    expect(isAllowedHost('localhost', '80', ['http://LocalHost'])).toBe(true);
    expect(isAllowedHost('localhost', '443', ['localhost:80'])).toBe(false);
  });

  it('answers the same when a list is checked again (its entries are parsed once)', () => {
    const list = ['127.0.0.1:5000', 'no host:x:y', 'N8N.lan:5678'];
    for (let i = 0; i < 3; i++) {
      expect(isAllowedHost('127.0.0.1', '5000', list)).toBe(true);
      expect(isAllowedHost('n8n.lan', '5678', list)).toBe(true);
      expect(isAllowedHost('127.0.0.1', '5001', list)).toBe(false);
      expect(isAllowedHost('no host', '80', list)).toBe(false);
    }
    // More entries than are kept: still each judged by its own text.
    const many = Array.from({ length: 300 }, (_, i) => `host-${i}.lan:${1000 + i}`);
    for (let i = 0; i < 300; i += 37) {
      expect(isAllowedHost(`host-${i}.lan`, String(1000 + i), many)).toBe(true);
      expect(isAllowedHost(`host-${i}.lan`, String(2000 + i), many)).toBe(false);
    }
  });
});

describe('guard at connect time', () => {
  it('refuses a name that resolves to loopback (localhost)', async () => {
    const error = await new Promise<Error | null>((resolve) =>
      guardedLookup('localhost', { all: true }, (err) => resolve(err)),
    );
    expect(error).toMatchObject({ code: 'ERR_WEBHOOK_BLOCKED_ADDRESS' });
  });

  describe('with a real local server', () => {
    let hits = 0;
    const server = createServer((_req, res) => {
      hits++;
      res.end('{"output":"ok"}');
    });
    let port = 0;
    beforeAll(async () => {
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
      port = (server.address() as AddressInfo).port;
    });
    afterAll(async () => {
      await new Promise((resolve) => server.close(resolve));
    });

    it('refuses localhost through the client, before any byte is sent', async () => {
      const client = createAutomationClient({
        allowHosts: [],
        defaultTimeoutMs: 2000,
        leadTimeoutMs: 2000,
      });
      const before = hits;
      const error = await client
        .post({
          url: `http://localhost:${port}/hook`,
          body: {},
          requestId: 'req-localhost',
          assistantName: 'Blog Article',
        })
        .catch((e: unknown) => e);
      await client.close();
      expect(error).toBeInstanceOf(AutomationError);
      expect(error).toMatchObject({ kind: 'blocked' });
      expect((error as Error).message).toContain('address is not allowed');
      expect(hits).toBe(before);
    });

    it('refuses IP literals in the connector itself (undici skips lookup for them)', async () => {
      const agent = new Agent({ connect: createGuardedConnector(() => []) });
      const error = await request(`http://127.0.0.1:${port}/`, { dispatcher: agent }).catch(
        (e: unknown) => e,
      );
      await agent.close();
      expect(error).toMatchObject({ code: 'ERR_WEBHOOK_BLOCKED_ADDRESS' });
    });

    it('lets an allow-listed 127.0.0.1:PORT through', async () => {
      const client = createAutomationClient({
        allowHosts: [`127.0.0.1:${port}`],
        defaultTimeoutMs: 2000,
        leadTimeoutMs: 2000,
      });
      const res = await client.post({
        url: `http://127.0.0.1:${port}/hook`,
        body: {},
        requestId: 'req-allowed',
        assistantName: 'Blog Article',
      });
      await client.close();
      expect(res.status).toBe(200);
    });

    it('lets allow-listed localhost through the connect-time guard', async () => {
      const agent = new Agent({ connect: createGuardedConnector(() => ['localhost']) });
      const res = await request(`http://localhost:${port}/`, { dispatcher: agent });
      expect(await res.body.text()).toContain('ok');
      await agent.close();
    });
  });
});
