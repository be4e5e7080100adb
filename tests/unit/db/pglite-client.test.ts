import type { PGlite, QueryOptions, Transaction } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/pglite';
import { afterAll, describe, expect, it } from 'vitest';
import { pgliteForDrizzle } from '../../../src/server/db/pglite-client.js';
import { everyKind } from './support/every-kind.js';
import { templatePglite } from './support/template-pglite.js';

// Drizzle on the adapted client must read every row exactly as Drizzle on a plain PGlite client
// does, while PGlite is never handed per-query parsers and statements used again run prepared
// (decision 031).

const plainClient = templatePglite();
const adaptedClient = templatePglite();
// What reaches PGlite's own query functions, in and out of transactions.
const optionsSeen: (QueryOptions | undefined)[] = [];
const recording = (query: PGlite['query']) =>
  ((text: string, params?: unknown[], options?: QueryOptions) => {
    optionsSeen.push(options);
    return query(text, params, options);
  }) as PGlite['query'];
adaptedClient.query = recording(adaptedClient.query.bind(adaptedClient));
const transaction = adaptedClient.transaction.bind(adaptedClient);
adaptedClient.transaction = ((work: (tx: Transaction) => Promise<unknown>) =>
  transaction((tx) =>
    work(new Proxy(tx, { get: (o, k) => (k === 'query' ? recording(o.query) : o[k as 'query']) })),
  )) as PGlite['transaction'];

const plainDb = drizzle(plainClient);
const adaptedDb = drizzle(await pgliteForDrizzle(adaptedClient));

afterAll(async () => {
  await Promise.all([plainClient.close(), adaptedClient.close()]);
});

describe('the PGlite client Drizzle is given', () => {
  it('reads every kind of column as Drizzle on a plain client does', async () => {
    const plain = await plainDb.execute(everyKind);
    optionsSeen.length = 0;
    const adapted = await adaptedDb.execute(everyKind);
    expect(adapted.rows).toEqual(plain.rows);
    expect(adapted.rows[0]).toMatchObject({ ts: '2026-11-26 06:30:00.123', day: '2026-11-26' });
    expect(optionsSeen.length).toBeGreaterThan(0);
    expect(optionsSeen.every((options) => !options?.parsers)).toBe(true);
  });

  it('reads the same rows when a statement runs prepared, with parameters of every kind', async () => {
    const withParams = (at: Date) => sql`select ${at.toISOString()}::timestamptz as at,
      ${JSON.stringify({ deep: [1, { x: 'y' }] })}::jsonb as doc, ${true}::boolean as flag,
      ${null}::text as nothing, ${'12345678901234'}::bigint as big, ${42} as n, ${"it's"} as text`;
    const at = new Date('2026-11-26T06:30:00.123Z');
    const plain = await plainDb.execute(withParams(at));
    for (let run = 0; run < 3; run++) {
      expect((await adaptedDb.execute(withParams(at))).rows).toEqual(plain.rows);
      expect((await adaptedDb.execute(everyKind)).rows).toEqual(
        (await plainDb.execute(everyKind)).rows,
      );
    }
    const { rows } = await adaptedDb.execute(
      sql`select count(*)::int as n from pg_prepared_statements where name like 'copydesk_pglite_%'`,
    );
    expect((rows[0] as { n: number }).n).toBeGreaterThanOrEqual(2);
  });

  it('answers a statement prepared before its table changed, with the table as it is now', async () => {
    await adaptedDb.execute(sql`create table changing (id int primary key)`);
    await adaptedDb.execute(sql`insert into changing values (1)`);
    const all = sql`select * from changing order by id`;
    await adaptedDb.execute(all);
    expect((await adaptedDb.execute(all)).rows).toEqual([{ id: 1 }]);
    await adaptedDb.execute(sql`alter table changing add column label text default 'new'`);
    expect((await adaptedDb.execute(all)).rows).toEqual([{ id: 1, label: 'new' }]);
    expect((await adaptedDb.execute(all)).rows).toEqual([{ id: 1, label: 'new' }]);
  });

  it('reports a failed prepared statement as PGlite does, and goes on working', async () => {
    await adaptedDb.execute(sql`create table unique_names (name text primary key)`);
    const insert = (name: string) =>
      adaptedDb.execute(sql`insert into unique_names values (${name})`);
    await insert('a');
    await insert('b');
    const failure = await insert('a').catch((err: unknown) => err);
    const cause = (failure as { cause?: { code?: string; query?: string } }).cause;
    expect(cause?.code).toBe('23505');
    expect(cause?.query).toContain('insert into unique_names');
    await insert('c');
    const { rows } = await adaptedDb.execute(sql`select name from unique_names order by name`);
    expect(rows).toEqual([{ name: 'a' }, { name: 'b' }, { name: 'c' }]);
  });

  it('does the same inside transactions, nested ones included', async () => {
    const inTransaction = (db: typeof plainDb) =>
      db.transaction(async (tx) => {
        const outer = await tx.execute(everyKind);
        const inner = await tx.transaction((nested) => nested.execute(everyKind));
        return [outer.rows, inner.rows];
      });
    const plain = await inTransaction(plainDb);
    optionsSeen.length = 0;
    // The first time through PGlite's own query, then prepared.
    expect(await inTransaction(adaptedDb)).toEqual(plain);
    expect(await inTransaction(adaptedDb)).toEqual(plain);
    expect(optionsSeen.length).toBeGreaterThan(0);
    expect(optionsSeen.every((options) => !options?.parsers)).toBe(true);
  });

  it('still rolls a failed transaction back, prepared statements and all', async () => {
    await adaptedDb.execute(sql`create table kept (id int primary key)`);
    for (let run = 0; run < 3; run++) {
      await expect(
        adaptedDb.transaction(async (tx) => {
          await tx.execute(sql`insert into kept values (${1})`);
          await tx.execute(sql`insert into kept values (${2})`);
          await tx.execute(sql`insert into kept values (${1})`);
        }),
      ).rejects.toThrow();
    }
    const { rows } = await adaptedDb.execute(sql`select count(*)::int as n from kept`);
    expect(rows).toEqual([{ n: 0 }]);
    await adaptedDb.transaction((tx) => tx.execute(sql`insert into kept values (${3})`));
    await adaptedDb.transaction((tx) => tx.execute(sql`insert into kept values (${4})`));
    const after = await adaptedDb.execute(sql`select count(*)::int as n from kept`);
    expect(after.rows).toEqual([{ n: 2 }]);
  });
});
