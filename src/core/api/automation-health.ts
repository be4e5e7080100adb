import { z } from 'zod';

/** The windows automation health may look back over, in days (decision 049). */
const HEALTH_WINDOWS = ['1', '7', '30'] as const;
const WINDOW_MESSAGE = 'days must be 1, 7 or 30';

/** The buckets a failed run is counted in; `other` takes whatever fits none. */
export const FAILURE_BUCKETS = [
  'timeout',
  'inactive',
  'auth',
  'http',
  'unreadable',
  'unreachable',
  'other',
] as const;
export type FailureBucket = (typeof FAILURE_BUCKETS)[number];

/** The operator dashboard's failing automations: this many, over this many hours. */
export const FAILING_AUTOMATIONS_LIMIT = 10;
export const FAILING_AUTOMATIONS_HOURS = 24;

export const automationHealthQuerySchema = z.object({
  days: z
    .enum(HEALTH_WINDOWS, { message: WINDOW_MESSAGE })
    .default('7')
    .transform((v) => Number(v) as 1 | 7 | 30),
  /**
   * Operator staff: the public id of one company. Without it operator staff get every company
   * together; other admins always get their own company (naming another is refused).
   */
  company: z.string().optional(),
});

const lastFailureSchema = z
  .object({
    /** When the failed run ended (ISO 8601). */
    at: z.string(),
    /** The message the user was shown (plain text). */
    message: z.string(),
  })
  .nullable();

const assistantHealthSchema = z.object({
  assistantType: z.string(),
  /** Runs that ended in the window: succeeded + failed (cancelled and interrupted not counted). */
  runs: z.number(),
  succeeded: z.number(),
  failed: z.number(),
  failuresByKind: z.object(
    Object.fromEntries(FAILURE_BUCKETS.map((b) => [b, z.number()])) as Record<
      FailureBucket,
      z.ZodNumber
    >,
  ),
  /** Median and 95th percentile of finish − start over succeeded runs, ms; null without any. */
  p50Ms: z.number().nullable(),
  p95Ms: z.number().nullable(),
  lastFailure: lastFailureSchema,
});
export type AssistantHealth = z.infer<typeof assistantHealthSchema>;

export const automationHealthSchema = z.object({
  days: z.number(),
  /** The company's public id, or null for every company together (operator staff). */
  company: z.string().nullable(),
  /** One entry per assistant with a run that ended in the window, by assistant type. */
  assistants: z.array(assistantHealthSchema),
});
export type AutomationHealth = z.infer<typeof automationHealthSchema>;

const failingAutomationSchema = z.object({
  companyId: z.string(),
  companyName: z.string(),
  assistantType: z.string(),
  failures: z.number(),
  runs: z.number(),
  lastFailure: lastFailureSchema.unwrap(),
});
export type FailingAutomation = z.infer<typeof failingAutomationSchema>;
/** The worst first: most failures, then the latest failure. */
export const failingAutomationListSchema = z.array(failingAutomationSchema);
