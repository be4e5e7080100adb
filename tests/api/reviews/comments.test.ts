import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { notifications, reviewComments } from '../../../src/server/db/schema.js';
import { setWebhook } from '../../support/factories.js';
import { as, reviewWorld, type Person } from '../../support/review-world.js';
import { createTestApp } from '../../support/test-app.js';
import { waitUntil } from '../../support/wait-until.js';
import { startWebhookServer } from '../../support/webhook-server.js';

const hook = await startWebhookServer();
const t = await createTestApp({ WEBHOOK_ALLOW_HOSTS: [hook.host], JOB_HEARTBEAT_MS: 200 });

const TEXT = 'Spring is here. Plant tomatoes early. Water them every morning.';
const QUOTE = 'Plant tomatoes early.';
const at = (text: string, quote: string) => ({
  start: text.indexOf(quote),
  end: text.indexOf(quote) + quote.length,
  quote,
});

const comment = (who: Person, id: number, payload: unknown) =>
  as(t, who, 'POST', `/api/history/${id}/comments`, payload);
const commentsOf = async (who: Person, id: number) =>
  (await as(t, who, 'GET', `/api/history/${id}/comments`)).json().comments;
const notified = (userId: number) =>
  t.database.db.select().from(notifications).where(eq(notifications.userId, userId));

async function inReview() {
  const w = await reviewWorld(t);
  await as(t, w.author, 'POST', `/api/history/${w.item.id}/review`, {
    reviewerIds: [w.reviewer.id],
    baseVersion: 1,
  });
  return w;
}

describe('who sees an item and its comments', () => {
  it('lets the author, the reviewers and admins (not drafts) in, and nobody else', async () => {
    const w = await reviewWorld(t);
    const url = `/api/history/${w.item.id}`;
    const statusFor = async (who: Person) =>
      [
        (await as(t, who, 'GET', url)).statusCode,
        (await as(t, who, 'GET', `${url}/comments`)).statusCode,
        (await as(t, who, 'GET', `${url}/versions`)).statusCode,
        (await as(t, who, 'GET', `${url}/timeline`)).statusCode,
      ].join();
    // A draft: its author only.
    expect(await statusFor(w.author)).toBe('200,200,200,200');
    for (const who of [w.reviewer, w.bystander, w.admin, w.operator, w.outsider]) {
      expect(await statusFor(who)).toBe('404,404,404,404');
    }
    await as(t, w.author, 'POST', `${url}/review`, {
      reviewerIds: [w.reviewer.id],
      baseVersion: 1,
    });
    for (const who of [w.author, w.reviewer, w.admin]) {
      expect(await statusFor(who)).toBe('200,200,200,200');
    }
    // Another company's staff, operator staff included, still get 404.
    for (const who of [w.bystander, w.second, w.operator, w.outsider]) {
      expect(await statusFor(who)).toBe('404,404,404,404');
    }
    // A reviewer who reviewed keeps reading it after the round; one replaced before deciding does not.
    await as(t, w.reviewer, 'POST', `${url}/decision`, { decision: 'approve', version: 1 });
    await as(t, w.author, 'PATCH', url, { content: `${TEXT} More.`, baseVersion: 1 });
    expect(await statusFor(w.reviewer)).toBe('200,200,200,200');
    // Back to draft: the admin no longer reads it.
    expect(await statusFor(w.admin)).toBe('404,404,404,404');
  });

  it('loses access at once when a reviewer is removed from the company', async () => {
    const w = await inReview();
    const res = await as(t, w.admin, 'DELETE', `/api/admin/users/${w.reviewer.id}`);
    expect(res.statusCode).toBe(200);
    expect((await as(t, w.reviewer, 'GET', `/api/history/${w.item.id}`)).statusCode).toBe(401);
  });
});

