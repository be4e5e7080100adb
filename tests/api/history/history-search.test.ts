import { describe, expect, it } from 'vitest';
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
  content: string;
  assistantType: string;
}

/** A signed-in member, a way to add their items, and a search that answers the listed texts. */
async function member(company?: { id: number; slug: string }) {
  const home = company ?? (await createCompany(t));
  const user = await createUser(t, home);
  const cookie = await signIn(t, home.slug, user.username);
  const add = async (values: HistoryValues[]) => addHistory(t, { company: home, user }, values);
  const search = async (query: string) => {
    const res = await call(t, {
      url: `/api/history?${query}`,
      slug: home.slug,
      cookie,
    });
    return res;
  };
  const texts = async (query: string) => {
    const res = await search(query);
    expect(res.statusCode, res.body).toBe(200);
    return (res.json() as { items: Listed[] }).items.map((item) => item.content);
  };
  return { company: home, user, add, search, texts };
}

const q = (text: string) => `q=${encodeURIComponent(text)}`;

describe('GET /api/history?q= (full-text search)', () => {
  it('finds words in the text and in the form inputs, newest first', async () => {
    const m = await member();
    const base = Date.UTC(2026, 5, 1);
    await m.add([
      { content: 'Spring sale on garden tools', createdAt: new Date(base) },
      { content: 'Our winter catalogue', createdAt: new Date(base + 1000) },
      {
        content: 'A short article',
        formData: { topic: 'Garden ponds for beginners' },
        createdAt: new Date(base + 2000),
      },
    ]);
    expect(await m.texts(q('garden'))).toEqual(['A short article', 'Spring sale on garden tools']);
    expect(await m.texts(q('GARDEN tools'))).toEqual(['Spring sale on garden tools']);
    expect(await m.texts(q('catalogue'))).toEqual(['Our winter catalogue']);
    expect(await m.texts(q('nothing-like-this'))).toEqual([]);
  });

  it('understands "phrases" and -excluded words', async () => {
    const m = await member();
    await m.add([
      { content: 'fresh coffee beans roasted daily' },
      { content: 'beans and fresh coffee' },
      { content: 'fresh tea leaves' },
    ]);
    expect(await m.texts(q('"fresh coffee"'))).toHaveLength(2);
    expect(await m.texts(q('"coffee beans"'))).toEqual(['fresh coffee beans roasted daily']);
    expect((await m.texts(q('fresh -coffee'))).sort()).toEqual(['fresh tea leaves']);
  });

  it('finds non-English words (no stemming, no stop words, accents kept)', async () => {
    const m = await member();
    await m.add([
      { content: 'Die Gärtnerei öffnet am Montag' },
      { content: 'La boulangerie ouvre à 7 h, café compris' },
      { content: 'Сегодня распродажа в магазине' },
      { content: '春の新商品のお知らせ' },
    ]);
    expect(await m.texts(q('gärtnerei'))).toEqual(['Die Gärtnerei öffnet am Montag']);
    expect(await m.texts(q('die'))).toEqual(['Die Gärtnerei öffnet am Montag']);
    expect(await m.texts(q('café'))).toEqual(['La boulangerie ouvre à 7 h, café compris']);
    expect(await m.texts(q('распродажа'))).toEqual(['Сегодня распродажа в магазине']);
  });

  it('never finds another user’s or another company’s items', async () => {
    const a = await member();
    const colleague = await member(a.company);
    const stranger = await member();
    await a.add([{ content: 'zebra launch plan' }]);
    await colleague.add([{ content: 'zebra launch plan of a colleague' }]);
    await stranger.add([{ content: 'zebra launch plan elsewhere' }]);
    expect(await a.texts(q('zebra'))).toEqual(['zebra launch plan']);
    expect(await colleague.texts(q('zebra'))).toEqual(['zebra launch plan of a colleague']);
  });

  it('keeps the other filters and pages the matches', async () => {
    const m = await member();
    const base = Date.UTC(2026, 6, 1);
    await m.add(
      Array.from({ length: 7 }, (_, i) => ({
        content: `walrus note ${i}`,
        assistantType: i % 2 === 0 ? 'blog' : 'facebook',
        isFavorite: i < 3,
        createdAt: new Date(base + i * 1000),
      })),
    );
    expect(await m.texts(`${q('walrus')}&assistantType=facebook`)).toEqual([
      'walrus note 5',
      'walrus note 3',
      'walrus note 1',
    ]);
    expect(await m.texts(`${q('walrus')}&favorites=true`)).toEqual([
      'walrus note 2',
      'walrus note 1',
      'walrus note 0',
    ]);
    const first = await m.search(`${q('walrus')}&limit=4`);
    const page = first.json() as { items: Listed[]; nextCursor: string };
    expect(page.items.map((i) => i.content)).toEqual([
      'walrus note 6',
      'walrus note 5',
      'walrus note 4',
      'walrus note 3',
    ]);
    const rest = await m.texts(`${q('walrus')}&limit=4&cursor=${page.nextCursor}`);
    expect(rest).toEqual(['walrus note 2', 'walrus note 1', 'walrus note 0']);
  });

  it('treats a blank search as none, and odd syntax as words; refuses an overlong one', async () => {
    const m = await member();
    await m.add([{ content: 'one item' }]);
    expect(await m.texts(q('   '))).toEqual(['one item']);
    expect(await m.texts(q('"unclosed & (item | -'))).toEqual([]);
    expect(await m.texts(q('item !!! ::'))).toEqual(['one item']);
    const long = await m.search(q('x'.repeat(201)));
    expect(long.statusCode).toBe(400);
    expect(long.json()).toMatchObject({ message: 'The search must be at most 200 characters' });
  });

  it('finds an edited text by its new words', async () => {
    const m = await member();
    const [item] = await m.add([{ content: 'first draft' }]);
    const { company, user } = m;
    const cookie = await signIn(t, company.slug, user.username);
    const edit = await call(t, {
      method: 'PATCH',
      url: `/api/history/${item.id}`,
      slug: company.slug,
      cookie,
      payload: { content: 'final copy about lighthouses', baseVersion: 1 },
    });
    expect(edit.statusCode, edit.body).toBe(200);
    expect(await m.texts(q('lighthouses'))).toEqual(['final copy about lighthouses']);
    expect(await m.texts(q('draft'))).toEqual([]);
  });
});
