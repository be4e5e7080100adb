import { ne, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { PLATFORM_COMPANY_ID } from '@core/api/common.js';
import { ACTIVE_WINDOW_DAYS, METRICS_WINDOW_DAYS } from '@core/api/platform.js';
import { col } from '../../db/qualified-column.js';
import { companies } from '../../db/schema.js';
import { startOfMonthUtc } from '../plan-limit.js';
import { DAY_MS, ts } from '../reports/report-window.js';

/** Operator dashboard services compute "as of" a moment (now by default; tests pin it). */
export interface AsOf {
  now?: Date;
}

/** The moments the operator dashboard compares against. */
export function platformWindows(now: Date = new Date()) {
  const daysAgo = (days: number) => new Date(now.getTime() - days * DAY_MS);
  return {
    now,
    activeSince: daysAgo(ACTIVE_WINDOW_DAYS),
    windowStart: daysAgo(METRICS_WINDOW_DAYS),
    previousWindowStart: daysAgo(2 * METRICS_WINDOW_DAYS),
    monthStart: startOfMonthUtc(now),
  };
}

/** Customer companies: every company but the operator's own platform tenant. */
export const isCustomerCompany = ne(companies.slug, PLATFORM_COMPANY_ID);

/** `column` in (from, to]. */
export function within(column: AnyPgColumn, from: Date, to: Date): SQL {
  return sql`(${col(column)} > ${ts(from)} and ${col(column)} <= ${ts(to)})`;
}

/** Percentage with one decimal; 0 when there is nothing to divide by. */
export function percent(part: number, whole: number): number {
  return whole > 0 ? Math.round((part / whole) * 1000) / 10 : 0;
}

/**
 * Growth of new companies, % with one decimal: (last − previous) / previous. With no company
 * created in the previous window there is no base, and the rate is null.
 */
export function growthRate(last: number, previous: number): number | null {
  return previous > 0 ? Math.round(((last - previous) / previous) * 1000) / 10 : null;
}

/** high: no activity in the window; medium: at most half of the window before; else low. */
export function churnRisk(last: number, previous: number): 'high' | 'medium' | 'low' {
  if (last === 0) return 'high';
  if (previous > 0 && last * 2 <= previous) return 'medium';
  return 'low';
}
