import { describe, expect, it } from 'vitest';
import { addHistory } from '../../support/factories.js';
import { as, reviewWorld } from '../../support/review-world.js';
import { createTestApp } from '../../support/test-app.js';

const t = await createTestApp();

const ids = (res: { json: () => { items: { id: number }[] } }) => res.json().items.map((i) => i.id);

describe('GET /api/reviews', () => {
  it('shows what waits for me, what I submitted, and everything to admins, newest change first', async () => {
    const w = await reviewWorld(t);
    const [second] = await addHistory(
      t,
      { company: w.company, user: { id: w.author.id } },
      {
        assistantType: 'linkedin2',
        content: 'A post\nwith two lines',
        formData: {},
      },
    );
    for (const id of [w.item.id, second.id]) {
      await as(t, w.author, 'POST', `/api/history/${id}/review`, {
        reviewerIds: [w.reviewer.id],
        baseVersion: 1,
      });
    }
    const mine = await as(t, w.reviewer, 'GET', '/api/reviews?box=to-review');
    expect(mine.statusCode).toBe(200);
    expect(ids(mine)).toEqual([second.id, w.item.id]);
    expect(mine.json().waiting).toBe(2);
    expect(mine.json().items[1]).toMatchObject({
      assistantType: 'blog',
      title: 'Spring planting',
      author: { id: w.author.id, username: w.author.username },
      status: 'in_review',
      version: 1,
    });
    expect(mine.json().items[0].title).toBe('A post');

    // Deciding takes it out of my box; it stays in the author's "submitted".
    await as(t, w.reviewer, 'POST', `/api/history/${w.item.id}/decision`, {
      decision: 'approve',
      version: 1,
    });
    const after = await as(t, w.reviewer, 'GET', '/api/reviews');
    expect(ids(after)).toEqual([second.id]);
    expect(after.json().waiting).toBe(1);
    const submitted = await as(t, w.author, 'GET', '/api/reviews?box=submitted');
    expect(ids(submitted)).toEqual([w.item.id, second.id]);
    const approved = await as(t, w.author, 'GET', '/api/reviews?box=submitted&status=approved');
    expect(ids(approved)).toEqual([w.item.id]);

    const all = await as(t, w.admin, 'GET', '/api/reviews?box=all&limit=1');
    expect(ids(all)).toEqual([w.item.id]);
    const next = await as(
      t,
      w.admin,
      'GET',
      `/api/reviews?box=all&limit=1&cursor=${all.json().nextCursor}`,
    );
    expect(ids(next)).toEqual([second.id]);
    expect(next.json().nextCursor).toBeNull();
    const refused = await as(t, w.reviewer, 'GET', '/api/reviews?box=all');
    expect(refused.statusCode).toBe(403);
    // Another company's admin sees nothing of it.
    const outsider = await as(t, w.outsider, 'GET', '/api/reviews?box=all');
    expect(outsider.json().items).toEqual([]);
    const bad = await as(t, w.reviewer, 'GET', '/api/reviews?box=everything');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('box must be one of to-review, submitted, all');
  });

  it('lists the colleagues to choose from, never the caller or another company', async () => {
    const w = await reviewWorld(t);
    const res = await as(t, w.author, 'GET', '/api/reviews/people');
    const names = res.json().people.map((p: { username: string }) => p.username);
    expect(names).toEqual(
      [w.reviewer, w.second, w.bystander, w.admin]
        .map((p) => p.username)
        .sort((a, b) => a.localeCompare(b)),
    );
  });
});
