import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/pglite';
import { integer, pgTable, text } from 'drizzle-orm/pg-core';
import { afterAll, describe, expect, it } from 'vitest';
import { pgliteForDrizzle } from '../../../src/server/db/pglite-client.js';
import { startEmbeddedDatabase } from '../../../src/server/db/pglite-remote.js';
import {
  DATABASE_UNAVAILABLE_MESSAGE,
  databaseOutage,
} from '../../../src/server/db/unavailable.js';
import { everyKind } from './support/every-kind.js';
import { templateBytes } from '../../support/template-bytes.js';
import { templatePglite } from './support/template-pglite.js';

// The embedded database runs on a thread of its own (decision 032): Drizzle on it must read and
// write exactly as Drizzle on PGlite in the app's thread, with transactions and errors intact,
// and the app's thread must stay free while the database works.

// Every database here starts from the migrated template, as `local` does (initdb is most of a
// PGlite's start-up).
const local = templatePglite();
const localDb = drizzle(await pgliteForDrizzle(local));
const dump = new Blob([templateBytes()]);
/** Folders this file makes, removed at its end. */
const scratch = [mkdtempSync(join(tmpdir(), 'copydesk-thread-'))];
const dumpFile = join(scratch[0], 'data.tar');
writeFileSync(dumpFile, templateBytes());
const threaded = await startEmbeddedDatabase({ dataDir: 'memory', initialDataDir: dump });
const threadDb = drizzle(threaded);

afterAll(async () => {
  await Promise.all([local.close(), threaded.close()]);
  for (const dir of scratch) rmSync(dir, { recursive: true, force: true });
});

const notes = pgTable('notes', {
  id: integer('id').primaryKey(),
  body: text('body').notNull(),
});

async function makeNotes(db: typeof threadDb) {
  await db.execute(sql`create table if not exists notes (id int primary key, body text not null)`);
  await db.execute(sql`truncate notes`);
}

