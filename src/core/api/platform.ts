import { z } from 'zod';

/** A company is Active with activity within this many days (docs/product.md#platform-dashboard). */
export const ACTIVE_WINDOW_DAYS = 7;
/** Request metrics, bot usage and churn look at this many days. */
export const METRICS_WINDOW_DAYS = 30;
/** Fixed platform health text (docs/product.md#platform-dashboard). */
export const PLATFORM_UPTIME_TEXT = '98.9%';

export const platformStatsSchema = z.object({
  /** Customer companies (the operator's own platform tenant is not counted). */
  totalCompanies: z.number(),
  /**
   * % change of companies created in the last 30 days against the 30 days before, one decimal;
   * null when none were created in the 30 days before (no base to compare with).
   */
  growthRate: z.number().nullable(),
  newCompaniesLast30Days: z.number(),
  newCompaniesPrevious30Days: z.number(),
  totalUsers: z.number(),
  /** Saved history items (generations and revisions). */
  totalContent: z.number(),
  /** Companies with an activity event within the last 7 days. */
  activeCompanies: z.number(),
  /** Sum of the monthly plan prices of the active companies. */
  monthlyRevenue: z.number(),
});
export type PlatformStats = z.infer<typeof platformStatsSchema>;

const companyStatusSchema = z.enum(['Active', 'Inactive']);

export const companyPerformanceSchema = z.object({
  companyName: z.string(),
  companyId: z.string(),
  userCount: z.number(),
  /** History items saved this calendar month (UTC). */
  monthlyContent: z.number(),
  /** Latest activity event, or null when there never was one. */
  lastActivity: z.string().nullable(),
  status: companyStatusSchema,
  /** Generations this calendar month (UTC), the figure the plan limit counts. */
  monthlyUsage: z.number(),
  /** The plan's monthly generation limit; null means unlimited. */
  usageLimit: z.number().nullable(),
  planName: z.string(),
  planMonthlyPrice: z.number(),
  /** Tokens used on model connections this calendar month (UTC; decision 058). */
  monthlyTokens: z.number(),
  /** Their estimated cost at the connections' prices; null when no run had prices. */
  monthlyModelCost: z.number().nullable(),
});
export type CompanyPerformance = z.infer<typeof companyPerformanceSchema>;
export const companyPerformanceListSchema = z.array(companyPerformanceSchema);

export const platformMetricsSchema = z.object({
  /** API requests counted in the window. */
  apiCalls: z.number(),
  /** % of those requests that answered 5xx, one decimal (0 without requests). */
  errorRate: z.number(),
  /** Mean duration in milliseconds, one decimal (0 without requests). */
  avgResponseTime: z.number(),
  windowDays: z.number(),
  windowStart: z.string(),
  /** Size of the database in bytes. */
  storageUsed: z.number(),
  /** The configured storage allowance in bytes. */
  storageLimit: z.number(),
});
export type PlatformMetrics = z.infer<typeof platformMetricsSchema>;

const churnRiskSchema = z.enum(['high', 'medium', 'low']);
export type ChurnRiskLevel = z.infer<typeof churnRiskSchema>;

export const botAnalyticsSchema = z.object({
  windowDays: z.number(),
  /** Generations per assistant over the window; percentages of the total, one decimal. */
  botUsage: z.array(z.object({ botType: z.string(), count: z.number(), percentage: z.number() })),
  /**
   * Per company: high = no activity in the last 30 days; medium = activity in the last 30 days
   * at most half of the 30 days before; otherwise low.
   */
  churnRisk: z.array(
    z.object({
      companyId: z.string(),
      companyName: z.string(),
      risk: churnRiskSchema,
      activityLast30Days: z.number(),
      activityPrevious30Days: z.number(),
    }),
  ),
  /** With `churnLimit`: every company's risk counted (the list holds only the riskiest). */
  churnCounts: z.object({ high: z.number(), medium: z.number(), low: z.number() }).optional(),
});
export type BotAnalytics = z.infer<typeof botAnalyticsSchema>;

/** The dashboard asks for the riskiest companies only: thousands would not fit one answer. */
export const MAX_CHURN_LIMIT = 100;
export const botAnalyticsQuerySchema = z.object({
  churnLimit: z.coerce
    .number({ error: `churnLimit must be a whole number from 1 to ${MAX_CHURN_LIMIT}` })
    .int(`churnLimit must be a whole number from 1 to ${MAX_CHURN_LIMIT}`)
    .min(1, `churnLimit must be a whole number from 1 to ${MAX_CHURN_LIMIT}`)
    .max(MAX_CHURN_LIMIT, `churnLimit must be a whole number from 1 to ${MAX_CHURN_LIMIT}`)
    .optional(),
});
