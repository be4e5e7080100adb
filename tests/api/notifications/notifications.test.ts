import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { historyItems, users } from '../../../src/server/db/schema.js';
import { addHistory, createUser, newMember } from '../../support/factories.js';
import { call, createTestApp } from '../../support/test-app.js';
import { notify, reviewTeam } from './fixtures.js';

/** GET /api/notifications, POST /api/notifications/read, /api/me/notification-settings. */

const t = await createTestApp();

const list = (m: { slug: string; cookie: string }, query = '') =>
  call(t, { url: `/api/notifications${query}`, slug: m.slug, cookie: m.cookie });

const read = (m: { slug: string; cookie: string }, payload: unknown) =>
  call(t, {
    method: 'POST',
    url: '/api/notifications/read',
    slug: m.slug,
    cookie: m.cookie,
    payload,
  });

describe('notifications', () => {
  it('lists the user’s notifications newest first with the actor, the title and the count', async () => {
    const { author, reviewer, item } = await reviewTeam(t);
    await notify(t, { to: reviewer, from: author, historyId: item.id, excerpt: 'Please look' });
    await notify(t, {
      to: reviewer,
      from: author,
      historyId: item.id,
      kind: 'comment',
      excerpt: 'Shorter?',
    });
    const res = await list(reviewer);
    expect(res.statusCode, res.body).toBe(200);
    const page = res.json();
    expect(page.unread).toBe(2);
    expect(page.nextCursor).toBeNull();
    expect(page.items.map((n: { kind: string }) => n.kind)).toEqual([
      'comment',
      'review_requested',
    ]);
    expect(page.items[1]).toMatchObject({
      historyId: item.id,
      assistantType: 'blog',
      commentId: null,
      actor: { id: author.user.id, username: author.user.username },
      title: 'Spring post',
      excerpt: 'Please look',
      read: false,
    });
    // The author was told nothing.
    expect((await list(author)).json()).toMatchObject({ items: [], unread: 0 });
  });

  it('pages with the cursor and filters the unread ones', async () => {
    const { author, reviewer, item } = await reviewTeam(t);
    for (let i = 0; i < 5; i++) {
      await notify(t, { to: reviewer, from: author, historyId: item.id, excerpt: `n${i}` });
    }
    const first = (await list(reviewer, '?limit=2')).json();
    expect(first.items.map((n: { excerpt: string }) => n.excerpt)).toEqual(['n4', 'n3']);
    const second = (await list(reviewer, `?limit=2&cursor=${first.nextCursor}`)).json();
    expect(second.items.map((n: { excerpt: string }) => n.excerpt)).toEqual(['n2', 'n1']);
    const third = (await list(reviewer, `?limit=2&cursor=${second.nextCursor}`)).json();
    expect(third.items.map((n: { excerpt: string }) => n.excerpt)).toEqual(['n0']);
    expect(third.nextCursor).toBeNull();

    const ids = first.items.map((n: { id: number }) => n.id);
    const marked = await read(reviewer, { ids });
    expect(marked.statusCode, marked.body).toBe(200);
    expect(marked.json()).toEqual({ unread: 3 });
    const unread = (await list(reviewer, '?unread=true')).json();
    expect(unread.items.map((n: { excerpt: string }) => n.excerpt)).toEqual(['n2', 'n1', 'n0']);
    expect(unread.unread).toBe(3);
    const all = (await list(reviewer)).json();
    expect(all.items.map((n: { read: boolean }) => n.read)).toEqual([
      true,
      true,
      false,
      false,
      false,
    ]);

    expect((await read(reviewer, { all: true })).json()).toEqual({ unread: 0 });
    expect((await list(reviewer, '?unread=true')).json().items).toEqual([]);
  });

  it('ignores ids of another user’s notifications', async () => {
    const { author, reviewer, item } = await reviewTeam(t);
    const [theirs] = await notify(t, { to: reviewer, from: author, historyId: item.id });
    const res = await read(author, { ids: [theirs!.id] });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ unread: 0 });
    expect((await list(reviewer)).json().unread).toBe(1);
  });

  it('shows nothing of another company’s notifications', async () => {
    const { author, reviewer, item } = await reviewTeam(t);
    await notify(t, { to: reviewer, from: author, historyId: item.id });
    const outsider = await newMember(t);
    expect((await list(outsider)).json()).toMatchObject({ items: [], unread: 0 });
    // A session of one company is refused on another.
    const elsewhere = await call(t, {
      url: '/api/notifications',
      slug: outsider.slug,
      cookie: reviewer.cookie,
    });
    expect(elsewhere.statusCode).toBe(403);
  });

  it('names a deleted actor "Deleted user"; a notification goes with its item', async () => {
    const { author, reviewer, item } = await reviewTeam(t);
    const gone = await createUser(t, author.company);
    const [other] = await addHistory(t, author, { formData: {}, content: '# Big news\nbody' });
    await notify(t, { to: reviewer, from: { user: gone }, historyId: item.id });
    await notify(t, { to: reviewer, from: author, historyId: other!.id });
    await t.database.db.delete(users).where(eq(users.id, gone.id));
    const page = (await list(reviewer)).json();
    expect(page.items.map((n: { title: string }) => n.title)).toEqual(['Big news', 'Spring post']);
    expect(page.items[1].actor).toEqual({ id: null, username: 'Deleted user' });
    await t.database.db.delete(historyItems).where(eq(historyItems.id, other!.id));
    expect((await list(reviewer)).json()).toMatchObject({
      unread: 1,
      items: [{ historyId: item.id }],
    });
  });

  it('refuses what it cannot read, naming the field', async () => {
    const { reviewer } = await reviewTeam(t);
    const unread = await list(reviewer, '?unread=maybe');
    expect(unread.statusCode).toBe(400);
    expect(unread.body).toContain('unread must be true or false');
    expect((await list(reviewer, '?limit=0')).statusCode).toBe(400);
    expect((await list(reviewer, '?cursor=nope')).statusCode).toBe(400);
    const body = await read(reviewer, { ids: 'all' });
    expect(body.statusCode).toBe(400);
    const signedOut = await call(t, { url: '/api/notifications', slug: reviewer.slug });
    expect(signedOut.statusCode).toBe(401);
  });

  it('reads and saves the user’s own review email setting', async () => {
    const { author, reviewer } = await reviewTeam(t);
    const url = '/api/me/notification-settings';
    const get = (m: typeof reviewer) => call(t, { url, slug: m.slug, cookie: m.cookie });
    expect((await get(reviewer)).json()).toEqual({ email: true });
    const off = await call(t, {
      method: 'PUT',
      url,
      slug: reviewer.slug,
      cookie: reviewer.cookie,
      payload: { email: false },
    });
    expect(off.statusCode, off.body).toBe(200);
    expect(off.json()).toEqual({ email: false });
    expect((await get(reviewer)).json()).toEqual({ email: false });
    expect((await get(author)).json()).toEqual({ email: true });
    const [row] = await t.database.db
      .select({ reviewEmails: users.reviewEmails })
      .from(users)
      .where(eq(users.id, reviewer.user.id));
    expect(row!.reviewEmails).toBe(false);
    const bad = await call(t, {
      method: 'PUT',
      url,
      slug: reviewer.slug,
      cookie: reviewer.cookie,
      payload: { email: 'yes' },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.body).toContain('email must be true or false');
  });
});
