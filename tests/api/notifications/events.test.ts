import { describe, expect, it } from 'vitest';
import { call, createTestApp, hostOf } from '../../support/test-app.js';
import { nextWithin, openSse } from '../../support/sse.js';
import { notify, reviewTeam } from './fixtures.js';

/** GET /api/notifications/events read over real HTTP. */

const t = await createTestApp();
await t.app.listen({ port: 0, host: '127.0.0.1' });
const address = t.app.server.address();
const origin = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;

const events = (m: { slug: string; cookie: string }) =>
  openSse(`${origin}/api/notifications/events`, { host: hostOf(m.slug), cookie: m.cookie });

const data = (e: { data: string } | null | 'nothing') =>
  e && e !== 'nothing' ? JSON.parse(e.data) : e;

describe('notification events', () => {
  it('sends the unread count first, then each new notification with the count', async () => {
    const { author, reviewer, item } = await reviewTeam(t);
    await notify(t, { to: reviewer, from: author, historyId: item.id });
    const sse = await events(reviewer);
    expect(sse.status).toBe(200);
    expect(sse.headers['content-type']).toMatch(/^text\/event-stream/);
    const first = await sse.next();
    expect(first?.event).toBe('notification');
    expect(data(first)).toEqual({ unread: 1, notification: null });

    await notify(t, {
      to: reviewer,
      from: author,
      historyId: item.id,
      kind: 'comment',
      excerpt: 'Hm',
    });
    const next = data(await sse.next());
    expect(next.unread).toBe(2);
    expect(next.notification).toMatchObject({
      kind: 'comment',
      excerpt: 'Hm',
      title: 'Spring post',
      actor: { id: author.user.id, username: author.user.username },
      read: false,
    });

    // Read in another tab: the count follows.
    const read = await call(t, {
      method: 'POST',
      url: '/api/notifications/read',
      slug: reviewer.slug,
      cookie: reviewer.cookie,
      payload: { all: true },
    });
    expect(read.statusCode, read.body).toBe(200);
    expect(data(await sse.next())).toEqual({ unread: 0, notification: null });
    sse.close();
  });

  it('tells no one else', async () => {
    const { author, reviewer, item } = await reviewTeam(t);
    const authorStream = await events(author);
    expect(data(await authorStream.next())).toEqual({ unread: 0, notification: null });
    await notify(t, { to: reviewer, from: author, historyId: item.id });
    expect(await nextWithin(authorStream, 300)).toBe('nothing');
    authorStream.close();
  });

  it('refuses a signed-out reader', async () => {
    const { reviewer } = await reviewTeam(t);
    const sse = await events({ slug: reviewer.slug, cookie: '' });
    expect(sse.status).toBe(401);
    sse.close();
  });
});
