import { spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, describe, expect, it, onTestFailed } from 'vitest';
import { appEnv, startApp, type AppProcess } from '../../support/app-process.js';
import { VALID_FORMS } from '../../support/sample-forms.js';
import { scratchDatabase } from '../../support/scratch-postgres.js';
import { waitUntil } from '../../support/wait-until.js';
import { n8nItem, startWebhookServer } from '../../support/webhook-server.js';

/**
 * An upgrade loses no work behind a proxy: Debian's nginx (deploy/nginx-http.conf) in front of two instances on one
 * PostgreSQL; 40 streamed generations in flight (an automation streaming over 20 s), both
 * instances restarted one after the other with SIGTERM, and a generation started every 200 ms
 * through the restarts. Every generation succeeds, every reader's text equals the automation's,
 * and the plan's units equal the generations that ran.
 */
const hasNginx = spawnSync('sh', ['-c', 'command -v nginx']).status === 0;
const onPostgres = Boolean(process.env.DATABASE_URL);
const PIECES = Array.from({ length: 20 }, (_, i) => `piece ${i + 1} of twenty; `);
const TEXT = PIECES.join('');
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const { port } = server.address() as { port: number };
  await new Promise((done) => server.close(done));
  return port;
}

/** nginx with the repository's configuration, its two upstream ports and listen port replaced. */
function startNginx(dir: string, ports: number[], listen: number) {
  const locations = resolve('deploy/copydesk-locations.conf');
  const site = readFileSync('deploy/nginx-http.conf', 'utf8')
    .replace('127.0.0.1:3001', `127.0.0.1:${ports[0]}`)
    .replace('127.0.0.1:3002', `127.0.0.1:${ports[1]}`)
    .replace('listen 8080;', `listen 127.0.0.1:${listen};`)
    .replace('/etc/nginx/copydesk-locations.conf', locations);
  writeFileSync(join(dir, 'site.conf'), site);
  writeFileSync(
    join(dir, 'nginx.conf'),
    `pid ${dir}/nginx.pid;\nerror_log ${dir}/error.log warn;\nevents { worker_connections 4096; }\n` +
      `http { access_log off; include ${dir}/site.conf; }\n`,
  );
  return spawn('nginx', ['-c', join(dir, 'nginx.conf'), '-p', dir, '-g', 'daemon off;'], {
    stdio: 'ignore',
  });
}

