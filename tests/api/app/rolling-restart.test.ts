import { afterAll, describe, expect, it } from 'vitest';
import { appEnv, signInOverHttp, startApp } from '../../support/app-process.js';
import { VALID_FORMS } from '../../support/sample-forms.js';
import { scratchDatabase } from '../../support/scratch-postgres.js';
import { waitUntil } from '../../support/wait-until.js';
import { n8nItem, startWebhookServer } from '../../support/webhook-server.js';

/**
 * An upgrade loses no work: on SIGTERM an instance lets its running generations
 * finish (up to SHUTDOWN_TIMEOUT_MS), hands its event-stream readers over with `retry:`, and
 * only what still runs at the deadline ends as interrupted, with its plan unit given back.
 * Real app processes on a PostgreSQL database of their own (read after the process exited).
 */
const onPostgres = Boolean(process.env.DATABASE_URL);
const hook = await startWebhookServer();
afterAll(() => hook.close());

const PIECES = ['Spring ', 'is ', 'here: ', 'our ', 'garden ', 'tools ', 'are ', 'in.'];

async function startWithDatabase(purpose: string, shutdownMs: number) {
  const db = await scratchDatabase(purpose);
  const app = await startApp(
    appEnv({
      DATABASE_URL: db.url,
      WEBHOOK_ALLOW_HOSTS: hook.host,
      SHUTDOWN_TIMEOUT_MS: String(shutdownMs),
      WEBHOOK_TIMEOUT_MS: '600000',
    }),
  );
  const admin = await signInOverHttp(app.origin, 'demo', 'demo-admin', 'Demo-Admin-Pass-1');
  const path = `/${purpose}/facebook`;
  const saved = await admin.post('/api/settings', { facebook: { webhookUrl: hook.url(path) } });
  expect(saved.status).toBe(200);
  const user = await signInOverHttp(app.origin, 'demo', 'demo-user', 'Demo-User-Pass-1');
  return { db, app, user, path };
}

/** Reads an event stream to its end (the server closing it). */
async function readStream(res: Response): Promise<string> {
  const reader = res.body!.getReader();
  const decoder = new TextDecoder();
  let text = '';
  for (;;) {
    const { done, value } = await reader.read();
    if (done) return text;
    text += decoder.decode(value, { stream: true });
  }
}

describe.skipIf(!onPostgres)('SIGTERM during generations', () => {
  it('lets a running generation finish, hands the reader over, then exits', async () => {
    const { db, app, user, path } = await startWithDatabase('drain', 20_000);
    try {
      // About 4 s of streaming, most of it after the signal.
      hook.answerOn(path, { stream: PIECES.flatMap((p) => [n8nItem(p), 500]) });
      const started = await user.post('/api/generations', {
        assistantType: 'facebook',
        formData: VALID_FORMS.facebook,
        sessionId: 's-drain',
      });
      expect(started.status).toBe(202);
      const { id } = (await started.json()) as { id: string };
      const events = await user.get(`/api/generations/${id}/events`);
      const streamed = readStream(events);
      await waitUntil(
        () => hook.requestsTo(path).length,
        (n) => n === 1,
      );
      const signalled = Date.now();
      app.child.kill('SIGTERM');
      // The reader is told to come back elsewhere, and its stream ends.
      const read = await streamed;
      expect(read).toContain('retry: 1000');
      expect(await app.exited).toBe(0);
      const tookMs = Date.now() - signalled;
      const [job] = (
        await db.queryInside('select status, content, error from generation_jobs where id = $1', [
          id,
        ])
      ).rows as { status: string; content: string; error: string | null }[];
      expect(job).toEqual({ status: 'succeeded', content: PIECES.join(''), error: null });
      const units = await db.queryInside('select sum(used)::int as used from plan_usage');
      expect(units.rows[0].used).toBe(1);
      // It waited for the automation (about 3.5 s after the signal), not the whole bound.
      expect(tookMs).toBeGreaterThan(2_000);
      expect(tookMs).toBeLessThan(15_000);
    } finally {
      await app.stop('SIGKILL');
      await db.drop();
    }
  }, 120_000);

  it('ends as interrupted only what is still running at the deadline, and gives its unit back', async () => {
    const { db, app, user, path } = await startWithDatabase('deadline', 1_500);
    try {
      // An automation that has sent nothing by the deadline.
      hook.answerOn(path, { delayMs: 60_000, body: { output: 'too late' } });
      const started = await user.post('/api/generations', {
        assistantType: 'facebook',
        formData: VALID_FORMS.facebook,
        sessionId: 's-deadline',
      });
      const { id } = (await started.json()) as { id: string };
      await waitUntil(
        () => hook.requestsTo(path).length,
        (n) => n === 1,
      );
      const signalled = Date.now();
      app.child.kill('SIGTERM');
      expect(await app.exited).toBe(0);
      expect(Date.now() - signalled).toBeGreaterThan(1_400);
      const [job] = (
        await db.queryInside('select status, error from generation_jobs where id = $1', [id])
      ).rows as { status: string; error: string }[];
      expect(job.status).toBe('failed');
      expect(job.error).toMatch(/interrupted/);
      const units = await db.queryInside(
        'select coalesce(sum(used), 0)::int as used from plan_usage',
      );
      expect(units.rows[0].used).toBe(0);
    } finally {
      await app.stop('SIGKILL');
      await db.drop();
    }
  }, 120_000);
});
