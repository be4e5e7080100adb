import { describe, expect, it } from 'vitest';
import {
  DATABASE_BUSY_MESSAGE,
  DATABASE_FULL_MESSAGE,
  DATABASE_READ_ONLY_MESSAGE,
  DATABASE_UNAVAILABLE_MESSAGE,
  databaseOutage,
} from '../../../src/server/db/unavailable.js';

const withCode = (code: string, message = 'failed') => Object.assign(new Error(message), { code });

describe('databaseOutage', () => {
  it.each([
    ['57P01 (terminated by an administrator)', withCode('57P01')],
    ['57P03 (the server is starting up)', withCode('57P03')],
    ['08006 (connection failure)', withCode('08006')],
    ['53300 (too many connections)', withCode('53300')],
    ['53200 (out of memory)', withCode('53200', 'out of memory')],
    ['ECONNREFUSED', withCode('ECONNREFUSED', 'connect ECONNREFUSED 127.0.0.1:5432')],
    [
      'ECONNREFUSED inside an AggregateError',
      new AggregateError([withCode('ECONNREFUSED'), withCode('ECONNREFUSED')], ''),
    ],
    ['a connect timeout of the pool', new Error('timeout exceeded when trying to connect')],
    ["a connect timeout of a client of its own (the start's)", new Error('timeout expired')],
    ['a dropped connection', new Error('Connection terminated unexpectedly')],
    [
      'the driver error wrapped by drizzle',
      new Error('Failed query: select 1', { cause: withCode('57P01') }),
    ],
  ])('%s means the database is unavailable', (_name, err) => {
    expect(databaseOutage(err)?.message).toBe(DATABASE_UNAVAILABLE_MESSAGE);
  });

  it('a statement timeout means the database is busy', () => {
    const err = new Error('Failed query', {
      cause: withCode('57014', 'canceling statement due to statement timeout'),
    });
    expect(databaseOutage(err)?.message).toBe(DATABASE_BUSY_MESSAGE);
  });

  it('a full disk (53100) says so', () => {
    const err = new Error('Failed query: insert into history_items', {
      cause: withCode('53100', 'could not extend file "base/5/16637": No space left on device'),
    });
    expect(databaseOutage(err)?.message).toBe(DATABASE_FULL_MESSAGE);
  });

  it('a write on a read-only database (25006: a standby, or set read-only) says so', () => {
    const err = new Error('Failed query: insert into sessions', {
      cause: withCode('25006', 'cannot execute INSERT in a read-only transaction'),
    });
    expect(databaseOutage(err)).toEqual({
      kind: 'read-only',
      message: DATABASE_READ_ONLY_MESSAGE,
      reason: 'cannot execute INSERT in a read-only transaction',
    });
  });

  it.each([
    [
      "the driver's words, not drizzle's",
      new Error('Failed query: select 1', {
        cause: withCode('57P01', 'terminating connection due to administrator command'),
      }),
      'terminating connection due to administrator command',
    ],
    [
      "an AggregateError's first error's words (it has none of its own)",
      Object.assign(
        new AggregateError(
          [withCode('ECONNREFUSED', 'connect ECONNREFUSED ::1:5999'), withCode('ECONNREFUSED')],
          '',
        ),
        { code: 'ECONNREFUSED' },
      ),
      'connect ECONNREFUSED ::1:5999',
    ],
    ['the code when nothing has words', withCode('ETIMEDOUT', ''), 'ETIMEDOUT'],
    [
      "the timed-out statement's words",
      new Error('Failed query: select pg_sleep(10)', {
        cause: withCode('57014', 'canceling statement due to statement timeout'),
      }),
      'canceling statement due to statement timeout',
    ],
  ])('tells the operator its reason: %s', (_name, err, reason) => {
    expect(databaseOutage(err)?.reason).toBe(reason);
  });

  it.each([
    ['a unique violation', withCode('23505')],
    ['a syntax error', withCode('42601')],
    ['a plain bug', new TypeError('x is undefined')],
    ['not an error at all', 'oops'],
  ])('%s is not an outage', (_name, err) => {
    expect(databaseOutage(err)).toBeNull();
  });
});