describe.skipIf(!hasNginx || !onPostgres)('a rolling upgrade behind nginx', () => {
  const dir = mkdtempSync(join(tmpdir(), 'rolling-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('loses no generation, no character and no unit', async () => {
    const db = await scratchDatabase('rolling');
    // Where the run stood, printed should it fail or run out of time.
    const began = Date.now();
    const progress: string[] = [];
    const mark = (what: string) =>
      progress.push(`${((Date.now() - began) / 1000).toFixed(1)} s ${what}`);
    let finished = 0;
    let launched = 0;
    onTestFailed(async () => {
      const jobs = await db
        .queryInside('select status, count(*)::int as n from generation_jobs group by status')
        .then((r) => JSON.stringify(r.rows))
        .catch((err: unknown) => String(err));
      console.error(
        `rolling upgrade: ${progress.join('; ')}; ${finished} of ${launched} generations read; ` +
          `jobs ${jobs}`,
      );
    });
    const hook = await startWebhookServer();
    hook.answer({ stream: PIECES.flatMap((piece) => [n8nItem(piece), 1000]) });
    const ports = [await freePort(), await freePort()];
    const proxyPort = await freePort();
    const env = (port: number) =>
      appEnv({
        PORT: String(port),
        DATABASE_URL: db.url,
        WEBHOOK_ALLOW_HOSTS: hook.host,
        SHUTDOWN_TIMEOUT_MS: '60000',
        MAX_RUNNING_PER_COMPANY: '1000',
        API_RATE_LIMIT_PER_MINUTE: '100000',
        TRUST_PROXY: '1',
      });
    const apps: AppProcess[] = [await startApp(env(ports[0]))];
    apps.push(await startApp(env(ports[1])));
    mark('both instances listening');
    const nginx = startNginx(dir, ports, proxyPort);
    const origin = `http://127.0.0.1:${proxyPort}`;
    const at = (path: string) => `${origin}${path}${path.includes('?') ? '&' : '?'}company=demo`;
    try {
      await waitUntil(
        () =>
          fetch(`${origin}/livez`).then(
            (r) => r.status,
            () => 0,
          ),
        (status) => status === 200,
        { everyMs: 100 },
      );
      const signIn = async (username: string, password: string) => {
        const res = await fetch(at('/api/auth/login'), {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ username, password }),
        });
        expect(res.status).toBe(200);
        return (res.headers.get('set-cookie') ?? '').split(';')[0];
      };
      const admin = await signIn('demo-admin', 'Demo-Admin-Pass-1');
      const saved = await fetch(at('/api/settings'), {
        method: 'POST',
        headers: { 'content-type': 'application/json', cookie: admin },
        body: JSON.stringify({ facebook: { webhookUrl: hook.url('/rolling') } }),
      });
      expect(saved.status).toBe(200);
      const cookie = await signIn('demo-user', 'Demo-User-Pass-1');

      /** POST /api/generations as the browser sends it: one key, again on 503 or no answer. */
      let retried = 0;
      const start = async (): Promise<string> => {
        const key = randomBytes(16).toString('hex');
        for (let attempt = 0; attempt < 60; attempt++) {
          const res = await fetch(at('/api/generations'), {
            method: 'POST',
            headers: { 'content-type': 'application/json', cookie, 'idempotency-key': key },
            body: JSON.stringify({
              assistantType: 'facebook',
              formData: VALID_FORMS.facebook,
              sessionId: 'rolling',
            }),
          }).catch(() => null);
          if (res?.status === 202) return ((await res.json()) as { id: string }).id;
          retried++;
          await res?.body?.cancel();
          await sleep(500);
        }
        throw new Error('no instance took the generation');
      };

      /**
       * An EventSource as the browser's: reads deltas, reconnects with Last-Event-ID when the
       * stream ends, and shows the `done` event's text at the end. The streamed text must be
       * the start of it (nothing doubled or garbled on the way).
       */
      let reconnects = 0;
      let streamedWrong = 0;
      const read = async (id: string): Promise<string> => {
        let text = '';
        let lastId = '';
        for (let attempt = 0; attempt < 100; attempt++) {
          const res = await fetch(at(`/api/generations/${id}/events`), {
            headers: { cookie, ...(lastId ? { 'last-event-id': lastId } : {}) },
          }).catch(() => null);
          if (res?.status === 200 && res.body) {
            const reader = res.body.getReader();
            const decoder = new TextDecoder();
            let buffer = '';
            for (;;) {
              const chunk = await reader.read().catch(() => ({ done: true, value: undefined }));
              if (chunk.done) break;
              buffer += decoder.decode(chunk.value, { stream: true });
              let end: number;
              while ((end = buffer.indexOf('\n\n')) >= 0) {
                const block = buffer.slice(0, end);
                buffer = buffer.slice(end + 2);
                const field = (name: string) =>
                  block
                    .split('\n')
                    .find((line) => line.startsWith(`${name}: `))
                    ?.slice(name.length + 2);
                const type = field('event');
                if (type === 'delta') {
                  text += (JSON.parse(field('data')!) as { text: string }).text;
                  lastId = field('id') ?? lastId;
                } else if (type === 'done') {
                  await reader.cancel();
                  const done = JSON.parse(field('data')!) as { content: string };
                  if (!done.content.startsWith(text)) streamedWrong++;
                  return done.content;
                } else if (type === 'error') {
                  throw new Error(`generation ${id} failed: ${field('data')}`);
                }
              }
            }
          } else {
            await res?.body?.cancel();
          }
          reconnects++;
          await sleep(1000);
        }
        throw new Error(`the reader of ${id} gave up`);
      };

      const runs: Promise<{ id: string; text: string }>[] = [];
      const launch = () => {
        launched++;
        runs.push(
          start().then(async (id) => {
            const text = await read(id);
            finished++;
            return { id, text };
          }),
        );
      };
      mark('signed in, generations starting');
      for (let i = 0; i < 40; i++) launch();
      let looping = true;
      const loop = (async () => {
        while (looping) {
          launch();
          await sleep(200);
        }
      })();

      await sleep(2000);
      for (const index of [0, 1]) {
        apps[index].child.kill('SIGTERM');
        mark(`instance ${index + 1} sent SIGTERM`);
        expect(await apps[index].exited).toBe(0);
        mark(`instance ${index + 1} exited`);
        apps[index] = await startApp(env(ports[index]));
        mark(`instance ${index + 1} listening again`);
        await waitUntil(
          () =>
            fetch(`http://127.0.0.1:${ports[index]}/readyz`).then(
              (r) => r.status,
              () => 0,
            ),
          (status) => status === 200,
          { everyMs: 100 },
        );
      }
      mark('both restarted');
      looping = false;
      await loop;
      const results = await Promise.all(runs);
      mark('every generation read');

      const wrong = results.filter((run) => run.text !== TEXT);
      expect(wrong.map((run) => run.id)).toEqual([]);
      expect(streamedWrong).toBe(0);
      const jobs = await db.queryInside(
        'select status, count(*)::int as n from generation_jobs group by status',
      );
      expect(jobs.rows).toEqual([{ status: 'succeeded', n: results.length }]);
      const units = await db.queryInside('select sum(used)::int as used from plan_usage');
      expect(units.rows[0].used).toBe(results.length);
      console.log(
        `rolling upgrade: ${results.length} generations, all succeeded with the exact text; ` +
          `${reconnects} reader reconnects, ${retried} retried starts, ` +
          `${units.rows[0].used} plan units`,
      );
    } finally {
      nginx.kill('SIGKILL');
      await Promise.all(apps.map((app) => app.stop('SIGKILL')));
      await hook.close();
      await db.drop();
    }
  }, 300_000);
});
