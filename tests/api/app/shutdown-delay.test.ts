import http from 'node:http';
import { describe, expect, it } from 'vitest';
import { VALID_FORMS } from '../../support/sample-forms.js';
import { appEnv, signInOverHttp, startApp } from '../../support/app-process.js';
import { waitUntil } from '../../support/wait-until.js';

type Answer =
  { status: number; headers: http.IncomingHttpHeaders; body: string } | { refused: string };

/** One request on a connection of its own (as a load balancer's health check makes them). */
function fresh(url: string, opts: { method?: string; cookie?: string; body?: unknown } = {}) {
  return new Promise<Answer>((resolve) => {
    const req = http.request(
      url,
      {
        agent: false,
        method: opts.method ?? 'GET',
        headers: {
          ...(opts.body === undefined ? {} : { 'content-type': 'application/json' }),
          ...(opts.cookie ? { cookie: opts.cookie } : {}),
        },
      },
      (res) => {
        let body = '';
        res.on('data', (d: Buffer) => (body += d.toString()));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
      },
    );
    req.on('error', (err: NodeJS.ErrnoException) => resolve({ refused: err.code ?? err.message }));
    req.end(opts.body === undefined ? undefined : JSON.stringify(opts.body));
  });
}

describe('a stopping instance during SHUTDOWN_DELAY_MS', () => {
  it('keeps accepting connections, says it is stopping, finishes running work, then closes', async () => {
    const app = await startApp(
      appEnv({ SHUTDOWN_DELAY_MS: '2500', SHUTDOWN_TIMEOUT_MS: '1000', DEMO_DELAY_MS: '800' }),
    );
    try {
      const user = await signInOverHttp(app.origin, 'demo', 'demo-user', 'Demo-User-Pass-1');
      const generate = (cookie = user.cookie) =>
        fresh(`${app.origin}/api/generations?company=demo`, {
          method: 'POST',
          cookie,
          body: { assistantType: 'facebook', formData: VALID_FORMS.facebook, sessionId: 's' },
        });
      const running = await generate();
      expect('status' in running && running.status).toBe(202);
      const runningId = JSON.parse((running as { body: string }).body).id as string;
      expect(await fresh(`${app.origin}/readyz`)).toMatchObject({ status: 200 });

      app.child.kill('SIGTERM');
      // Every check from the signal on, each on a new connection, until one is refused.
      const checks: Answer[] = [];
      const polling = (async () => {
        for (;;) {
          const answer = await fresh(`${app.origin}/readyz`);
          checks.push(answer);
          if ('refused' in answer) return;
          await new Promise((resolve) => setTimeout(resolve, 50));
        }
      })();
      await waitUntil(
        () => checks.at(-1),
        (last) => last !== undefined && 'status' in last && last.status === 503,
      );
      // The instance still answers: new generations are sent elsewhere, with Retry-After.
      const refusedWork = await generate();
      expect(refusedWork).toMatchObject({ status: 503 });
      const answered = refusedWork as { headers: http.IncomingHttpHeaders; body: string };
      expect(answered.headers['retry-after']).toBeDefined();
      expect(answered.headers.connection).toBe('close');
      expect(JSON.parse(answered.body).message).toBe(
        'This server is restarting. Please try again in a moment.',
      );
      // The generation that was running goes on and ends with its text.
      const job = await waitUntil(
        async () => {
          const res = await fresh(`${app.origin}/api/generations/${runningId}?company=demo`, {
            cookie: user.cookie,
          });
          return 'status' in res ? (JSON.parse(res.body) as { status: string }) : undefined;
        },
        (body) => body !== undefined && body.status !== 'running',
      );
      expect(job?.status).toBe('succeeded');

      await polling;
      expect(await app.exited).toBe(0);
      const answers = checks.filter((c): c is Extract<Answer, { status: number }> => 'status' in c);
      const firstStopping = answers.findIndex((c) => c.status === 503);
      // Once stopping, every check answered 503 (never a refused connection) until the end.
      expect(answers.slice(firstStopping).every((c) => c.status === 503)).toBe(true);
      expect(answers.length - firstStopping).toBeGreaterThan(3);
      expect(JSON.parse(answers[firstStopping].body)).toEqual({
        status: 'not ready',
        reason: 'stopping',
      });
      // Then the listener closed: refused (or, caught mid-close, reset by the closing server).
      expect(['ECONNREFUSED', 'ECONNRESET']).toContain(
        (checks.at(-1) as { refused: string }).refused,
      );
    } finally {
      await app.stop('SIGKILL');
    }
  }, 120_000);
});
