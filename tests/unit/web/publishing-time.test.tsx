// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { isoToZoned, zonedToIso } from '../../../src/web/lib/zoned-time.js';
import {
  monthGrid,
  visibleRange,
  weekDays,
} from '../../../src/web/features/publishing/lib/calendar-grid.js';

describe('zonedToIso', () => {
  it('gives Paris winter times the +01:00 offset', () => {
    const iso = zonedToIso('2026-01-15', '09:30', 'Europe/Paris');
    expect(iso).toBe('2026-01-15T09:30:00+01:00');
    expect(new Date(iso).toISOString()).toBe('2026-01-15T08:30:00.000Z');
  });

  it('gives Paris summer times the +02:00 offset', () => {
    const iso = zonedToIso('2026-07-01', '18:05', 'Europe/Paris');
    expect(iso).toBe('2026-07-01T18:05:00+02:00');
    expect(new Date(iso).toISOString()).toBe('2026-07-01T16:05:00.000Z');
  });

  it('handles UTC and zones west of it', () => {
    expect(zonedToIso('2026-03-01', '00:00', 'UTC')).toBe('2026-03-01T00:00:00+00:00');
    expect(zonedToIso('2026-12-24', '23:15', 'America/New_York')).toBe('2026-12-24T23:15:00-05:00');
  });

  it('reads an instant back as the same wall clock', () => {
    expect(isoToZoned('2026-07-01T16:05:00Z', 'Europe/Paris')).toEqual({
      date: '2026-07-01',
      time: '18:05',
    });
    expect(isoToZoned('2026-01-15T23:30:00Z', 'Europe/Paris')).toEqual({
      date: '2026-01-16',
      time: '00:30',
    });
  });
});

describe('calendar grid', () => {
  it('covers the month in whole weeks starting on Monday', () => {
    // March 2026: the 1st is a Sunday, the 31st a Tuesday.
    const weeks = monthGrid(new Date(2026, 2, 14));
    expect(weeks).toHaveLength(6);
    expect(weeks.every((week) => week.length === 7)).toBe(true);
    expect(weeks[0][0].getDate()).toBe(23);
    expect(weeks[0][0].getDay()).toBe(1);
    expect(weeks[0][6].getDate()).toBe(1);
    expect(weeks[5][6].getDate()).toBe(5);
  });

  it('gives the week from Monday and the range to ask for', () => {
    const days = weekDays(new Date(2026, 2, 14));
    expect(days.map((d) => d.getDate())).toEqual([9, 10, 11, 12, 13, 14, 15]);
    expect(visibleRange('week', new Date(2026, 2, 14))).toEqual({
      first: '2026-03-09',
      end: '2026-03-16',
    });
    expect(visibleRange('month', new Date(2026, 2, 14))).toEqual({
      first: '2026-02-23',
      end: '2026-04-06',
    });
  });
});
