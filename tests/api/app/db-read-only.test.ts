import { afterAll, describe, expect, it } from 'vitest';
import { VALID_FORMS } from '../../support/sample-forms.js';
import { DATABASE_UNAVAILABLE_MESSAGE } from '../../../src/server/db/unavailable.js';
import { appEnv, runAppToExit, signInOverHttp, startApp } from '../../support/app-process.js';
import { scratchDatabase } from '../../support/scratch-postgres.js';
import { nextWithin, openSse, type SseReader } from '../../support/sse.js';
import { n8nItem, startWebhookServer } from '../../support/webhook-server.js';
import { waitUntil } from '../../support/wait-until.js';

/**
 * A database that turns read-only under a running app: what a failover leaves on the old
 * primary's address (a standby), and what managed PostgreSQL services do to a database whose
 * storage is nearly full. Made for real: `default_transaction_read_only` on the database, and
 * every connection of it terminated, so the app's new connections are read-only.
 */
const READ_ONLY_MESSAGE =
  'The database is read-only at the moment, so nothing can be saved. Please try again later, and tell your administrator if this persists.';
const body = { assistantType: 'facebook', formData: VALID_FORMS.facebook, sessionId: 's' };

/**
 * The end a reader is told of a failure the database could not record: status, then the error
 * (`skipText`: after the reader's text so far, which may come first).
 */
async function expectUnrecordedFailure(reader: SseReader, opts: { skipText?: boolean } = {}) {
  let next = await nextWithin(reader, 10_000);
  while (opts.skipText && next && next !== 'nothing' && next.event === 'delta') {
    next = await nextWithin(reader, 10_000);
  }
  expect(next).toEqual({ event: 'status', data: '{"status":"failed"}' });
  expect(await reader.next()).toEqual({
    event: 'error',
    data: JSON.stringify({ message: READ_ONLY_MESSAGE }),
  });
}

