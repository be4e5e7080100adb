import { afterAll, describe, expect, it } from 'vitest';
import { VALID_FORMS } from '../../support/sample-forms.js';
import { appEnv, signInOverHttp, startApp } from '../../support/app-process.js';
import { scratchDatabase } from '../../support/scratch-postgres.js';

/**
 * Two real instances on one PostgreSQL database: the demo company's webhooks work on each of
 * them whatever the start order, keep working on one when the other stops, and the app itself
 * (`/api/...` on its own port) can never be a company's webhook.
 */
describe.skipIf(!process.env.DATABASE_URL)('the demo automation with several instances', () => {
  const cleanup: (() => Promise<unknown>)[] = [];
  afterAll(async () => {
    for (const step of cleanup.reverse()) await step().catch(() => undefined);
  });

  async function generateOn(origin: string) {
    const user = await signInOverHttp(origin, 'demo', 'demo-user', 'Demo-User-Pass-1');
    const res = await user.post('/api/generate', {
      assistantType: 'facebook',
      formData: VALID_FORMS.facebook,
      sessionId: 'two-instances',
    });
    return { status: res.status, body: (await res.json()) as { content?: string } };
  }

  it('every instance generates through its own demo automation, in either start order', async () => {
    const db = await scratchDatabase('demo');
    cleanup.push(() => db.drop());
    const env = appEnv({ DATABASE_URL: db.url });
    const first = await startApp(env);
    cleanup.push(() => first.stop('SIGKILL'));
    const second = await startApp(env);
    cleanup.push(() => second.stop('SIGKILL'));

    for (const app of [first, second]) {
      const { status, body } = await generateOn(app.origin);
      expect(status, JSON.stringify(body)).toBe(200);
      expect(body.content?.length).toBeGreaterThan(20);
    }
    // The instance started last stops: the first one keeps generating.
    await second.stop();
    const after = await generateOn(first.origin);
    expect(after.status, JSON.stringify(after.body)).toBe(200);

    // A third instance started after that (another port again) and the first one both work.
    const third = await startApp(env);
    cleanup.push(() => third.stop('SIGKILL'));
    for (const app of [third, first]) expect((await generateOn(app.origin)).status).toBe(200);

    // The settings show the demo automation's address, the same on every instance.
    const admin = await signInOverHttp(first.origin, 'demo', 'demo-admin', 'Demo-Admin-Pass-1');
    const settings = (await (await admin.get('/api/settings')).json()) as Record<
      string,
      { webhookUrl: string }
    >;
    expect(settings.facebook.webhookUrl).toBe('http://demo-automation.invalid/facebook');
    // The Test action reaches it too.
    const test = await admin.post('/api/webhooks/test', { assistantType: 'facebook' });
    expect(await test.json()).toMatchObject({
      url: 'http://demo-automation.invalid/facebook',
      reachable: true,
      status: 200,
      understood: true,
    });
  }, 300_000);

  it('a company admin cannot aim a webhook at the app itself', async () => {
    const db = await scratchDatabase('self');
    cleanup.push(() => db.drop());
    const app = await startApp(appEnv({ DATABASE_URL: db.url }));
    cleanup.push(() => app.stop('SIGKILL'));
    const admin = await signInOverHttp(app.origin, 'demo', 'demo-admin', 'Demo-Admin-Pass-1');
    for (const path of ['/api/admin/users', '/demo-automation/../api/health', '/api/health']) {
      const url = `http://127.0.0.1:${app.port}${path}`;
      const saved = await admin.post('/api/settings', { facebook: { webhookUrl: url } });
      expect(saved.status, url).toBe(400);
      expect(((await saved.json()) as { message: string }).message).toBe(
        'Facebook: This address is not allowed: 127.0.0.1 is a local, private or reserved network address',
      );
      const tested = await admin.post('/api/webhooks/test', {
        assistantType: 'facebook',
        webhookUrl: url,
      });
      expect(await tested.json()).toMatchObject({ reachable: false, understood: false });
    }
    // The demo automation's address stays usable.
    const back = await admin.post('/api/settings', {
      facebook: { webhookUrl: 'http://demo-automation.invalid/facebook' },
    });
    expect(back.status).toBe(200);
  }, 240_000);
});
