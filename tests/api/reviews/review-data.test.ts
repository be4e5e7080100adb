import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import {
  companies,
  historyItems,
  notifications,
  reviewComments,
  reviewEvents,
} from '../../../src/server/db/schema.js';
import { purgeExpiredContent } from '../../../src/server/services/retention/purge-content.js';
import { as, reviewWorld } from '../../support/review-world.js';
import { createTestApp } from '../../support/test-app.js';
import { downloadExport, finishedExport, unzip } from '../exports/export-fixtures.js';

const t = await createTestApp();
const db = t.database.db;

/** An item in review with a comment by the reviewer, who also asked for changes. */
async function reviewed() {
  const w = await reviewWorld(t);
  await as(t, w.author, 'POST', `/api/history/${w.item.id}/review`, {
    reviewerIds: [w.reviewer.id],
    note: 'First look',
    baseVersion: 1,
  });
  const comment = (
    await as(t, w.reviewer, 'POST', `/api/history/${w.item.id}/comments`, {
      body: `Private thought of ${w.reviewer.username}`,
      anchor: { start: 0, end: 6, quote: 'Spring' },
    })
  ).json();
  await as(t, w.reviewer, 'POST', `/api/history/${w.item.id}/decision`, {
    decision: 'request_changes',
    note: 'Secret note',
    version: 1,
  });
  return { ...w, comment };
}

describe('review data in the rest of the product', () => {
  it('erasing a reviewer keeps their threads without their words, as "Deleted user"', async () => {
    const w = await reviewed();
    const res = await as(t, w.admin, 'DELETE', `/api/admin/users/${w.reviewer.id}?erase=true`);
    expect(res.statusCode, res.body).toBe(200);
    const comments = (await as(t, w.author, 'GET', `/api/history/${w.item.id}/comments`)).json()
      .comments;
    expect(comments).toEqual([
      expect.objectContaining({
        id: w.comment.id,
        body: '',
        author: { id: null, username: 'Deleted user' },
      }),
    ]);
    const timeline = (await as(t, w.author, 'GET', `/api/history/${w.item.id}/timeline`)).json();
    const text = JSON.stringify(timeline);
    expect(text).not.toContain('Secret note');
    expect(text).not.toContain('Private thought');
    expect(text).not.toContain(w.reviewer.username);
    const told = await db
      .select()
      .from(notifications)
      .where(eq(notifications.historyId, w.item.id));
    expect(told.every((n) => n.userId !== w.reviewer.id && n.excerpt === '')).toBe(true);
  });

  it('deleting an item removes its comments, review steps and notifications', async () => {
    const w = await reviewed();
    expect((await as(t, w.author, 'DELETE', `/api/history/${w.item.id}`)).statusCode).toBe(200);
    for (const table of [reviewComments, reviewEvents, notifications]) {
      expect(await db.select().from(table).where(eq(table.historyId, w.item.id))).toEqual([]);
    }
  });

  it('the content retention takes comments with the items', async () => {
    const w = await reviewed();
    await db
      .update(companies)
      .set({ contentRetentionDays: 1 })
      .where(eq(companies.id, w.company.id));
    await db
      .update(historyItems)
      .set({ createdAt: new Date(Date.now() - 3 * 86_400_000) })
      .where(eq(historyItems.id, w.item.id));
    await purgeExpiredContent(t.app.ctx, new Date());
    expect(
      await db.select().from(reviewComments).where(eq(reviewComments.historyId, w.item.id)),
    ).toEqual([]);
  });

  it('the company export holds each item’s status, reviewers, comments and timeline', async () => {
    const w = await reviewed();
    const status = await finishedExport(t, w.admin, w.company.slug);
    const res = await downloadExport(t, w.admin, status.id);
    const { files } = unzip(res.rawPayload);
    const item = files['history.jsonl']
      .trimEnd()
      .split('\n')
      .map((line) => JSON.parse(line))
      .find((row) => row.id === w.item.id);
    expect(item).toMatchObject({
      status: 'changes_requested',
      visibility: 'private',
      reviewers: [expect.objectContaining({ userId: w.reviewer.id, decision: 'request_changes' })],
      comments: [
        expect.objectContaining({
          userId: w.reviewer.id,
          body: `Private thought of ${w.reviewer.username}`,
          anchor: { start: 0, end: 6, quote: 'Spring', outdated: false },
        }),
      ],
    });
    expect(item.timeline.map((e: { kind: string }) => e.kind)).toEqual([
      'submitted',
      'changes_requested',
    ]);
  });

  it('filters history by status and keeps the search', async () => {
    const w = await reviewed();
    const inReview = await as(
      t,
      w.author,
      'GET',
      '/api/history?status=changes_requested&q=tomatoes',
    );
    expect(inReview.json().items.map((i: { id: number }) => i.id)).toEqual([w.item.id]);
    const drafts = await as(t, w.author, 'GET', '/api/history?status=draft');
    expect(drafts.json().items).toEqual([]);
    const bad = await as(t, w.author, 'GET', '/api/history?status=finished');
    expect(bad.statusCode).toBe(400);
  });
});
