import { spawn, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { VALID_FORMS } from '../../support/sample-forms.js';
import { appEnv, signInOverHttp, startApp } from '../../support/app-process.js';
import { scratchDatabase } from '../../support/scratch-postgres.js';
import { nextWithin, openSse } from '../../support/sse.js';
import { n8nItem, startWebhookServer } from '../../support/webhook-server.js';
import { waitUntil } from '../../support/wait-until.js';

/**
 * Generation jobs under faults, with real processes over real HTTP: the callback
 * route's own rate limit, an automation process killed mid-stream, and the PostgreSQL job bus
 * after its LISTEN connection is killed.
 */
const cleanup: (() => Promise<unknown>)[] = [];
afterAll(async () => {
  for (const step of cleanup.reverse()) await step().catch(() => undefined);
});

const body = { assistantType: 'facebook', formData: VALID_FORMS.facebook, sessionId: 's' };

/** An automation in a process of its own: streams one item, then waits to be killed. */
async function startDyingAutomation(): Promise<{ child: ChildProcess; url: string; host: string }> {
  const script = `
    const http = require('node:http');
    const server = http.createServer((req, res) => {
      req.resume();
      req.on('end', () => {
        res.writeHead(200, { 'content-type': 'application/json' });
        res.write(${JSON.stringify(n8nItem('Written before the automation died'))});
      });
    });
    server.listen(0, '127.0.0.1', () => console.log('port ' + server.address().port));
  `;
  const child = spawn(process.execPath, ['-e', script], { stdio: ['ignore', 'pipe', 'inherit'] });
  const port = await new Promise<number>((resolve) => {
    let out = '';
    child.stdout?.on('data', (d: Buffer) => {
      out += d.toString();
      const match = /port (\d+)/.exec(out);
      if (match) resolve(Number(match[1]));
    });
  });
  return { child, url: `http://127.0.0.1:${port}/hook`, host: `127.0.0.1:${port}` };
}

describe('the callback route', () => {
  it('is rate limited per address, with a clear 429, over real HTTP', async () => {
    const app = await startApp(appEnv({ API_RATE_LIMIT_PER_MINUTE: '100000' }));
    cleanup.push(() => app.stop('SIGKILL'));
    const url = `${app.origin}/api/automation-callbacks/${randomUUID()}`;
    const statuses: number[] = [];
    for (let i = 0; i < 125; i++) {
      const res = await fetch(url, {
        method: 'POST',
        headers: { authorization: `Bearer ${'x'.repeat(43)}`, 'content-type': 'text/plain' },
        body: 'the result',
      });
      statuses.push(res.status);
      if (res.status === 429) {
        expect(((await res.json()) as { message: string }).message).toBeTruthy();
        break;
      }
      await res.arrayBuffer();
    }
    expect(statuses.slice(0, 120).every((s) => s === 401)).toBe(true);
    expect(statuses[120]).toBe(429);
  }, 120_000);
});

describe('an automation dying mid-stream', () => {
  it('fails the job after the text it streamed, and keeps no history', async () => {
    const automation = await startDyingAutomation();
    cleanup.push(async () => automation.child.kill('SIGKILL'));
    const app = await startApp(appEnv({ WEBHOOK_ALLOW_HOSTS: automation.host }));
    cleanup.push(() => app.stop('SIGKILL'));
    const admin = await signInOverHttp(app.origin, 'demo', 'demo-admin', 'Demo-Admin-Pass-1');
    const saved = await admin.send('POST', '/api/settings', {
      facebook: { webhookUrl: automation.url },
    });
    expect(saved.status).toBe(200);
    const user = await signInOverHttp(app.origin, 'demo', 'demo-user', 'Demo-User-Pass-1');

    const started = await user.send('POST', '/api/generations', body);
    expect(started.status).toBe(202);
    const { id } = (await started.json()) as { id: string };
    const sse = await openSse(`${app.origin}/api/generations/${id}/events?company=demo`, {
      cookie: user.cookie,
    });
    expect(sse.status).toBe(200);
    expect(await sse.next()).toEqual({ event: 'status', data: '{"status":"running"}' });
    expect(await sse.next()).toMatchObject({
      event: 'delta',
      data: '{"text":"Written before the automation died"}',
    });

    automation.child.kill('SIGKILL');
    const rest = await sse.rest();
    expect(rest.map((e) => e.event)).toEqual(['status', 'error']);
    expect(JSON.parse(rest[0].data)).toEqual({ status: 'failed' });
    expect((JSON.parse(rest[1].data) as { message: string }).message).toMatch(/Facebook/);

    const job = (await (await user.send('GET', `/api/generations/${id}`)).json()) as Record<
      string,
      unknown
    >;
    expect(job).toMatchObject({ status: 'failed', historyId: null });
    const history = (await (await user.send('GET', '/api/history')).json()) as {
      items: unknown[];
    };
    expect(history.items).toHaveLength(0);
  }, 120_000);
});

describe.skipIf(!process.env.DATABASE_URL)('the PostgreSQL job bus', () => {
  it('carries events across instances again after its LISTEN connection is killed', async () => {
    const hook = await startWebhookServer();
    const db = await scratchDatabase('bus');
    cleanup.push(() => db.drop());
    const env = appEnv({ DATABASE_URL: db.url, WEBHOOK_ALLOW_HOSTS: hook.host });
    const a = await startApp(env);
    cleanup.push(() => a.stop('SIGKILL'));
    const b = await startApp(env);
    cleanup.push(() => b.stop('SIGKILL'));
    const admin = await signInOverHttp(a.origin, 'demo', 'demo-admin', 'Demo-Admin-Pass-1');
    expect(
      (await admin.send('POST', '/api/settings', { facebook: { webhookUrl: hook.url('/fb') } }))
        .status,
    ).toBe(200);

    const listeners = `select pid from pg_stat_activity
      where datname = $1 and query ilike '%copydesk_instances%'`;
    await waitUntil(
      async () => (await db.query(listeners, [db.name])).rowCount,
      (n) => n === 2,
    );
    const killed = await db.query(
      `select pid, pg_terminate_backend(pid) as done from pg_stat_activity
       where datname = $1 and query ilike '%copydesk_instances%'`,
      [db.name],
    );
    expect(killed.rows.map((r: { done: boolean }) => r.done)).toEqual([true, true]);
    const old = new Set(killed.rows.map((r: { pid: number }) => r.pid));
    // Both instances listen again on new connections.
    await waitUntil(
      async () => (await db.query(`${listeners} and query ilike 'LISTEN%'`, [db.name])).rows,
      (rows: { pid: number }[]) => rows.length === 2 && rows.every((r) => !old.has(r.pid)),
    );

    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    hook.answerOn('/fb', {
      stream: [held, n8nItem('After the reconnect'), 300, n8nItem(', on B.')],
    });
    const onA = await signInOverHttp(a.origin, 'demo', 'demo-user', 'Demo-User-Pass-1');
    const onB = await signInOverHttp(b.origin, 'demo', 'demo-user', 'Demo-User-Pass-1');
    const started = await onA.send('POST', '/api/generations', body);
    const { id } = (await started.json()) as { id: string };
    await waitUntil(
      async () => hook.requestsTo('/fb').length,
      (n) => n === 1,
    );
    const sse = await openSse(`${b.origin}/api/generations/${id}/events?company=demo`, {
      cookie: onB.cookie,
    });
    expect(await sse.next()).toEqual({ event: 'status', data: '{"status":"running"}' });
    release();
    // Only the bus brings this to B so soon: B's own re-read of the job comes every 15 s.
    expect(await nextWithin(sse, 5_000)).toMatchObject({
      event: 'delta',
      data: '{"text":"After the reconnect"}',
    });
    const rest = await sse.rest();
    expect(rest.map((e) => e.event)).toEqual(['delta', 'status', 'done']);
    expect(JSON.parse(rest[2].data).content).toBe('After the reconnect, on B.');
  }, 300_000);
});
