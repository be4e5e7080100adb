import { PGlite, type QueryOptions, type Transaction } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/pglite';
import { afterAll, describe, expect, it } from 'vitest';
import { pgliteForDrizzle } from '../../../src/server/db/pglite-client.js';

// Drizzle on the adapted client must read every row exactly as Drizzle on a plain PGlite client
// does, while PGlite is never handed per-query parsers (decision 031).

const plainClient = new PGlite();
const adaptedClient = new PGlite();
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

const everyKind = sql`select
  timestamp '2026-11-26 06:30:00.123' as ts,
  timestamptz '2026-11-26 06:30:00.123+01' as tstz,
  interval '1 day 02:03:04' as span,
  date '2026-11-26' as day,
  array[1.5, 2.25]::numeric[] as numerics,
  array[timestamp '2026-01-01 00:00']::timestamp[] as stamps,
  array[timestamptz '2026-01-01 00:00+00']::timestamptz[] as stampstz,
  array[interval '1 hour']::interval[] as spans,
  array[date '2026-01-01']::date[] as days,
  array[1, 2]::int[] as ints,
  '{"a": [1, "b"]}'::jsonb as doc,
  12345678901234::bigint as big,
  true as flag,
  null::text as nothing`;

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

  it('does the same inside transactions, nested ones included', async () => {
    const inTransaction = (db: typeof plainDb) =>
      db.transaction(async (tx) => {
        const outer = await tx.execute(everyKind);
        const inner = await tx.transaction((nested) => nested.execute(everyKind));
        return [outer.rows, inner.rows];
      });
    const plain = await inTransaction(plainDb);
    optionsSeen.length = 0;
    expect(await inTransaction(adaptedDb)).toEqual(plain);
    expect(optionsSeen.length).toBeGreaterThan(0);
    expect(optionsSeen.every((options) => !options?.parsers)).toBe(true);
  });

  it('still rolls a failed transaction back', async () => {
    await adaptedDb.execute(sql`create table kept (id int primary key)`);
    await expect(
      adaptedDb.transaction(async (tx) => {
        await tx.execute(sql`insert into kept values (1)`);
        await tx.execute(sql`insert into kept values (1)`);
      }),
    ).rejects.toThrow();
    const { rows } = await adaptedDb.execute(sql`select count(*)::int as n from kept`);
    expect(rows).toEqual([{ n: 0 }]);
  });
});
