import { sql, type SQL } from 'drizzle-orm';
import { NEW_USER_DAYS, type ReportRange } from '@core/api/reports.js';

export const DAY_MS = 24 * 60 * 60 * 1000;

/** What every report of a company takes: the company, the range and the clock. */
export interface ReportOptions {
  companyId: number;
  days: ReportRange;
  now?: Date;
}

/** 00:00 UTC of the day of `date`. */
function startOfUtcDay(date: Date): Date {
  return new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate()));
}

/**
 * The window of a range: today and the `days - 1` UTC days before it, so the per-day trend rows
 * add up to the range's totals. `dates` lists each day as yyyy-MM-dd, oldest first.
 */
export function reportWindow(days: number, now: Date = new Date()) {
  const since = new Date(startOfUtcDay(now).getTime() - (days - 1) * DAY_MS);
  const dates = Array.from({ length: days }, (_, i) =>
    new Date(since.getTime() + i * DAY_MS).toISOString().slice(0, 10),
  );
  return { since, dates };
}

/** Users created after this moment are flagged new. */
export function newUserSince(now: Date = new Date()): Date {
  return new Date(now.getTime() - NEW_USER_DAYS * DAY_MS);
}

/** A timestamp parameter for raw SQL (the same text on PGlite and PostgreSQL). */
export function ts(date: Date): SQL {
  return sql`${date.toISOString()}::timestamptz`;
}
