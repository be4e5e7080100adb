import { afterAll, describe, expect, it } from 'vitest';
import { VALID_FORMS } from '../../support/sample-forms.js';
import { appEnv, signInOverHttp, startApp } from '../../support/app-process.js';
import { startOpenAiServer } from '../../support/openai-server.js';
import { scratchDatabase } from '../../support/scratch-postgres.js';
import { openSse } from '../../support/sse.js';
import { waitUntil } from '../../support/wait-until.js';

/**
 * `MODEL_API_KEY` at start on two real instances of one PostgreSQL database: the seeded demo
 * company writes with the model at once, a job running on A is read from B, and a Stop sent to
 * B closes A's request to the model. The key never appears in an answer.
 */
describe.skipIf(!process.env.DATABASE_URL)('a model connection on two instances', () => {
  const cleanup: (() => Promise<unknown>)[] = [];
  afterAll(async () => {
    for (const step of cleanup.reverse()) await step().catch(() => undefined);
  });

  it('streams from B what the model writes for A, and a Stop on B ends the model request', async () => {
    const KEY = 'sk-env-secret-4242424242';
    const model = await startOpenAiServer({ apiKey: KEY });
    cleanup.push(() => model.close());
    const db = await scratchDatabase('models');
    cleanup.push(() => db.drop());
    const host = new URL(model.baseUrl).host;
    const env = appEnv({
      DATABASE_URL: db.url,
      WEBHOOK_ALLOW_HOSTS: host,
      MODEL_API_KEY: KEY,
      MODEL_BASE_URL: model.baseUrl,
      MODEL_NAME: 'gpt-test',
    });
    const a = await startApp(env);
    cleanup.push(() => a.stop('SIGKILL'));
    const b = await startApp(env);
    cleanup.push(() => b.stop('SIGKILL'));
    const onA = await signInOverHttp(a.origin, 'demo', 'demo-user', 'Demo-User-Pass-1');
    const onB = await signInOverHttp(b.origin, 'demo', 'demo-user', 'Demo-User-Pass-1');
    const body = { assistantType: 'facebook', formData: VALID_FORMS.facebook, sessionId: 's' };

    // The seeded demo company writes with the model from the first minute.
    const direct = await onA.send('POST', '/api/generate', body);
    expect(direct.status).toBe(200);
    const text = await direct.text();
    expect(text).toContain('Here is real model text.');
    expect(text).not.toContain(KEY);
    expect(model.chats.at(-1)!.headers.authorization).toBe(`Bearer ${KEY}`);

    // A job running on A, read from B, stopped from B.
    const held = model.holdNext();
    const started = await onA.send('POST', '/api/generations', body);
    expect(started.status).toBe(202);
    const { id } = (await started.json()) as { id: string };
    await held.firstChunkSent;
    const upstream = model.chats.at(-1)!;
    await waitUntil(
      async () =>
        ((await (await onB.send('GET', `/api/generations/${id}`)).json()) as { content: string })
          .content,
      (content) => content.length > 0,
    );
    const sse = await openSse(`${b.origin}/api/generations/${id}/events?company=demo`, {
      cookie: onB.cookie,
    });
    expect(sse.status).toBe(200);
    expect(await sse.next()).toEqual({ event: 'status', data: '{"status":"running"}' });
    expect((await sse.next())?.event).toBe('delta');
    const stopped = await onB.send('POST', `/api/generations/${id}/cancel`);
    expect(stopped.status).toBe(200);
    expect(await upstream.closed).toBe('client');
    held.release();
    const rest = await sse.rest();
    expect(rest.at(-1)!.event).toBe('error');
    expect(JSON.parse(rest.at(-1)!.data)).toMatchObject({ stopped: true });
  });
});
