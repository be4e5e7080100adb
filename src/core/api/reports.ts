import { z } from 'zod';
import { roleSchema } from './common.js';

/** Report ranges in days (docs/product.md#reports): 7, 30 or 90, default 30. */
export const REPORT_RANGES = [7, 30, 90] as const;
export type ReportRange = (typeof REPORT_RANGES)[number];
export const DEFAULT_REPORT_RANGE: ReportRange = 30;
/** Recent Activity feed size (docs/product.md#reports). */
export const ACTIVITY_FEED_LIMIT = 100;
/** Users created within this many days are flagged new (decision 017). */
export const NEW_USER_DAYS = 7;

const RANGE_MESSAGE = 'days must be 7, 30 or 90';
const LIMIT_MESSAGE = `limit must be a whole number from 1 to ${ACTIVITY_FEED_LIMIT}`;

/**
 * `?days=7|30|90` (default 30). A range covers today and the days before it in whole UTC days,
 * so `days=7` is today plus the six days before; every report of a range uses the same window.
 */
export const reportRangeQuerySchema = z.object({
  days: z
    .enum(['7', '30', '90'], { message: RANGE_MESSAGE })
    .default('30')
    .transform((v) => Number(v) as ReportRange),
  /** Operator staff may name another company (the client copies the page's parameter). */
  company: z.string().optional(),
});

export const activityQuerySchema = z.object({
  limit: z.coerce
    .number({ message: LIMIT_MESSAGE })
    .int(LIMIT_MESSAGE)
    .min(1, LIMIT_MESSAGE)
    .max(ACTIVITY_FEED_LIMIT, LIMIT_MESSAGE)
    .default(ACTIVITY_FEED_LIMIT),
  company: z.string().optional(),
});

export const companyQuerySchema = z.object({ company: z.string().optional() });

/** One user of the company with their activity in the range (docs/product.md#reports, "Usage per user"). */
const userStatsRowSchema = z.object({
  id: z.number(),
  username: z.string(),
  role: roleSchema,
  /** Created within the last 7 days. */
  isNewUser: z.boolean(),
  createdAt: z.string(),
  /** Successful sign-ins in the range. */
  totalLogins: z.number(),
  /** Content generations in the range. */
  totalGenerations: z.number(),
  lastLogin: z.string().nullable(),
});
export type UserStatsRow = z.infer<typeof userStatsRowSchema>;
export const userStatsSchema = z.array(userStatsRowSchema);

const activityEventSchema = z.object({
  id: z.number(),
  timestamp: z.string(),
  /** The user's name, or 'Anonymous'. */
  username: z.string(),
  action: z.string(),
  details: z.record(z.string(), z.unknown()),
});
export type ActivityEvent = z.infer<typeof activityEventSchema>;
export const activityFeedSchema = z.array(activityEventSchema);

/** Tokens used on model connections (decision 058) and what they cost. */
const tokenFiguresSchema = z.object({
  /** Generations that ran on a model. */
  runs: z.number(),
  promptTokens: z.number(),
  completionTokens: z.number(),
  totalTokens: z.number(),
  /** Runs whose tokens Copydesk counted itself, the endpoint having reported none. */
  estimatedRuns: z.number(),
  /**
   * Tokens × the connection's prices per million, as they were when the tokens were used, for
   * the runs whose connection had both prices; null when none had.
   */
  estimatedCost: z.number().nullable(),
});
export type TokenFigures = z.infer<typeof tokenFiguresSchema>;

/** The range's model usage: the total, by assistant type and by user, most tokens first. */
const modelUsageSchema = tokenFiguresSchema.extend({
  byAssistantType: z.array(tokenFiguresSchema.extend({ assistantType: z.string() })),
  byUser: z.array(tokenFiguresSchema.extend({ username: z.string() })),
});
export type ModelUsageReport = z.infer<typeof modelUsageSchema>;

export const contentStatsSchema = z.object({
  totalGenerations: z.number(),
  /** Of them, those that were sent company knowledge (docs/product.md#knowledge-library). */
  knowledgeGenerations: z.number(),
  byAssistantType: z.array(z.object({ assistantType: z.string(), count: z.number() })),
  byUser: z.array(z.object({ username: z.string(), count: z.number() })),
  /** Tokens of the generations that ran on a model connection (decision 058). */
  modelUsage: modelUsageSchema,
});
export type ContentStats = z.infer<typeof contentStatsSchema>;

export const loginStatsSchema = z.object({
  successfulLogins: z.number(),
  failedLogins: z.number(),
  /** Distinct users with at least one successful sign-in in the range. */
  uniqueUsers: z.number(),
});
export type LoginStats = z.infer<typeof loginStatsSchema>;

const usageTrendRowSchema = z.object({
  /** yyyy-MM-dd (UTC day). */
  date: z.string(),
  logins: z.number(),
  generations: z.number(),
});
export type UsageTrendRow = z.infer<typeof usageTrendRowSchema>;
/** One row per day of the range, oldest first, days without activity included. */
export const usageTrendsSchema = z.array(usageTrendRowSchema);

export { countNewUsers } from '../new-users.js';

export const markViewedSchema = z.object({ lastViewedUsageReports: z.string() });

/** CSV export: one row per user of the company, figures for the chosen range. */
export const USAGE_CSV_HEADERS = [
  'Username',
  'Role',
  'New User',
  'Created At',
  'Total Logins',
  'Total Generations',
  'Last Login',
] as const;

/** `usage-report-yyyy-MM-dd.csv` (UTC date of the export). */
export function usageReportFileName(date: Date = new Date()): string {
  return `usage-report-${date.toISOString().slice(0, 10)}.csv`;
}

/** `GET /api/reports/me?days=`: only the range; the figures are always the caller's own. */
export const ownUsageQuerySchema = z.object({
  days: reportRangeQuerySchema.shape.days,
});

/** How many of the caller's favourites and sign-ins the own-usage report lists. */
export const OWN_USAGE_LIST_LIMIT = 10;

/** The signed-in user's own usage (decision 017 "Reports"): never anyone else's. */
export const ownUsageSchema = z.object({
  days: z.number(),
  username: z.string(),
  totalGenerations: z.number(),
  byAssistantType: z.array(z.object({ assistantType: z.string(), count: z.number() })),
  /** One row per UTC day of the range, oldest first, empty days included. */
  byDay: usageTrendsSchema,
  favouriteCount: z.number(),
  /** The latest favourites (at most 10), newest first. */
  favourites: z.array(
    z.object({ id: z.number(), assistantType: z.string(), createdAt: z.string() }),
  ),
  /** The latest successful sign-ins (at most 10, any age), newest first. */
  lastSignIns: z.array(z.string()),
});
export type OwnUsage = z.infer<typeof ownUsageSchema>;
