import { afterEach, describe, expect, it } from 'vitest';
import { appEnv, startApp, type AppProcess } from '../../support/app-process.js';
import { waitUntil } from '../../support/wait-until.js';

let app: AppProcess | undefined;
afterEach(async () => {
  await app?.stop();
  app = undefined;
});

/** Waits until the process has written `text` (the test's time-out ends a wait for nothing). */
const written = (read: () => string, text: string) => waitUntil(read, (out) => out.includes(text));

const jsonLines = (out: string) =>
  out
    .split('\n')
    .filter((line) => line.startsWith('{'))
    .map((line) => JSON.parse(line) as { msg?: string; req?: { url?: string } });

describe('what `npm start` prints', () => {
  it('the demo company first, the accounts after listening, and no request logs', async () => {
    app = await startApp(appEnv({ LOG_LEVEL: 'info', SEED_DEMO_USER_PASSWORD: '' }));
    const res = await fetch(`${app.origin}/api/health`);
    expect(res.status).toBe(200);
    const out = await written(app.stdout, 'Request logs are off');
    const banner = out.slice(out.indexOf('Copydesk is running'));
    const addresses = [...banner.matchAll(/http:\/\/([a-z.-]+):\d+/g)].map((m) => m[1]);
    expect(addresses[0]).toBe('demo.localhost');
    expect(banner).toContain(`Operator tenant:     http://localhost:${app.port}`);
    // The account lines: the demo company's first, the generated password shown once.
    const accounts = banner.split('\n').filter((line) => /^\s+http:/.test(line));
    expect(accounts.map((line) => line.trim().split(/\s+/)[1])).toEqual([
      'demo-admin',
      'demo-user',
      'admin',
    ]);
    expect(accounts[1]).toContain('(must be changed at first sign-in)');
    // Start-up logs still come (as JSON lines: the output is not a terminal); no line per request.
    const all = jsonLines(await written(app.stdout, 'Server listening at'));
    expect(all.some((l) => l.msg?.startsWith('Server listening at'))).toBe(true);
    expect(all.filter((l) => l.msg === 'incoming request')).toEqual([]);
  }, 180_000);

  it('LOG_REQUESTS=true logs each request as a JSON line when the output is not a terminal', async () => {
    app = await startApp(appEnv({ LOG_LEVEL: 'info', LOG_REQUESTS: 'true' }));
    await fetch(`${app.origin}/api/health`);
    const out = await written(app.stdout, 'request completed');
    const requests = jsonLines(out).filter((l) => l.msg === 'incoming request');
    expect(requests.map((l) => l.req?.url)).toContain('/api/health');
    expect(out).not.toContain('Request logs are off');
  }, 180_000);
});
