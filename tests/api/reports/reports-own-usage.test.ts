import { describe, expect, it } from 'vitest';
import { buildKnownHistory } from './reports-fixtures.js';
import { addHistory } from '../../support/factories.js';
import { call, createTestApp, signIn } from '../../support/test-app.js';

/** GET /api/reports/me: every signed-in user sees their own usage, never anyone else's. */
const t = await createTestApp();
const h = await buildKnownHistory(t);
const { company, other, alice, bob, stranger, at, dateOf, get } = h;
const aliceCookie = await signIn(t, company.slug, alice.username);
await t.app.ctx.activity.flush();
await addHistory(t, { company, user: alice }, [
  { assistantType: 'blog', content: 'a', isFavorite: true },
  { assistantType: 'seo', content: 'b' },
  { userId: bob.id, assistantType: 'email', content: 'c', isFavorite: true },
]);

type OwnUsage = {
  username: string;
  totalGenerations: number;
  byAssistantType: { assistantType: string; count: number }[];
  byDay: { date: string; logins: number; generations: number }[];
  favouriteCount: number;
  favourites: { assistantType: string }[];
  lastSignIns: string[];
};
const mine = async (query = '', cookie = aliceCookie) => {
  const res = await get(`/api/reports/me${query}`, { cookie });
  expect(res.statusCode, query).toBe(200);
  return res.json() as OwnUsage;
};

describe('a regular user reads their own usage', () => {
  it('shows only their own generations by assistant and by day over 7/30/90 days', async () => {
    const week = await mine('?days=7');
    expect(week.username).toBe(alice.username);
    expect(week.totalGenerations).toBe(2);
    expect(week.byAssistantType).toEqual([{ assistantType: 'blog', count: 2 }]);
    expect(week.byDay).toHaveLength(7);
    expect(week.byDay.find((d) => d.date === dateOf(2))).toEqual({
      date: dateOf(2),
      logins: 1,
      generations: 1,
    });
    const month = await mine('?days=30');
    expect(month.byAssistantType).toEqual([
      { assistantType: 'blog', count: 2 },
      { assistantType: 'facebook', count: 1 },
    ]);
    expect((await mine('?days=90')).totalGenerations).toBe(4);
    expect((await mine()).totalGenerations).toBe(3);
  });

  it('lists their favourites and last sign-ins, newest first', async () => {
    const usage = await mine();
    expect(usage.favouriteCount).toBe(1);
    expect(usage.favourites.map((f) => f.assistantType)).toEqual(['blog']);
    // The API sign-in just made, then the recorded ones (today, 2, 10 and 40 days ago).
    expect(usage.lastSignIns).toHaveLength(5);
    expect(usage.lastSignIns.slice(2)).toEqual(
      [at(2, 0), at(10, 0), at(40, 0)].map((d) => d.toISOString()),
    );
  });

  it('cannot read anyone else by naming a user or another company', async () => {
    const plain = await mine('?days=90');
    for (const q of [
      `?days=90&userId=${bob.id}`,
      `?days=90&user=${bob.username}`,
      `?days=90&company=${other.slug}`,
    ]) {
      const res = await get(`/api/reports/me${q}`, { cookie: aliceCookie });
      if (res.statusCode === 200) expect(res.json(), q).toEqual(plain);
      else expect(res.statusCode, q).toBe(403);
      expect(res.body).not.toContain(bob.username);
      expect(res.body).not.toContain(stranger.username);
    }
    // On another company's host her session does not count.
    const there = await get('/api/reports/me', { slug: other.slug, cookie: aliceCookie });
    expect(there.statusCode).toBe(403);
  });

  it('still gets 403 from the admin report endpoints', async () => {
    for (const url of ['/api/admin/reports/user-stats', '/api/admin/reports/content-stats']) {
      const res = await get(`${url}?days=90`, { cookie: aliceCookie });
      expect(res.statusCode, url).toBe(403);
    }
  });

  it('answers 400 for a bad range and 401 signed out', async () => {
    const bad = await get('/api/reports/me?days=14', { cookie: aliceCookie });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('days must be 7, 30 or 90');
    const out = await call(t, { url: '/api/reports/me', slug: company.slug });
    expect(out.statusCode).toBe(401);
  });
});