describe('the embedded database on its own thread', () => {
  it('reads every kind of column as Drizzle on PGlite in the same thread does, prepared too', async () => {
    const expected = (await localDb.execute(everyKind)).rows;
    for (let run = 0; run < 3; run++) {
      expect((await threadDb.execute(everyKind)).rows).toEqual(expected);
    }
    const at = new Date('2026-11-26T06:30:00.123Z');
    const withParams = sql`select ${at.toISOString()}::timestamptz as at, ${42} as n,
      ${JSON.stringify({ deep: [1, { x: 'y' }] })}::jsonb as doc, ${null}::text as nothing`;
    expect((await threadDb.execute(withParams)).rows).toEqual(
      (await localDb.execute(withParams)).rows,
    );
  });

  it('maps rows of the query builder as on PGlite in the same thread', async () => {
    await makeNotes(threadDb);
    await makeNotes(localDb);
    for (const db of [threadDb, localDb]) {
      await db.insert(notes).values([
        { id: 1, body: 'one' },
        { id: 2, body: 'two' },
      ]);
    }
    const read = (db: typeof threadDb) => db.select().from(notes).orderBy(notes.id);
    expect(await read(threadDb)).toEqual(await read(localDb));
    expect(await read(threadDb)).toEqual([
      { id: 1, body: 'one' },
      { id: 2, body: 'two' },
    ]);
  });

  it('commits a transaction, rolls back a failed one, and keeps nested savepoints apart', async () => {
    await makeNotes(threadDb);
    await threadDb.transaction(async (tx) => {
      await tx.insert(notes).values({ id: 1, body: 'kept' });
      await tx
        .transaction(async (inner) => {
          await inner.insert(notes).values({ id: 2, body: 'undone' });
          throw new Error('inner fails');
        })
        .catch(() => undefined);
    });
    await expect(
      threadDb.transaction(async (tx) => {
        await tx.insert(notes).values({ id: 3, body: 'rolled back' });
        throw new Error('outer fails');
      }),
    ).rejects.toThrow('outer fails');
    expect(await threadDb.select().from(notes)).toEqual([{ id: 1, body: 'kept' }]);
  });

  it('makes other queries wait while a transaction is open, as one connection does', async () => {
    await makeNotes(threadDb);
    const order: string[] = [];
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const transaction = threadDb.transaction(async (tx) => {
      await tx.insert(notes).values({ id: 1, body: 'in transaction' });
      order.push('inserted');
      await held;
      order.push('committing');
    });
    await new Promise((resolve) => setTimeout(resolve, 50));
    const outside = threadDb
      .select()
      .from(notes)
      .then((rows) => order.push(`read ${rows.length}`));
    await new Promise((resolve) => setTimeout(resolve, 50));
    release();
    await Promise.all([transaction, outside]);
    expect(order).toEqual(['inserted', 'committing', 'read 1']);
  });

  it("gives PostgreSQL's error with its SQLSTATE, and goes on working", async () => {
    await makeNotes(threadDb);
    await threadDb.insert(notes).values({ id: 1, body: 'first' });
    const failure = await threadDb
      .insert(notes)
      .values({ id: 1, body: 'again' })
      .then(
        () => null,
        (err: unknown) => err as Error & { cause?: Error & { code?: string; constraint?: string } },
      );
    expect(failure).not.toBeNull();
    expect(failure?.cause?.code).toBe('23505');
    expect(failure?.cause?.constraint).toBe('notes_pkey');
    expect(failure?.cause?.message).toMatch(/duplicate key value/);
    expect(await threadDb.select().from(notes)).toEqual([{ id: 1, body: 'first' }]);
  });

  it("keeps the app's thread free while the database works", async () => {
    const ticks: number[] = [];
    const timer = setInterval(() => ticks.push(Date.now()), 5);
    // A query that keeps PostgreSQL busy for a while.
    const heavy = threadDb.execute(
      sql`select count(*) from generate_series(1, 500000) a where a % 7 = 3`,
    );
    let ticksWhileBusy = -1;
    await heavy.then(() => (ticksWhileBusy = ticks.length));
    clearInterval(timer);
    // On the app's thread, WebAssembly would hold it until the query ended: no tick at all.
    expect(ticksWhileBusy).toBeGreaterThan(3);
  });

  it('refuses queries once closed, and a process that does not close it still ends', async () => {
    const other = await startEmbeddedDatabase({ dataDir: 'memory', initialDataDir: dump });
    await other.close();
    const refused = await drizzle(other)
      .execute(sql`select 1`)
      .then(
        () => null,
        (err: unknown) => err,
      );
    expect(refused).toMatchObject({
      cause: { message: 'The embedded database stopped: closed', code: '08003' },
    });
    // Answered 503 with Retry-After, as a PostgreSQL connection that is gone.
    expect(databaseOutage(refused)?.message).toBe(DATABASE_UNAVAILABLE_MESSAGE);

    // The built module, as `npm start` runs it (the global setup brings dist/ up to date).
    const script = `
      import { startEmbeddedDatabase } from ${JSON.stringify(
        fileURLToPath(new URL('../../../dist/server/db/pglite-remote.js', import.meta.url)),
      )};
      import { readFileSync } from 'node:fs';
      const initialDataDir = new Blob([readFileSync(${JSON.stringify(dumpFile)})]);
      const db = await startEmbeddedDatabase({ dataDir: 'memory', initialDataDir });
      const { rows } = await db.query('select 41 + 1 as n');
      console.log('answer', rows[0].n);`;
    const file = join(dirname(dumpFile), 'unclosed.mjs');
    writeFileSync(file, script);
    const run = spawnSync(process.execPath, [file], {
      encoding: 'utf8',
      timeout: 60_000,
    });
    expect(run.stdout).toContain('answer 42');
    expect(run.status).toBe(0);
  });

  it('ends its start with the reason when PGlite cannot open the data, instead of hanging', async () => {
    const stops: string[] = [];
    const garbage = new Blob(['not a data directory']);
    const failed = await startEmbeddedDatabase(
      { dataDir: 'memory', initialDataDir: garbage },
      (err) => stops.push(err.message),
    ).then(
      () => null,
      (err: unknown) => err,
    );
    expect(failed).toMatchObject({
      message: expect.stringMatching(/^The embedded database stopped: ./) as unknown,
      code: '57P02',
    });
    expect(stops).toHaveLength(1);

    // A data directory whose pgdata is a file: PGlite's file system throws an object without a
    // message, which still reads as something.
    const dir = mkdtempSync(join(tmpdir(), 'copydesk-thread-'));
    scratch.push(dir);
    writeFileSync(join(dir, 'pgdata'), 'a file where a directory should be');
    await expect(startEmbeddedDatabase({ dataDir: dir })).rejects.toThrow(
      'The embedded database stopped: {"name":"ErrnoError","errno":54}',
    );
  });
});