describe.skipIf(!process.env.DATABASE_URL)('a database that turns read-only', () => {
  const cleanup: (() => Promise<unknown>)[] = [];
  afterAll(async () => {
    for (const step of cleanup.reverse()) await step().catch(() => undefined);
  });

  it('answers writes with a clear 503, tells readers on every instance their generation failed, and recovers', async () => {
    const hook = await startWebhookServer();
    const db = await scratchDatabase('readonly');
    cleanup.push(() => db.drop());
    const env = appEnv({
      DATABASE_URL: db.url,
      WEBHOOK_ALLOW_HOSTS: hook.host,
      JOB_HEARTBEAT_MS: '300',
    });
    const app = await startApp(env);
    cleanup.push(() => app.stop('SIGKILL'));
    // A second instance, whose reader of the job hears of it only through PostgreSQL.
    const other = await startApp(env);
    cleanup.push(() => other.stop('SIGKILL'));
    const admin = await signInOverHttp(app.origin, 'demo', 'demo-admin', 'Demo-Admin-Pass-1');
    expect(
      (await admin.send('POST', '/api/settings', { facebook: { webhookUrl: hook.url('/fb') } }))
        .status,
    ).toBe(200);
    const user = await signInOverHttp(app.origin, 'demo', 'demo-user', 'Demo-User-Pass-1');

    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    hook.answerOn('/fb', { stream: [n8nItem('Started while writable'), held, n8nItem('.')] });
    const started = await user.send('POST', '/api/generations', body);
    expect(started.status).toBe(202);
    const { id } = (await started.json()) as { id: string };
    const sse = await openSse(`${app.origin}/api/generations/${id}/events?company=demo`, {
      cookie: user.cookie,
    });
    expect(await sse.next()).toEqual({ event: 'status', data: '{"status":"running"}' });
    expect(await sse.next()).toMatchObject({ event: 'delta' });
    const sseOther = await openSse(`${other.origin}/api/generations/${id}/events?company=demo`, {
      cookie: user.cookie,
    });
    expect(await sseOther.next()).toEqual({ event: 'status', data: '{"status":"running"}' });

    const setReadOnly = async (on: boolean) => {
      await db.query(
        on
          ? `alter database "${db.name}" set default_transaction_read_only = on`
          : `alter database "${db.name}" reset default_transaction_read_only`,
      );
      await db.query('select pg_terminate_backend(pid) from pg_stat_activity where datname = $1', [
        db.name,
      ]);
    };
    await setReadOnly(true);

    // 1. A new generation answers 503 with Retry-After and the reason (once the app's pool has
    //    replaced the connections the server ended); reading still works.
    const refused = await waitUntil(
      async () => {
        const res = await user.send('POST', '/api/generate', body);
        const { message } = (await res.json()) as { message: string };
        return { status: res.status, retryAfter: res.headers.get('retry-after'), message };
      },
      (answer) => answer.message !== DATABASE_UNAVAILABLE_MESSAGE,
    );
    expect(refused).toEqual({ status: 503, retryAfter: '5', message: READ_ONLY_MESSAGE });
    expect((await user.send('GET', '/api/history')).status).toBe(200);
    // Both instances listen again (their event connections were ended with the others).
    await waitUntil(
      async () =>
        (
          await db.query(
            `select count(*)::int as n from pg_stat_activity
             where datname = $1 and query = 'LISTEN copydesk_instances'`,
            [db.name],
          )
        ).rows[0].n as number,
      (n) => n === 2,
    );

    // 2. The automation finishes, but neither the result nor the failure can be saved: the
    //    reader is told at once, in the database's words, instead of waiting for a sweep.
    release();
    expect(await nextWithin(sse, 10_000)).toMatchObject({ event: 'delta', data: '{"text":"."}' });
    await expectUnrecordedFailure(sse);
    // The other instance's reader too: a NOTIFY needs no write, and it carries the failure.
    await expectUnrecordedFailure(sseOther, { skipText: true });

    // A reader who comes after the failure, on either instance, is told it too (the row still
    // says running: each instance keeps the failures it heard of until the sweep records them).
    for (const origin of [app.origin, other.origin]) {
      const late = await openSse(`${origin}/api/generations/${id}/events?company=demo`, {
        cookie: user.cookie,
      });
      await expectUnrecordedFailure(late);
      const job = await fetch(`${origin}/api/generations/${id}?company=demo`, {
        headers: { cookie: user.cookie },
      });
      expect(await job.json()).toMatchObject({ status: 'failed', error: READ_ONLY_MESSAGE });
    }
    const running = await db.queryInside('select status from generation_jobs where id = $1', [id]);
    expect(running.rows[0].status).toBe('running');

    // 3. Writable again: the job that could not be ended is swept as interrupted, with its
    //    plan unit given back, and generations work again.
    await setReadOnly(false);
    await waitUntil(
      async () =>
        (await db.queryInside('select status from generation_jobs where id = $1', [id])).rows[0]
          .status as string,
      (status) => status !== 'running',
    );
    const swept = await (await user.send('GET', `/api/generations/${id}`)).json();
    expect(swept).toMatchObject({
      status: 'failed',
      error: 'The generation was interrupted, please try again.',
    });
    const used = await db.queryInside('select sum(used)::int as n from plan_usage');
    expect(used.rows[0].n).toBe(0);
    hook.answerOn('/fb', { body: { output: 'Written again' } });
    const again = await user.send('POST', '/api/generate', body);
    expect(again.status).toBe(200);
    expect(app.stderr()).not.toMatch(/Internal server error|uncaught|Unhandled/i);
    expect(other.stderr()).not.toMatch(/Internal server error|uncaught|Unhandled/i);
  }, 240_000);

  it('ends a start on it with a message that says so', async () => {
    const db = await scratchDatabase('readonly_start');
    cleanup.push(() => db.drop());
    await db.query(`alter database "${db.name}" set default_transaction_read_only = on`);
    const result = await runAppToExit(appEnv({ DATABASE_URL: db.url }));
    expect(result.code).toBe(1);
    const where = `${new URL(db.url).host}/${db.name}`;
    expect(result.stderr).toMatch(
      new RegExp(
        `Copydesk could not start: the database at ${where} is read-only \\(cannot execute`,
      ),
    );
    expect(result.stderr).toContain(
      'Copydesk needs to write to it: check that DATABASE_URL points at the primary, and that the database is not set read-only.',
    );
  }, 120_000);
});
