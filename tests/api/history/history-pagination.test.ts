import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import {
  addHistory,
  type HistoryValues,
  createCompany,
  createUser,
} from '../../support/factories.js';
import { call, createTestApp, signIn } from '../../support/test-app.js';

const t = await createTestApp();

interface Listed {
  id: number;
  createdAt: string;
  assistantType: string;
  isFavorite: boolean;
}

/** A signed-in member and a way to insert their items at chosen times. */
async function memberWithItems() {
  const company = await createCompany(t);
  const user = await createUser(t, company);
  const cookie = await signIn(t, company.slug, user.username);
  const add = async (values: HistoryValues) => (await addHistory(t, { company, user }, values))[0];
  const list = async (query = '') => {
    const res = await call(t, { url: `/api/history${query}`, slug: company.slug, cookie });
    return res;
  };
  return { company, user, cookie, add, list };
}

/** Follows nextCursor to the end and returns every page's ids. */
async function allPages(list: (q: string) => ReturnType<typeof call>, params: string) {
  const pages: number[][] = [];
  let cursor: string | null = null;
  do {
    const query: string = `?${params}${cursor ? `&cursor=${cursor}` : ''}`;
    const res = await list(query);
    expect(res.statusCode).toBe(200);
    const body = res.json() as { items: Listed[]; nextCursor: string | null };
    pages.push(body.items.map((i) => i.id));
    cursor = body.nextCursor;
  } while (cursor && pages.length < 20);
  return pages;
}

