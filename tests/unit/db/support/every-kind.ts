import { sql } from 'drizzle-orm';

/**
 * A row with a column of every kind Drizzle reads from PGlite: the types its driver keeps as text
 * (timestamps, intervals, dates and their arrays, numeric arrays) and the ones PGlite parses
 * (integers and their arrays, jsonb, bigint, bytea, booleans, null).
 */
export const everyKind = sql`select
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
  '\\x0102ff'::bytea as bytes,
  true as flag,
  null::text as nothing`;
