import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, describe, expect, it } from 'vitest';
import { VALID_FORMS } from '../../support/sample-forms.js';
import { appEnv, signInOverHttp, startApp } from '../../support/app-process.js';
import { waitUntil } from '../../support/wait-until.js';

/** An automation that takes the call and never answers. */
const arrived: http.IncomingMessage[] = [];
const hanging = http.createServer((req) => void arrived.push(req));
await new Promise<void>((resolve) => hanging.listen(0, '127.0.0.1', resolve));
const hangingPort = (hanging.address() as AddressInfo).port;
afterAll(async () => {
  hanging.closeAllConnections();
  await new Promise((resolve) => hanging.close(resolve));
});

/** One request on a keep-alive agent; resolves with status, headers and body. */
function request(
  agent: http.Agent,
  url: string,
  opts: { method?: string; cookie?: string; body?: unknown } = {},
) {
  return new Promise<{ status: number; body: string }>((resolve, reject) => {
    const req = http.request(
      url,
      {
        agent,
        method: opts.method ?? 'GET',
        headers: {
          'content-type': 'application/json',
          ...(opts.cookie ? { cookie: opts.cookie } : {}),
        },
      },
      (res) => {
        let body = '';
        res.on('data', (d: Buffer) => (body += d.toString()));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
      },
    );
    req.on('error', reject);
    req.end(opts.body === undefined ? undefined : JSON.stringify(opts.body));
  });
}

describe('graceful shutdown', () => {
  it('SIGTERM ends within SHUTDOWN_TIMEOUT_MS: a hanging automation call is interrupted with a clear 503, keep-alive clients do not hold it', async () => {
    const app = await startApp(
      appEnv({
        WEBHOOK_ALLOW_HOSTS: `127.0.0.1:${hangingPort}`,
        SHUTDOWN_TIMEOUT_MS: '1000',
        WEBHOOK_TIMEOUT_MS: '600000',
        LOG_LEVEL: 'error',
      }),
    );
    try {
      const admin = await signInOverHttp(app.origin, 'demo', 'demo-admin', 'Demo-Admin-Pass-1');
      const saved = await admin.post('/api/settings', {
        facebook: { webhookUrl: `http://127.0.0.1:${hangingPort}/hook` },
      });
      expect(saved.status).toBe(200);

      // A client that keeps its connection open and idle.
      const idleAgent = new http.Agent({ keepAlive: true });
      expect((await request(idleAgent, `${app.origin}/api/health`)).status).toBe(200);

      // A generation in progress on another keep-alive connection.
      const busyAgent = new http.Agent({ keepAlive: true });
      const login = await fetch(`${app.origin}/api/auth/login?company=demo`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ username: 'demo-user', password: 'Demo-User-Pass-1' }),
      });
      const cookie = (login.headers.get('set-cookie') ?? '').split(';')[0];
      const generation = request(busyAgent, `${app.origin}/api/generate?company=demo`, {
        method: 'POST',
        cookie,
        body: { assistantType: 'facebook', formData: VALID_FORMS.facebook, sessionId: 's' },
      });
      await waitUntil(
        () => arrived.length,
        (n) => n > 0,
      );

      app.child.kill('SIGTERM');
      const answer = await generation;
      expect(answer.status).toBe(503);
      expect(JSON.parse(answer.body)).toEqual({
        message:
          'The Facebook automation call was interrupted because the server is restarting. ' +
          'Please try again in a moment.',
      });
      expect(await app.exited).toBe(0);
      idleAgent.destroy();
      busyAgent.destroy();
    } finally {
      await app.stop('SIGKILL');
    }
  }, 240_000);
});
