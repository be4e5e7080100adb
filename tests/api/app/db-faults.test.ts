import { afterAll, describe, expect, it } from 'vitest';
import { appEnv, startApp, type AppProcess } from '../../support/app-process.js';
import { scratchDatabase } from '../../support/scratch-postgres.js';
import { startTcpProxy } from '../../support/tcp-proxy.js';
import { waitUntil } from '../../support/wait-until.js';

/**
 * A real app process on a real PostgreSQL database, reached through a TCP proxy the test can
 * stop: its connections are terminated by the server, then the database goes away entirely,
 * then it comes back. The instance must live through all of it and answer again by itself.
 */
describe.skipIf(!process.env.DATABASE_URL)('an app instance when the database fails', () => {
  const cleanup: (() => Promise<unknown>)[] = [];
  afterAll(async () => {
    for (const step of cleanup.reverse()) await step().catch(() => undefined);
  });

  /** Every status answered on the way (a failure other than 503 is a bug). */
  const seen = new Set<number>();

  /** One try at `path` (null when the connection failed); ends the wait when the app exited. */
  async function ask(app: AppProcess, path: string) {
    const res = await fetch(`${app.origin}${path}`).catch(() => null);
    if (res) seen.add(res.status);
    if (!res && app.child.exitCode !== null) throw new Error(`the app exited:\n${app.stderr()}`);
    return res;
  }

  it('survives terminated connections, answers 503 with Retry-After while the database is away, and recovers', async () => {
    const db = await scratchDatabase('fault');
    cleanup.push(() => db.drop());
    const server = new URL(db.url);
    const proxy = await startTcpProxy({ host: server.hostname, port: Number(server.port || 5432) });
    cleanup.push(() => proxy.stop());
    const viaProxy = new URL(db.url);
    viaProxy.hostname = '127.0.0.1';
    viaProxy.port = String(proxy.port);
    const app = await startApp(
      appEnv({ DATABASE_URL: viaProxy.toString(), DATABASE_CONNECT_TIMEOUT_MS: '2000' }),
    );
    cleanup.push(() => app.stop('SIGKILL'));
    const info = '/api/tenant/info?company=demo';
    expect((await fetch(`${app.origin}${info}`)).status).toBe(200);

    // 1. The server ends every connection of this database (what a restart or failover does).
    const { rows } = await db.query(
      'select pg_terminate_backend(pid) as ended from pg_stat_activity ' +
        'where datname = $1 and pid <> pg_backend_pid()',
      [db.name],
    );
    expect(rows.length).toBeGreaterThan(0);
    const again = await waitUntil(
      () => ask(app, info),
      (res): res is Response => res?.status === 200,
    );
    expect(((await again.json()) as { companyId: string }).companyId).toBe('demo');
    expect(app.child.exitCode).toBeNull();

    // 2. The database is unreachable: a clear 503 with Retry-After, never a bare 500.
    await proxy.stop();
    const down = await waitUntil(
      () => ask(app, info),
      (res): res is Response => !!res && res.status !== 200,
    );
    expect(down.status).toBe(503);
    expect(down.headers.get('retry-after')).toBe('5');
    expect(await down.json()).toEqual({
      message: 'The database cannot be reached at the moment. Please try again in a few seconds.',
    });
    const health = await fetch(`${app.origin}/api/health`);
    expect(health.status).toBe(503);

    // 3. It comes back: the instance recovers by itself.
    await proxy.start();
    await waitUntil(
      () => ask(app, info),
      (res) => res?.status === 200,
    );
    expect(app.child.exitCode).toBeNull();
    expect([...seen].sort()).toEqual([200, 503]);
    expect(app.stderr()).not.toMatch(/Internal server error|uncaught|Unhandled/i);
  }, 240_000);
});
