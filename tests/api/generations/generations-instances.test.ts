import { afterAll, describe, expect, it } from 'vitest';
import { VALID_FORMS } from '../../support/sample-forms.js';
import { appEnv, signInOverHttp, startApp } from '../../support/app-process.js';
import { scratchDatabase } from '../../support/scratch-postgres.js';
import { openSse } from '../../support/sse.js';
import { n8nItem, startWebhookServer } from '../../support/webhook-server.js';
import { waitUntil } from '../../support/wait-until.js';

/**
 * Generation jobs across two real instances on one PostgreSQL database: the events of
 * a job running on A are read over HTTP from B (LISTEN/NOTIFY), a cancel on B stops A's call, and
 * a job whose instance is killed is marked interrupted by the other one.
 */
describe.skipIf(!process.env.DATABASE_URL)('generation jobs on two instances', () => {
  const cleanup: (() => Promise<unknown>)[] = [];
  afterAll(async () => {
    for (const step of cleanup.reverse()) await step().catch(() => undefined);
  });

  it('streams from B a job running on A, cancels from B, and sweeps a killed instance', async () => {
    const hook = await startWebhookServer();
    const db = await scratchDatabase('jobs');
    cleanup.push(() => db.drop());
    const env = appEnv({
      DATABASE_URL: db.url,
      WEBHOOK_ALLOW_HOSTS: hook.host,
      JOB_HEARTBEAT_MS: '300',
    });
    const a = await startApp(env);
    cleanup.push(() => a.stop('SIGKILL'));
    const b = await startApp(env);
    cleanup.push(() => b.stop('SIGKILL'));

    const admin = await signInOverHttp(a.origin, 'demo', 'demo-admin', 'Demo-Admin-Pass-1');
    const saved = await admin.send('POST', '/api/settings', {
      facebook: { webhookUrl: hook.url('/facebook') },
    });
    expect(saved.status).toBe(200);
    const onA = await signInOverHttp(a.origin, 'demo', 'demo-user', 'Demo-User-Pass-1');
    const onB = await signInOverHttp(b.origin, 'demo', 'demo-user', 'Demo-User-Pass-1');
    const body = { assistantType: 'facebook', formData: VALID_FORMS.facebook, sessionId: 's' };

    // 1. Events from B while A runs the job.
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    hook.answerOn('/facebook', {
      stream: [n8nItem('Hello from A'), held, n8nItem(', streamed to B.')],
    });
    const started = await onA.send('POST', '/api/generations', body);
    expect(started.status).toBe(202);
    const { id } = (await started.json()) as { id: string };
    await waitUntil(
      async () =>
        ((await (await onB.send('GET', `/api/generations/${id}`)).json()) as { content: string })
          .content,
      (content) => content === 'Hello from A',
    );
    const sse = await openSse(`${b.origin}/api/generations/${id}/events?company=demo`, {
      cookie: onB.cookie,
    });
    expect(sse.status).toBe(200);
    expect(await sse.next()).toEqual({ event: 'status', data: '{"status":"running"}' });
    expect(await sse.next()).toMatchObject({ event: 'delta', data: '{"text":"Hello from A"}' });
    release();
    expect(await sse.next()).toMatchObject({
      event: 'delta',
      data: '{"text":", streamed to B."}',
      id: '28',
    });
    const rest = await sse.rest();
    expect(rest.map((e) => e.event)).toEqual(['status', 'done']);
    expect(JSON.parse(rest[1].data).content).toBe('Hello from A, streamed to B.');

    // 2. A cancel on B ends A's call.
    hook.answerOn('/facebook', {
      stream: [n8nItem('Never finished'), new Promise(() => undefined)],
    });
    const second = await onA.send('POST', '/api/generations', body);
    const secondId = ((await second.json()) as { id: string }).id;
    await waitUntil(
      async () => hook.requestsTo('/facebook').length,
      (n) => n === 2,
    );
    const cancelled = await onB.send('POST', `/api/generations/${secondId}/cancel`);
    expect(((await cancelled.json()) as { status: string }).status).toBe('cancelled');
    expect(
      (await (await onA.send('GET', `/api/generations/${secondId}`)).json()) as object,
    ).toMatchObject({
      status: 'cancelled',
      historyId: null,
    });

    // 3. A dies mid-job: B marks it interrupted and gives the plan unit back.
    hook.answerOn('/facebook', { stream: [n8nItem('Started on A'), new Promise(() => undefined)] });
    const third = await onA.send('POST', '/api/generations', body);
    const thirdId = ((await third.json()) as { id: string }).id;
    await waitUntil(
      async () => hook.requestsTo('/facebook').length,
      (n) => n === 3,
    );
    const usedBefore = await db.queryInside('select sum(used)::int as n from plan_usage');
    await a.stop('SIGKILL');
    const failed = await waitUntil(
      async () =>
        (await (await onB.send('GET', `/api/generations/${thirdId}`)).json()) as {
          status: string;
          error: string | null;
        },
      (job) => job.status !== 'running',
    );
    expect(failed).toMatchObject({
      status: 'failed',
      error: 'The generation was interrupted, please try again.',
    });
    const usedAfter = await db.queryInside('select sum(used)::int as n from plan_usage');
    expect(usedAfter.rows[0].n).toBe(usedBefore.rows[0].n - 1);

    // 4. A graceful stop lets the instance's own running jobs run until SHUTDOWN_TIMEOUT_MS,
    // then marks those still running interrupted as it exits (this automation never answers).
    const c = await startApp({ ...env, SHUTDOWN_TIMEOUT_MS: '1500' });
    cleanup.push(() => c.stop('SIGKILL'));
    const onC = await signInOverHttp(c.origin, 'demo', 'demo-user', 'Demo-User-Pass-1');
    const fourth = await onC.send('POST', '/api/generations', body);
    const fourthId = ((await fourth.json()) as { id: string }).id;
    await waitUntil(
      async () => hook.requestsTo('/facebook').length,
      (n) => n === 4,
    );
    expect(await c.stop('SIGTERM')).toBe(0);
    const row = await db.queryInside('select status, error from generation_jobs where id = $1', [
      fourthId,
    ]);
    expect(row.rows[0]).toEqual({
      status: 'failed',
      error: 'The generation was interrupted, please try again.',
    });
  }, 300_000);
});
