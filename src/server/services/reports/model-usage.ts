import { and, asc, desc, eq, gte, lte, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { ModelUsageReport, TokenFigures } from '@core/api/reports.js';
import type { Db } from '../../db/connection.js';
import { modelUsageDaily as usage } from '../../db/schema.js';
import { reportWindow, type ReportOptions } from './report-window.js';

const total = (column: AnyPgColumn) => sql<string>`coalesce(sum(${column}), 0)`.mapWith(Number);

/** The sums every grouping reads (one scan of the company's days in the range). */
const sums = {
  runs: total(usage.runs),
  promptTokens: total(usage.promptTokens),
  completionTokens: total(usage.completionTokens),
  estimatedRuns: total(usage.estimatedRuns),
  pricedRuns: total(usage.pricedRuns),
  cost: total(usage.cost),
};
type Sums = { [K in keyof typeof sums]: number };

/** A cost to the millionth of the currency's unit: sums of numerics, without float noise. */
export const roundCost = (cost: number) => Math.round(cost * 1e6) / 1e6;

function figuresOf(row: Sums): TokenFigures {
  return {
    runs: row.runs,
    promptTokens: row.promptTokens,
    completionTokens: row.completionTokens,
    totalTokens: row.promptTokens + row.completionTokens,
    estimatedRuns: row.estimatedRuns,
    estimatedCost: row.pricedRuns > 0 ? roundCost(row.cost) : null,
  };
}

/**
 * Tokens the company's generations used on model connections in the range (decision 058):
 * the total, by assistant and by user, most tokens first. Read from `model_usage_daily`, which
 * keeps them after the jobs are gone; the range is whole UTC days, as every report's.
 */
export async function getModelUsage(db: Db, opts: ReportOptions): Promise<ModelUsageReport> {
  const { dates } = reportWindow(opts.days, opts.now);
  const inRange = and(
    eq(usage.companyId, opts.companyId),
    gte(usage.day, dates[0]),
    lte(usage.day, dates[dates.length - 1]),
  );
  const tokens = sql`sum(${usage.promptTokens} + ${usage.completionTokens})`;
  const [[all], byAssistantType, byUser] = await Promise.all([
    db.select(sums).from(usage).where(inRange),
    db
      .select({ ...sums, assistantType: usage.assistantType })
      .from(usage)
      .where(inRange)
      .groupBy(usage.assistantType)
      .orderBy(desc(tokens), asc(usage.assistantType)),
    db
      .select({ ...sums, username: usage.username })
      .from(usage)
      .where(inRange)
      .groupBy(usage.username)
      .orderBy(desc(tokens), asc(usage.username)),
  ]);
  return {
    ...figuresOf(all),
    byAssistantType: byAssistantType.map((row) => ({
      assistantType: row.assistantType,
      ...figuresOf(row),
    })),
    byUser: byUser.map((row) => ({ username: row.username, ...figuresOf(row) })),
  };
}
