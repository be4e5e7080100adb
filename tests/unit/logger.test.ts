import { Writable } from 'node:stream';
import { drizzle } from 'drizzle-orm/pglite';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { createLogger } from '../../src/server/operations/logger.js';
import { templatePglite } from './db/support/template-pglite.js';

/** The logger writing its JSON lines into an array. */
function capturedLogger() {
  const lines: Record<string, unknown>[] = [];
  const destination = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(JSON.parse(chunk.toString()) as Record<string, unknown>);
      done();
    },
  });
  return { log: createLogger({ LOG_LEVEL: 'info' }, destination), lines };
}

const client = templatePglite();
afterAll(() => client.close());

describe('the log', () => {
  it("keeps a failed query's text and cause, but not the values it was given", async () => {
    const db = drizzle(client);
    await db.execute(sql`create table log_test (topic text unique)`);
    const post = 'A customer post that belongs to its company, not to the logs';
    await db.execute(sql`insert into log_test values (${post})`);
    const failed = await db.execute(sql`insert into log_test values (${post})`).then(
      () => null,
      (err: unknown) => err,
    );
    expect(String((failed as Error).message)).toContain(post); // drizzle puts the values in it

    const { log, lines } = capturedLogger();
    log.error({ err: failed }, 'request failed');
    const [line] = lines;
    const written = JSON.stringify(line);
    expect(written).not.toContain(post);
    const err = line!.err as Record<string, string>;
    expect(err.message).toContain('Failed query: insert into log_test values ($1)');
    expect(err.message).toContain('params: (not logged)');
    expect(err.message).toContain('duplicate key value violates unique constraint');
    expect(err.stack).toContain('caused by:');
    expect(err).not.toHaveProperty('params');
  });

  it("keeps the database's own error's reason and code, but not its values or detail", async () => {
    const post = 'Another post that stays out of the logs';
    await client.query('create table log_raw (topic text unique)');
    await client.query('insert into log_raw values ($1)', [post]);
    const failed = await client.query('insert into log_raw values ($1)', [post]).then(
      () => null,
      (err: unknown) => err,
    );
    expect((failed as { detail: string }).detail).toContain(post); // the database's words

    const { log, lines } = capturedLogger();
    log.error({ err: failed }, 'query failed');
    expect(JSON.stringify(lines[0])).not.toContain(post);
    expect(lines[0]!.err).toMatchObject({
      message: 'duplicate key value violates unique constraint "log_raw_topic_key"',
      code: '23505',
      constraint: 'log_raw_topic_key',
      detail: '(not logged)',
    });
    expect(lines[0]!.err).not.toHaveProperty('params');
  });

  it('writes any other error as before', () => {
    const { log, lines } = capturedLogger();
    log.warn({ err: new TypeError('x is undefined') }, 'oops');
    expect(lines[0]!.err).toMatchObject({ type: 'TypeError', message: 'x is undefined' });
  });
});