describe('GET /api/history pagination', () => {
  it('lists newest first, 20 by default, and the cursor walks every item exactly once', async () => {
    const m = await memberWithItems();
    const base = Date.UTC(2025, 2, 5, 12, 0, 0);
    const ids: number[] = [];
    // Inserted out of order: the list orders by creation time, not by id.
    for (const minutes of [
      5, 1, 24, 3, 12, 0, 7, 9, 2, 18, 21, 4, 6, 8, 10, 11, 13, 14, 15, 16, 17, 19, 20, 22, 23,
    ]) {
      const row = await m.add({
        createdAt: new Date(base + minutes * 60_000),
        content: `m${minutes}`,
      });
      ids[minutes] = row.id;
    }
    const first = await m.list();
    expect(first.statusCode).toBe(200);
    const body = first.json() as { items: Listed[]; nextCursor: string };
    expect(body.items).toHaveLength(20);
    expect(body.items[0].createdAt).toBe(new Date(base + 24 * 60_000).toISOString());
    expect(body.nextCursor).toEqual(expect.any(String));
    const times = body.items.map((i) => Date.parse(i.createdAt));
    expect(times).toEqual([...times].sort((a, b) => b - a));

    const pages = await allPages(m.list, 'limit=7');
    expect(pages.map((p) => p.length)).toEqual([7, 7, 7, 4]);
    const expected = [...ids.keys()].reverse().map((minute) => ids[minute]);
    expect(pages.flat()).toEqual(expected);
  });

  it('orders items made at the same moment by id, newest first, without skipping any', async () => {
    const m = await memberWithItems();
    const same = new Date(Date.UTC(2025, 5, 1, 9, 30, 0));
    const rows = [];
    for (let i = 0; i < 5; i++) rows.push(await m.add({ createdAt: same }));
    const pages = await allPages(m.list, 'limit=2');
    expect(pages).toEqual([[rows[4].id, rows[3].id], [rows[2].id, rows[1].id], [rows[0].id]]);
  });

  it('keeps sub-millisecond order across page boundaries', async () => {
    const m = await memberWithItems();
    // PostgreSQL keeps microseconds: the cursor must too, or items within one millisecond of
    // the page's last item would be skipped.
    const at = (time: string) => sql`${time}::timestamptz`;
    const a = await m.add({ createdAt: at('2025-03-05 12:00:00.123100+00') as unknown as Date });
    const b = await m.add({ createdAt: at('2025-03-05 12:00:00.123456+00') as unknown as Date });
    const c = await m.add({ createdAt: at('2025-03-05 12:00:00.123789+00') as unknown as Date });
    const pages = await allPages(m.list, 'limit=1');
    expect(pages).toEqual([[c.id], [b.id], [a.id]]);
  });

  it('filters by assistant type and by favourites, and pages within the filter', async () => {
    const m = await memberWithItems();
    const base = Date.UTC(2025, 0, 10, 8, 0, 0);
    const fav1 = await m.add({
      assistantType: 'facebook',
      isFavorite: true,
      createdAt: new Date(base),
    });
    await m.add({ assistantType: 'facebook', createdAt: new Date(base + 1000) });
    const fav2 = await m.add({
      assistantType: 'blog',
      isFavorite: true,
      createdAt: new Date(base + 2000),
    });
    const fav3 = await m.add({
      assistantType: 'linkedin2',
      isFavorite: true,
      createdAt: new Date(base + 3000),
    });

    const favorites = await allPages(m.list, 'favorites=true&limit=2');
    expect(favorites).toEqual([[fav3.id, fav2.id], [fav1.id]]);
    const facebook = (await m.list('?assistantType=facebook')).json() as { items: Listed[] };
    expect(facebook.items.map((i) => i.assistantType)).toEqual(['facebook', 'facebook']);
    const both = (await m.list('?assistantType=facebook&favorites=true')).json();
    expect(both.items.map((i: Listed) => i.id)).toEqual([fav1.id]);
    const notFiltered = (await m.list('?favorites=false')).json();
    expect(notFiltered.items).toHaveLength(4);

    // Toggling through the API moves an item in and out of the favourites list.
    const put = await call(t, {
      method: 'PUT',
      url: `/api/history/favorite/${fav2.id}`,
      slug: m.company.slug,
      cookie: m.cookie,
    });
    expect(put.json().isFavorite).toBe(false);
    const after = (await m.list('?favorites=true')).json();
    expect(after.items.map((i: Listed) => i.id)).toEqual([fav3.id, fav1.id]);
  });

  it('a cursor from one user does not reveal another user’s items', async () => {
    const m = await memberWithItems();
    const other = await memberWithItems();
    await other.add({ createdAt: new Date(Date.UTC(2024, 0, 1)) });
    await m.add({ createdAt: new Date(Date.UTC(2025, 0, 2)) });
    await m.add({ createdAt: new Date(Date.UTC(2025, 0, 3)) });
    const first = (await m.list('?limit=1')).json();
    const res = await other.list(`?cursor=${first.nextCursor}`);
    expect(res.statusCode).toBe(200);
    expect(res.json().items).toHaveLength(1); // only their own 2024 item
    expect(res.json().items[0].createdAt).toBe('2024-01-01T00:00:00.000Z');
  });

  it('answers 400 with clear messages for a bad limit, cursor, type or favourites flag', async () => {
    const m = await memberWithItems();
    const cases: [string, string][] = [
      ['?limit=0', 'The limit must be a whole number from 1 to 100'],
      ['?limit=101', 'The limit must be a whole number from 1 to 100'],
      ['?limit=abc', 'The limit must be a whole number from 1 to 100'],
      ['?cursor=not-a-real-cursor', 'The cursor is not valid'],
      ['?cursor=%27%3B%20drop', 'The cursor is not valid'],
      ['?assistantType=twitter', 'Unknown assistant type'],
      ['?favorites=yes', 'favorites must be true or false'],
      ['?sessionId=bad%20id!', 'The session ID may only contain letters, digits, _ . : and -'],
    ];
    for (const [query, message] of cases) {
      const res = await m.list(query);
      expect(res.statusCode, query).toBe(400);
      expect(res.json().message, query).toBe(message);
    }
    const max = await m.list('?limit=100');
    expect(max.statusCode).toBe(200);
  });
});