describe('comments on passages', () => {
  it('anchors a comment, notifies the author, and keeps replies one level deep', async () => {
    const w = await inReview();
    const first = await comment(w.reviewer, w.item.id, {
      body: 'Which variety?',
      anchor: at(TEXT, QUOTE),
    });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({
      author: { id: w.reviewer.id, username: w.reviewer.username },
      anchor: { ...at(TEXT, QUOTE), outdated: false },
      resolved: false,
      parentId: null,
    });
    const [note] = await notified(w.author.id);
    expect(note).toMatchObject({ kind: 'comment', commentId: first.json().id });
    const reply = await comment(w.author, w.item.id, { body: 'Cherry', parentId: first.json().id });
    expect(reply.json().parentId).toBe(first.json().id);
    expect((await notified(w.reviewer.id)).map((n) => n.kind)).toContain('reply');
    const deeper = await comment(w.reviewer, w.item.id, { body: 'ok', parentId: reply.json().id });
    expect(deeper.statusCode).toBe(400);
  });

  it('refuses a passage that is not in the text and empty or long comments, naming the field', async () => {
    const w = await inReview();
    const wrong = await comment(w.reviewer, w.item.id, {
      body: 'Hm',
      anchor: { start: 0, end: 5, quote: 'Plant' },
    });
    expect(wrong.statusCode).toBe(400);
    const empty = await comment(w.reviewer, w.item.id, { body: '   ' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toBe('Write a comment');
    const long = await comment(w.reviewer, w.item.id, { body: 'x'.repeat(5001) });
    expect(long.statusCode).toBe(400);
    expect(
      await t.database.db
        .select()
        .from(reviewComments)
        .where(eq(reviewComments.historyId, w.item.id)),
    ).toEqual([]);
  });

  it('mentions only people who can see the item; other names stay text', async () => {
    const w = await inReview();
    await comment(w.reviewer, w.item.id, {
      body: `@${w.admin.username} and @${w.bystander.username} and @nobody, look`,
    });
    expect((await notified(w.admin.id)).map((n) => n.kind)).toEqual(['mention']);
    expect(await notified(w.bystander.id)).toEqual([]);
  });

  it('edits own comments only; deletes own or as an admin; resolves and reopens', async () => {
    const w = await inReview();
    const mine = (await comment(w.reviewer, w.item.id, { body: 'Typo here' })).json();
    const base = `/api/history/${w.item.id}/comments/${mine.id}`;
    expect((await as(t, w.author, 'PATCH', base, { body: 'Changed' })).statusCode).toBe(403);
    const edited = await as(t, w.reviewer, 'PATCH', base, { body: 'Typo in line 1' });
    expect(edited.json().body).toBe('Typo in line 1');
    const resolved = await as(t, w.author, 'POST', `${base}/resolve`);
    expect(resolved.json()).toMatchObject({ resolved: true, resolvedBy: { id: w.author.id } });
    expect((await as(t, w.author, 'POST', `${base}/reopen`)).json().resolved).toBe(false);
    expect((await as(t, w.author, 'DELETE', base)).statusCode).toBe(403);
    expect((await as(t, w.admin, 'DELETE', base)).statusCode).toBe(200);
    expect(await commentsOf(w.author, w.item.id)).toEqual([]);
    expect((await as(t, w.admin, 'DELETE', base)).statusCode).toBe(404);
  });

  it('moves anchors across an edit and a restore, and marks them outdated when the quote is gone', async () => {
    const w = await inReview();
    const c = (
      await comment(w.reviewer, w.item.id, { body: 'Which?', anchor: at(TEXT, QUOTE) })
    ).json();
    const edited = `Hello! ${TEXT}`;
    await as(t, w.author, 'PATCH', `/api/history/${w.item.id}`, {
      content: edited,
      baseVersion: 1,
    });
    let [moved] = await commentsOf(w.reviewer, w.item.id);
    expect(moved.anchor).toEqual({ ...at(edited, QUOTE), outdated: false });
    expect(edited.slice(moved.anchor.start, moved.anchor.end)).toBe(QUOTE);
    // The occurrence nearest the old place wins when the quote appears twice.
    const twice = `${QUOTE} Intro. ${edited}`;
    await as(t, w.author, 'PATCH', `/api/history/${w.item.id}`, { content: twice, baseVersion: 2 });
    [moved] = await commentsOf(w.reviewer, w.item.id);
    expect(moved.anchor.start).toBe(twice.lastIndexOf(QUOTE));
    await as(t, w.author, 'POST', `/api/history/${w.item.id}/restore`, {
      version: 1,
      baseVersion: 3,
    });
    [moved] = await commentsOf(w.reviewer, w.item.id);
    expect(moved.anchor).toEqual({ ...at(TEXT, QUOTE), outdated: false });
    await as(t, w.author, 'PATCH', `/api/history/${w.item.id}`, {
      content: 'Spring is here. Water them every morning.',
      baseVersion: 4,
    });
    const comments = await commentsOf(w.reviewer, w.item.id);
    expect(comments[0]).toMatchObject({ id: c.id, anchor: { quote: QUOTE, outdated: true } });
  });

  it('moves anchors across a rewrite', async () => {
    const w = await inReview();
    const path = `/${w.company.slug}/blog`;
    hook.answerOn(path, { body: { output: 'Sow seeds.' } });
    await setWebhook(t, w.company, 'blog', hook.url(path));
    await comment(w.reviewer, w.item.id, {
      body: 'Daily?',
      anchor: at(TEXT, 'Water them every morning.'),
    });
    const first = at(TEXT, 'Spring is here.');
    const res = await as(t, w.author, 'POST', '/api/generations', {
      action: 'rewrite',
      historyId: w.item.id,
      baseVersion: 1,
      selection: { start: first.start, end: first.end },
      instruction: 'Shorter',
      sessionId: 's1',
    });
    expect(res.statusCode, res.body).toBe(202);
    const current = await waitUntil(
      async () => (await as(t, w.author, 'GET', `/api/history/${w.item.id}`)).json(),
      (item: { version: number; content: string }) => item.version === 2,
    );
    const text = current.content;
    expect(text).toBe('Sow seeds. Plant tomatoes early. Water them every morning.');
    const [moved] = await commentsOf(w.reviewer, w.item.id);
    expect(moved.anchor).toEqual({ ...at(text, 'Water them every morning.'), outdated: false });
  });

  it('lists threads in text order, then the outdated ones', async () => {
    const w = await inReview();
    const late = (
      await comment(w.reviewer, w.item.id, { body: 'b', anchor: at(TEXT, 'Water them') })
    ).json();
    const early = (
      await comment(w.reviewer, w.item.id, { body: 'a', anchor: at(TEXT, 'Spring') })
    ).json();
    const gone = (
      await comment(w.reviewer, w.item.id, { body: 'c', anchor: at(TEXT, 'early') })
    ).json();
    const whole = (await comment(w.reviewer, w.item.id, { body: 'overall' })).json();
    await as(t, w.author, 'PATCH', `/api/history/${w.item.id}`, {
      content: 'Spring is here. Plant tomatoes soon. Water them every morning.',
      baseVersion: 1,
    });
    const ids = (await commentsOf(w.author, w.item.id)).map((c: { id: number }) => c.id);
    expect(ids).toEqual([whole.id, early.id, late.id, gone.id]);
  });
});
