import { randomBytes } from 'node:crypto';
import { and, eq, getTableColumns, sql } from 'drizzle-orm';
import { integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { afterAll, describe, expect, it } from 'vitest';
import { col } from '../../../src/server/db/qualified-column.js';
import { DomainError } from '../../../src/server/services/domain-error.js';
import { INVALID_CURSOR } from '../../../src/server/services/lists/cursor.js';
import {
  keysetPage,
  newestFirst,
  readKeyset,
  type Keyset,
  type SortColumn,
} from '../../../src/server/services/lists/keyset.js';
import { createTestApp } from '../../support/test-app.js';

// The one way lists page (decision 056), on a real database: a table of its own with ties in
// every sort and times a microsecond apart, walked page after page in both directions.
const t = await createTestApp();
const { db } = t.database;

const name = `keyset_rows_${randomBytes(4).toString('hex')}`;
const rows = pgTable(name, {
  id: serial('id').primaryKey(),
  label: text('label').notNull(),
  size: integer('size').notNull(),
  at: timestamp('at', { withTimezone: true }).notNull(),
  tag: text('tag').notNull(),
});
await db.execute(
  sql.raw(
    `create table ${name} (id serial primary key, label text not null, size int not null, ` +
      'at timestamptz not null, tag text not null)',
  ),
);
afterAll(() => db.execute(sql.raw(`drop table ${name}`)));

// 23 rows: labels and sizes repeat, and the times are a microsecond apart, three to a moment.
const COUNT = 23;
await db.execute(sql`
  insert into ${rows} (label, size, at, tag)
  select 'row ' || lpad((i % 7)::text, 2, '0'), i % 4,
    '2024-02-29T23:59:59.999990Z'::timestamptz + ((i / 3) * interval '1 microsecond'), 'walk'
  from generate_series(1, ${COUNT}) as i`);

const SORTS: Record<'label' | 'size' | 'at', SortColumn> = {
  label: { expr: col(rows.label), kind: 'text' },
  size: { expr: col(rows.size), kind: 'int' },
  at: { expr: col(rows.at), kind: 'time' },
};
const columns = getTableColumns(rows);
const walkTag = eq(rows.tag, 'walk');

/** One page of the table as a list would ask for it. */
const pageOf = (keyset: Keyset) =>
  keysetPage(keyset, ({ after, orderBy, sortValue, limit }) =>
    db
      .select({ ...columns, sortValue })
      .from(rows)
      .where(and(walkTag, after))
      .orderBy(orderBy)
      .limit(limit),
  );

/** Every page from the first, following `nextCursor`. */
async function walk(keysetAt: (cursor: string | undefined) => Keyset) {
  const seen: (typeof rows.$inferSelect & { sortValue: string | number })[] = [];
  const sizes: number[] = [];
  let cursor: string | undefined;
  do {
    const page = await pageOf(keysetAt(cursor));
    seen.push(...page.items);
    sizes.push(page.items.length);
    cursor = page.nextCursor ?? undefined;
  } while (cursor && sizes.length < 100);
  return { seen, sizes };
}

function refusal(read: () => unknown): DomainError {
  try {
    read();
  } catch (err) {
    expect(err).toBeInstanceOf(DomainError);
    return err as DomainError;
  }
  throw new Error('the keyset was read');
}

const id = col(rows.id);
const compare = (a: string | number, b: string | number) => (a < b ? -1 : a > b ? 1 : 0);

describe('readKeyset and keysetPage', () => {
  for (const sort of ['label', '-label', 'size', '-size', 'at', '-at'] as const) {
    it(`walks sort=${sort} in pages of 5: every row once, in order, ties by id`, async () => {
      const { seen, sizes } = await walk((cursor) =>
        readKeyset({ sort, cursor, limit: 5 }, SORTS, 'at', id),
      );
      expect(sizes).toEqual([5, 5, 5, 5, 3]);
      expect(new Set(seen.map((r) => r.id)).size).toBe(COUNT);
      const descending = sort.startsWith('-');
      const key = (r: (typeof seen)[number]) => [r.sortValue, r.id] as const;
      for (let i = 1; i < seen.length; i++) {
        const [a, b] = [key(seen[i - 1]!), key(seen[i]!)];
        const order = compare(a[0], b[0]) || compare(a[1], b[1]);
        expect(order, `${String(a)} then ${String(b)}`).toBe(descending ? 1 : -1);
      }
    });
  }

  it('carries times to the microsecond and whole numbers as numbers', async () => {
    const byTime = await pageOf(readKeyset({ sort: 'at', limit: 4 }, SORTS, 'at', id));
    expect(byTime.items.map((r) => r.sortValue)).toEqual([
      '2024-02-29T23:59:59.999990Z',
      '2024-02-29T23:59:59.999990Z',
      '2024-02-29T23:59:59.999991Z',
      '2024-02-29T23:59:59.999991Z',
    ]);
    const last = byTime.items.at(-1)!;
    const cursor = JSON.parse(Buffer.from(byTime.nextCursor!, 'base64url').toString('utf8'));
    expect(cursor).toEqual(['at', '2024-02-29T23:59:59.999991Z', last.id]);
    const bySize = await pageOf(readKeyset({ sort: '-size', limit: 1 }, SORTS, 'at', id));
    expect(bySize.items[0]!.sortValue).toBe(3);
  });

  it('answers the last page with no cursor, and an empty list with none too', async () => {
    const all = await pageOf(readKeyset({ sort: 'label', limit: COUNT }, SORTS, 'at', id));
    expect(all.items).toHaveLength(COUNT);
    expect(all.nextCursor).toBeNull();
    const none = await keysetPage(readKeyset({}, SORTS, 'at', id), ({ orderBy, limit }) =>
      db
        .select({ ...columns, sortValue: sql<string>`''` })
        .from(rows)
        .where(eq(rows.tag, 'none'))
        .orderBy(orderBy)
        .limit(limit),
    );
    expect(none).toEqual({ items: [], nextCursor: null });
  });

  it('refuses a cursor made for another sort, an unknown sort and a crafted cursor', async () => {
    const first = await pageOf(readKeyset({ sort: 'label', limit: 2 }, SORTS, 'at', id));
    const other = refusal(() =>
      readKeyset({ sort: '-label', cursor: first.nextCursor! }, SORTS, 'at', id),
    );
    expect(other.kind).toBe('invalid');
    expect(other.message).toMatch(/another sort/);
    expect(refusal(() => readKeyset({ sort: 'nope' as 'label' }, SORTS, 'at', id)).message).toBe(
      'Unknown sort: nope',
    );
    const crafted = Buffer.from(JSON.stringify(['label', 'x\u0000', 1])).toString('base64url');
    const bad = refusal(() => readKeyset({ sort: 'label', cursor: crafted }, SORTS, 'at', id));
    expect(bad.message).toBe(INVALID_CURSOR);
    const short = Buffer.from(JSON.stringify(['label', 'x'])).toString('base64url');
    expect(
      refusal(() => readKeyset({ sort: 'label', cursor: short }, SORTS, 'at', id)).message,
    ).toBe(INVALID_CURSOR);
  });
});

describe('newestFirst', () => {
  const time = col(rows.at);

  it('walks newest first by time then id, rows a microsecond apart neither skipped nor repeated', async () => {
    const { seen, sizes } = await walk((cursor) => newestFirst(time, id, { cursor, limit: 4 }));
    expect(sizes).toEqual([4, 4, 4, 4, 4, 3]);
    const expected = await db
      .select({ id: rows.id })
      .from(rows)
      .where(walkTag)
      .orderBy(sql`${rows.at} desc, ${rows.id} desc`);
    expect(seen.map((r) => r.id)).toEqual(expected.map((r) => r.id));
  });

  it('makes cursors of [time, id] and reads only those', async () => {
    const first = await pageOf(newestFirst(time, id, { limit: 1 }));
    const cursor = JSON.parse(Buffer.from(first.nextCursor!, 'base64url').toString('utf8'));
    expect(cursor).toEqual([first.items[0]!.sortValue, first.items[0]!.id]);
    const sorted = Buffer.from(JSON.stringify(['at', cursor[0], cursor[1]])).toString('base64url');
    const bad = refusal(() => newestFirst(time, id, { cursor: sorted, limit: 1 }));
    expect(bad.message).toBe(INVALID_CURSOR);
    const impossible = Buffer.from(JSON.stringify(['2026-02-30T00:00:00.000000Z', 1])).toString(
      'base64url',
    );
    expect(refusal(() => newestFirst(time, id, { cursor: impossible, limit: 1 })).message).toBe(
      INVALID_CURSOR,
    );
  });
});
