import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { newMember } from '../../support/factories.js';
import { upload, whenRead } from '../../support/knowledge-files.js';
import { call, createTestApp } from '../../support/test-app.js';

/**
 * Retrieval leaves out the words PostgreSQL's statistics find in more than 2 % of passages
 * (decision 063): they would make the index visit much of a large library and tell its passages
 * apart too little. Until the statistics exist, every word is searched.
 */

const t = await createTestApp();

describe('common words in retrieval', () => {
  it('searches a word most passages have until the statistics know it is common', async () => {
    const admin = await newMember(t, { role: 'admin' });
    const text = Array.from(
      { length: 60 },
      (_, i) =>
        `Acme note ${i}: ${i === 7 ? 'the zebra crossing outside the Lyon office' : 'an ordinary day'}.`,
    ).join('\n\n');
    // One passage per note: each is its own paragraph, padded to a passage's length.
    const padded = text
      .split('\n\n')
      .map((note) => `${note} ${'Filler words about nothing in particular. '.repeat(18)}`)
      .join('\n\n');
    const doc = (await upload(t, admin, 'notes.txt', Buffer.from(padded))).json();
    expect((await whenRead(t, admin, doc.id)).passages).toBeGreaterThan(40);
    const search = async (q: string) =>
      (
        await call(t, {
          url: `/api/admin/knowledge/search?q=${encodeURIComponent(q)}`,
          slug: admin.slug,
          cookie: admin.cookie,
        })
      ).json().passages as { text: string }[];

    expect((await search('acme')).length).toBeGreaterThan(1);
    await t.database.db.execute(sql`analyze knowledge_passages`);
    // Now "acme" is known to be in most passages: alone, it finds nothing; with a rare word,
    // the passage that has the rare word comes first.
    expect(await search('acme')).toEqual([]);
    const found = await search('acme zebra');
    expect(found[0].text).toContain('zebra crossing');
  });
});
