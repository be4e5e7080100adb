import { and, count, eq, gte } from 'drizzle-orm';
import type { AppContext } from '../context.js';
import { activityEvents } from '../db/schema.js';
import { HttpError } from '../http-errors.js';
import type { Company } from '../tenancy/plugin.js';

/** The first instant of the current calendar month, in UTC. */
export function startOfMonthUtc(now = new Date()): Date {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1));
}

/** Generations (generate and revise) a company has made this calendar month (UTC). */
export async function generationsThisMonth(
  ctx: AppContext,
  companyId: number,
  now = new Date(),
): Promise<number> {
  const [row] = await ctx.db
    .select({ n: count() })
    .from(activityEvents)
    .where(
      and(
        eq(activityEvents.companyId, companyId),
        eq(activityEvents.action, 'content_generation'),
        gte(activityEvents.createdAt, startOfMonthUtc(now)),
      ),
    );
  return Number(row?.n ?? 0);
}

export function planLimitMessage(limit: number): string {
  if (limit <= 0) {
    return (
      "Your company's plan does not include any generations (monthly plan limit: 0). " +
      'Ask your administrator to upgrade the plan.'
    );
  }
  const noun = limit === 1 ? 'generation' : 'generations';
  return (
    `Your company has used all ${limit} ${noun} of its monthly plan limit. ` +
    'Ask your administrator to upgrade the plan.'
  );
}

/**
 * Refuses (429) a generation when the company's plan has a monthly limit and this month's
 * generations have reached it. A null limit means unlimited.
 */
export async function assertWithinPlanLimit(ctx: AppContext, company: Company): Promise<void> {
  const limit = company.planGenerationLimit;
  if (limit === null || limit === undefined) return;
  const used = await generationsThisMonth(ctx, company.id);
  if (used >= limit) throw new HttpError(429, planLimitMessage(limit));
}
