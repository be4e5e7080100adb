import { describe, expect, it } from 'vitest';
import { queryDateProblem } from '../../../src/core/api/query-date.js';
import { DomainError } from '../../../src/server/services/domain-error.js';
import {
  decodeCursor,
  encodeCursor,
  INVALID_CURSOR,
  openCursor,
} from '../../../src/server/services/lists/cursor.js';

const raw = (text: string) => Buffer.from(text, 'utf8').toString('base64url');

function refusal(read: () => unknown): DomainError {
  try {
    read();
  } catch (err) {
    expect(err).toBeInstanceOf(DomainError);
    return err as DomainError;
  }
  throw new Error('the cursor was read');
}

describe('the lists’ cursor reader', () => {
  it('reads back what the server wrote', () => {
    const cursor = encodeCursor(['2024-02-29T23:59:59.123456Z', 42]);
    expect(decodeCursor(cursor, ['time', 'id'])).toEqual(['2024-02-29T23:59:59.123456Z', 42]);
    const list = encodeCursor(['-name', 'Zoë & Co', 2_147_483_647]);
    expect(decodeCursor(list, ['text', 'text', 'id'])).toEqual([
      '-name',
      'Zoë & Co',
      2_147_483_647,
    ]);
    expect(decodeCursor(encodeCursor(['users', -3, 1]), ['text', 'int', 'id'])).toEqual([
      'users',
      -3,
      1,
    ]);
  });

  it.each([
    ['a time that is no day', encodeCursor(['2026-02-30T00:00:00.000000Z', 1]), ['time', 'id']],
    [
      '29 February of a common year',
      encodeCursor(['2100-02-29T00:00:00.000000Z', 1]),
      ['time', 'id'],
    ],
    ['year 0', encodeCursor(['0000-12-31T00:00:00.000000Z', 1]), ['time', 'id']],
    ['hour 24', encodeCursor(['2026-01-01T24:00:00.000000Z', 1]), ['time', 'id']],
    ['a second 60', encodeCursor(['2026-01-01T23:59:60.000000Z', 1]), ['time', 'id']],
    ['a time in milliseconds', encodeCursor(['2026-01-01T00:00:00.000Z', 1]), ['time', 'id']],
    ['a signed year', encodeCursor(['-271821-04-20T00:00:00.000000Z', 1]), ['time', 'id']],
    ['a NUL in a text', encodeCursor(['name', 'x\u0000y', 5]), ['text', 'text', 'id']],
    ['a lone surrogate', encodeCursor(['name', 'x\ud800', 5]), ['text', 'text', 'id']],
    ['a text too long', encodeCursor(['name', 'x'.repeat(1001), 5]), ['text', 'text', 'id']],
    ['an id of 0', encodeCursor(['name', 'x', 0]), ['text', 'text', 'id']],
    ['an id beyond the range', encodeCursor(['name', 'x', 2 ** 31]), ['text', 'text', 'id']],
    ['a fractional id', encodeCursor(['name', 'x', 1.5]), ['text', 'text', 'id']],
    ['an unsafe integer', encodeCursor(['users', 2 ** 53, 5]), ['text', 'int', 'id']],
    ['a number as text', encodeCursor(['name', 5, 5]), ['text', 'text', 'id']],
    ['one value too many', encodeCursor(['2026-01-01T00:00:00.000000Z', 1, 2]), ['time', 'id']],
    ['one value too few', encodeCursor(['2026-01-01T00:00:00.000000Z']), ['time', 'id']],
    ['an object', raw('{"a":1}'), ['time', 'id']],
    ['text that is not JSON', raw('2026-02-30T00:00:00.000000Z|1'), ['time', 'id']],
    ['not base64url as written', `${encodeCursor(['name', 'x', 5])}A`, ['text', 'text', 'id']],
    ['nothing', '', ['time', 'id']],
  ] as const)('refuses %s with one message', (_what, cursor, fields) => {
    const err = refusal(() => decodeCursor(cursor, fields));
    expect(err.kind).toBe('invalid');
    expect(err.message).toBe(INVALID_CURSOR);
  });

  it('opens a cursor without checking its values, for readers that look at one first', () => {
    expect(openCursor(encodeCursor(['name', 'x', 5]))).toEqual(['name', 'x', 5]);
    expect(refusal(() => openCursor(raw('"name"'))).message).toBe(INVALID_CURSOR);
  });
});

describe('query dates', () => {
  it.each([
    '2024-02-29',
    '0001-01-01',
    '9999-12-31',
    '2026-03-10T09:00',
    '2026-03-10T09:00Z',
    '2026-03-10T09:00:00.123456789Z',
    '2026-03-10T09:00:00+14:00',
    '0001-01-01T00:00:00Z',
    '9999-12-31T23:59:59.999Z',
  ])('accepts %s', (text) => {
    expect(queryDateProblem('from', text)).toBeUndefined();
  });

  it.each([
    ['2026-02-30', 'to must be a date (YYYY-MM-DD) or a time'],
    ['2100-02-29', 'to must be a date (YYYY-MM-DD) or a time'],
    ['0000-01-01', 'to must be a date (YYYY-MM-DD) or a time'],
    ['-000001-01-01', 'to must be a date (YYYY-MM-DD) or a time'],
    ['+010000-01-01', 'to must be a date (YYYY-MM-DD) or a time'],
    ['2026-01-01T24:00Z', 'to must be a date (YYYY-MM-DD) or a time'],
    ['2026-01-01T00:00+24:00', 'to must be a date (YYYY-MM-DD) or a time'],
    ['March 5, 2026', 'to must be a date (YYYY-MM-DD) or a time'],
    ['0', 'to must be a date (YYYY-MM-DD) or a time'],
    ['', 'to must be a date (YYYY-MM-DD) or a time'],
    ['0001-01-01T00:00:00+00:01', 'to must be between 0001-01-01 and 9999-12-31'],
    ['9999-12-31T23:59:59-00:01', 'to must be between 0001-01-01 and 9999-12-31'],
  ])('refuses %s naming the parameter', (text, message) => {
    expect(queryDateProblem('to', text)).toBe(message);
  });
});
