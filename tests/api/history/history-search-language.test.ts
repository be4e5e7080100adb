import { describe, expect, it } from 'vitest';
import { addHistory, newMember } from '../../support/factories.js';
import { call, createTestApp } from '../../support/test-app.js';

/**
 * History search in the company's language (docs/product.md#content-language): a word finds its
 * other forms where PostgreSQL stems that language, and words as written are found in any.
 */
const t = await createTestApp();

async function member(contentLanguage: string) {
  const m = await newMember(t, { company: { contentLanguage } });
  const texts = async (q: string) => {
    const res = await call(t, {
      url: `/api/history?q=${encodeURIComponent(q)}`,
      slug: m.slug,
      cookie: m.cookie,
    });
    expect(res.statusCode, res.body).toBe(200);
    return (res.json() as { items: { content: string }[] }).items.map((i) => i.content).sort();
  };
  return { ...m, texts };
}

describe("GET /api/history?q= in the company's language", () => {
  it('a German company finds "Häuser" by "Haus", and words as written still match', async () => {
    const m = await member('de');
    await addHistory(t, m, [
      { content: 'Drei neue Häuser am See', language: 'de', searchConfig: 'german' },
      { content: 'Ein Boot im Hafen', language: 'de', searchConfig: 'german' },
      { content: 'Garden tools for spring', language: 'en', searchConfig: 'english' },
    ]);
    expect(await m.texts('Haus')).toEqual(['Drei neue Häuser am See']);
    expect(await m.texts('Häuser')).toEqual(['Drei neue Häuser am See']);
    expect(await m.texts('Hafen')).toEqual(['Ein Boot im Hafen']);
    // An English item's words as written, whatever the company's language.
    expect(await m.texts('tools')).toEqual(['Garden tools for spring']);
    expect(await m.texts('Schiff')).toEqual([]);
  });

  it('an English company does not stem German words', async () => {
    const m = await member('en');
    await addHistory(t, m, [{ content: 'Drei neue Häuser am See' }]);
    expect(await m.texts('Haus')).toEqual([]);
    expect(await m.texts('häuser')).toEqual(['Drei neue Häuser am See']);
  });
});
