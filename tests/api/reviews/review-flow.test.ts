import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { historyItems, notifications } from '../../../src/server/db/schema.js';
import { createTestApp } from '../../support/test-app.js';
import { as, reviewWorld } from '../../support/review-world.js';

const t = await createTestApp();

const notificationsOf = (userId: number) =>
  t.database.db.select().from(notifications).where(eq(notifications.userId, userId));
const rowOf = async (id: number) =>
  (await t.database.db.select().from(historyItems).where(eq(historyItems.id, id)))[0];

describe('submitting for review', () => {
  it('puts the item in review, names the reviewers and tells each of them', async () => {
    const w = await reviewWorld(t);
    const res = await as(t, w.author, 'POST', `/api/history/${w.item.id}/review`, {
      reviewerIds: [w.reviewer.id, w.second.id],
      note: 'Please check the facts',
      baseVersion: 1,
    });
    expect(res.statusCode).toBe(200);
    const item = res.json();
    expect(item.status).toBe('in_review');
    expect(item.reviewers.map((p: { id: number }) => p.id).sort()).toEqual(
      [w.reviewer.id, w.second.id].sort(),
    );
    expect(item.author).toEqual({ id: w.author.id, username: w.author.username });
    expect(item.approvedVersion).toBeNull();
    for (const reviewer of [w.reviewer, w.second]) {
      const [note] = await notificationsOf(reviewer.id);
      expect(note).toMatchObject({
        kind: 'review_requested',
        historyId: w.item.id,
        actorId: w.author.id,
      });
      expect(note.excerpt).toBe('Please check the facts');
    }
    expect(await notificationsOf(w.author.id)).toEqual([]);
  });

  it('answers one message for the author, an unknown id and another company’s user, changing nothing', async () => {
    const w = await reviewWorld(t);
    for (const reviewerIds of [
      [w.author.id],
      [999_999_999],
      [w.outsider.id],
      [w.reviewer.id, w.outsider.id],
    ]) {
      const res = await as(t, w.author, 'POST', `/api/history/${w.item.id}/review`, {
        reviewerIds,
        baseVersion: 1,
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe('Choose reviewers from your company');
    }
    expect((await rowOf(w.item.id)).status).toBe('draft');
    expect(await notificationsOf(w.reviewer.id)).toEqual([]);
  });

  it('refuses bad input naming the field, and a stale version with 409 and the item', async () => {
    const w = await reviewWorld(t);
    const url = `/api/history/${w.item.id}/review`;
    const none = await as(t, w.author, 'POST', url, { reviewerIds: [], baseVersion: 1 });
    expect(none.statusCode).toBe(400);
    expect(none.json().message).toBe('Choose 1 to 5 reviewers');
    const six = await as(t, w.author, 'POST', url, {
      reviewerIds: [1, 2, 3, 4, 5, 6],
      baseVersion: 1,
    });
    expect(six.statusCode).toBe(400);
    const long = await as(t, w.author, 'POST', url, {
      reviewerIds: [w.reviewer.id],
      note: 'x'.repeat(2001),
      baseVersion: 1,
    });
    expect(long.statusCode).toBe(400);
    expect(long.json().message).toBe('The note must be at most 2,000 characters');
    const stale = await as(t, w.author, 'POST', url, {
      reviewerIds: [w.reviewer.id],
      baseVersion: 2,
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().item).toMatchObject({ id: w.item.id, status: 'draft', version: 1 });
    expect((await rowOf(w.item.id)).status).toBe('draft');
  });

  it('only lets the author submit', async () => {
    const w = await reviewWorld(t);
    await as(t, w.author, 'PUT', `/api/history/${w.item.id}/visibility`, { visibility: 'team' });
    const res = await as(t, w.bystander, 'POST', `/api/history/${w.item.id}/review`, {
      reviewerIds: [w.reviewer.id],
      baseVersion: 1,
    });
    expect(res.statusCode).toBe(403);
    const hidden = await as(t, w.outsider, 'POST', `/api/history/${w.item.id}/review`, {
      reviewerIds: [w.reviewer.id],
      baseVersion: 1,
    });
    expect(hidden.statusCode).toBe(404);
  });
});

describe('deciding', () => {
  async function inReview() {
    const w = await reviewWorld(t);
    await as(t, w.author, 'POST', `/api/history/${w.item.id}/review`, {
      reviewerIds: [w.reviewer.id],
      baseVersion: 1,
    });
    return w;
  }

  it('approves exactly the version read, and tells the author', async () => {
    const w = await inReview();
    const res = await as(t, w.reviewer, 'POST', `/api/history/${w.item.id}/decision`, {
      decision: 'approve',
      version: 1,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      status: 'approved',
      approvedVersion: 1,
      approvedBy: { id: w.reviewer.id, username: w.reviewer.username },
    });
    expect(res.json().approvedAt).toEqual(expect.any(String));
    const [note] = await notificationsOf(w.author.id);
    expect(note).toMatchObject({ kind: 'approved', actorId: w.reviewer.id });
  });

  it('never lets the author decide, nor someone who was not asked', async () => {
    const w = await inReview();
    const own = await as(t, w.author, 'POST', `/api/history/${w.item.id}/decision`, {
      decision: 'approve',
      version: 1,
    });
    expect(own.statusCode).toBe(403);
    expect(own.json().message).toBe('You cannot review your own text');
    const stranger = await as(t, w.bystander, 'POST', `/api/history/${w.item.id}/decision`, {
      decision: 'approve',
      version: 1,
    });
    expect(stranger.statusCode).toBe(404);
    expect((await rowOf(w.item.id)).status).toBe('in_review');
  });

  it('lets a company admin decide; asking for changes needs a note', async () => {
    const w = await inReview();
    const url = `/api/history/${w.item.id}/decision`;
    const bare = await as(t, w.admin, 'POST', url, { decision: 'request_changes', version: 1 });
    expect(bare.statusCode).toBe(400);
    expect(bare.json().message).toBe('Say what should change');
    const res = await as(t, w.admin, 'POST', url, {
      decision: 'request_changes',
      note: 'Add a price',
      version: 1,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().status).toBe('changes_requested');
    const [note] = await notificationsOf(w.author.id);
    expect(note).toMatchObject({ kind: 'changes_requested', excerpt: 'Add a price' });
    // Submitting again after changes were asked for is allowed, to other reviewers too.
    const again = await as(t, w.author, 'POST', `/api/history/${w.item.id}/review`, {
      reviewerIds: [w.second.id],
      baseVersion: 1,
    });
    expect(again.json()).toMatchObject({ status: 'in_review', reviewers: [{ id: w.second.id }] });
  });

  it('answers 409 with the current item when the text moved on', async () => {
    const w = await inReview();
    await as(t, w.author, 'PATCH', `/api/history/${w.item.id}`, {
      content: 'Spring is here. Plant tomatoes in May.',
      baseVersion: 1,
    });
    const res = await as(t, w.reviewer, 'POST', `/api/history/${w.item.id}/decision`, {
      decision: 'approve',
      version: 1,
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().item).toMatchObject({ version: 2, status: 'in_review' });
  });

  it('sets an approved item back to draft on an edit, a restore and a rewrite, on its timeline', async () => {
    const w = await inReview();
    await as(t, w.reviewer, 'POST', `/api/history/${w.item.id}/decision`, {
      decision: 'approve',
      version: 1,
    });
    const edited = await as(t, w.author, 'PATCH', `/api/history/${w.item.id}`, {
      content: 'Spring is here. Plant tomatoes in May.',
      baseVersion: 1,
    });
    expect(edited.json()).toMatchObject({ status: 'draft', approvedVersion: 1, version: 2 });
    const timeline = await as(t, w.author, 'GET', `/api/history/${w.item.id}/timeline`);
    expect(timeline.json().entries.map((e: { kind: string }) => e.kind)).toEqual([
      'generated',
      'submitted',
      'approved',
      'version',
      'back_to_draft',
    ]);
    await as(t, w.author, 'POST', `/api/history/${w.item.id}/review`, {
      reviewerIds: [w.reviewer.id],
      baseVersion: 2,
    });
    await as(t, w.reviewer, 'POST', `/api/history/${w.item.id}/decision`, {
      decision: 'approve',
      version: 2,
    });
    const restored = await as(t, w.author, 'POST', `/api/history/${w.item.id}/restore`, {
      version: 1,
      baseVersion: 2,
    });
    expect(restored.json()).toMatchObject({ status: 'draft', version: 3, approvedVersion: 2 });
  });
});

describe('visibility', () => {
  it('shares with the team and makes it private again; only the author', async () => {
    const w = await reviewWorld(t);
    const url = `/api/history/${w.item.id}`;
    expect((await as(t, w.bystander, 'GET', url)).statusCode).toBe(404);
    const shared = await as(t, w.author, 'PUT', `${url}/visibility`, { visibility: 'team' });
    expect(shared.json().visibility).toBe('team');
    expect((await as(t, w.bystander, 'GET', url)).statusCode).toBe(200);
    const team = await as(t, w.bystander, 'GET', '/api/history?scope=team');
    expect(team.json().items.map((i: { id: number }) => i.id)).toContain(w.item.id);
    const notMine = await as(t, w.bystander, 'PUT', `${url}/visibility`, { visibility: 'private' });
    expect(notMine.statusCode).toBe(403);
    const bad = await as(t, w.author, 'PUT', `${url}/visibility`, { visibility: 'public' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('visibility must be private or team');
    await as(t, w.author, 'PUT', `${url}/visibility`, { visibility: 'private' });
    expect((await as(t, w.bystander, 'GET', url)).statusCode).toBe(404);
    const after = await as(t, w.bystander, 'GET', '/api/history?scope=team');
    expect(after.json().items).toEqual([]);
  });

  it('keeps the text the author’s: a colleague reading a team item cannot edit it', async () => {
    const w = await reviewWorld(t);
    await as(t, w.author, 'PUT', `/api/history/${w.item.id}/visibility`, { visibility: 'team' });
    const edit = await as(t, w.bystander, 'PATCH', `/api/history/${w.item.id}`, {
      content: 'Mine now',
      baseVersion: 1,
    });
    expect(edit.statusCode).toBe(404);
    expect((await rowOf(w.item.id)).content).toContain('Plant tomatoes early');
  });
});
