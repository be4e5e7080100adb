import { describe, expect, it } from 'vitest';
import { buildApp } from '../../../src/server/app.js';
import { testConfig } from '../../../src/server/config.js';
import { openSse } from '../../support/sse.js';
import { createTestApp, hostOf, type TestApp } from '../../support/test-app.js';
import { whenDone } from '../../support/when-done.js';
import { notify, reviewTeam } from './fixtures.js';

/**
 * Two instances on one PostgreSQL database (the instance bus is LISTEN/NOTIFY): a notification
 * sent through A reaches a stream open on B within a second.
 */
describe.skipIf(!process.env.DATABASE_URL)('notifications on two instances', () => {
  it('a notification sent through A reaches the recipient’s stream on B', async () => {
    const a = await createTestApp();
    const other = await buildApp(testConfig(), { database: a.database });
    await other.ready();
    await other.listen({ port: 0, host: '127.0.0.1' });
    whenDone(() => other.close());
    const b: TestApp = { app: other, database: a.database };
    const address = b.app.server.address();
    const origin = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;

    const { author, reviewer, item } = await reviewTeam(a);
    const sse = await openSse(`${origin}/api/notifications/events`, {
      host: hostOf(reviewer.slug),
      cookie: reviewer.cookie,
    });
    expect(sse.status).toBe(200);
    expect(JSON.parse((await sse.next())!.data)).toEqual({ unread: 0, notification: null });
    // B's bus connection listens once it is up: give it the moment it takes.
    await new Promise((resolve) => setTimeout(resolve, 300));

    const started = Date.now();
    const [sent] = await notify(a, { to: reviewer, from: author, historyId: item.id });
    const heard = JSON.parse((await sse.next())!.data);
    expect(Date.now() - started).toBeLessThan(1000);
    expect(heard.unread).toBe(1);
    expect(heard.notification).toMatchObject({ id: sent!.id, title: 'Spring post' });
    sse.close();
  });
});
