import { and, eq, sql, type Placeholder, type SQL } from 'drizzle-orm';
import type { Db } from '../db/connection.js';
import { planUsage } from '../db/schema.js';
import { tooMany, type DomainError } from './domain-error.js';
import type { Company } from '../tenancy/companies.js';

/** The first instant of the current calendar month, in UTC. */
export function startOfMonthUtc(now = new Date()): Date {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1));
}

function startOfNextMonthUtc(now: Date): Date {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 1));
}

/** The refusal of a company whose plan has no unit left this month (429). */
export function planLimitReached(company: Pick<Company, 'planGenerationLimit'>): DomainError {
  return tooMany(planLimitMessage(company.planGenerationLimit ?? 0));
}

function planLimitMessage(limit: number): string {
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

export interface PlanReservation {
  readonly companyId: number;
  /** The month the unit was taken from. */
  readonly month: Date;
  /** gives the unit back (idempotent; no-op after commit) */
  release(): Promise<void>;
  /** marks it used for good (idempotent) */
  commit(): Promise<void>;
}

/**
 * Takes one unit of the company's monthly allowance atomically, or throws
 * `planLimitReached(company)`. Unlimited plans still count usage.
 *
 * One statement on the company's `plan_usage` row for the month: insert it, or add one to it
 * only while it is below the limit (PostgreSQL re-checks the condition on the locked row, so
 * simultaneous requests on any number of instances never pass the limit together). The first
 * row a company ever gets starts from this month's `content_generation` events, so upgrading
 * from the event count resets nobody's usage (docs/decisions/006).
 */
export async function reserveGeneration(
  ctx: { db: Db },
  company: Company,
  now: Date = new Date(),
): Promise<PlanReservation> {
  const month = startOfMonthUtc(now);
  const taken = await ctx.db.execute<{ used: number }>(
    reservationStatement(reservationValues(company, now)),
  );
  const rows = (taken as unknown as { rows: { used: number }[] }).rows;
  if (rows.length === 0) throw planLimitReached(company);

  let state: 'held' | 'released' | 'committed' = 'held';
  return {
    companyId: company.id,
    month,
    async release() {
      if (state !== 'held') return;
      state = 'released';
      await releaseUnit(ctx, company.id, month);
    },
    async commit() {
      if (state === 'held') state = 'committed';
    },
  };
}

/**
 * What a reservation statement is run with: values, or placeholders of a prepared statement
 * (the job creation's, decision 024).
 */
export interface ReservationValues {
  companyId: number | Placeholder;
  /** The plan's monthly limit; null: unlimited. */
  limit: number | null | Placeholder;
  /** ISO instants: the first of the month, and of the next month. */
  month: string | Placeholder;
  nextMonth: string | Placeholder;
}

export function reservationValues(
  company: Pick<Company, 'id' | 'planGenerationLimit'>,
  now: Date,
): ReservationValues {
  return {
    companyId: company.id,
    limit: company.planGenerationLimit ?? null,
    month: startOfMonthUtc(now).toISOString(),
    nextMonth: startOfNextMonthUtc(now).toISOString(),
  };
}

/**
 * The statement that takes one unit of the company's month (`returning used`; no row when the
 * plan has none left, or when `only` is false): insert the month's row, or add one to it only
 * while it is below the limit. `only` lets a caller add a condition of its own (the job
 * creation's running ceiling, decision 019) to the same statement.
 */
export function reservationStatement(v: ReservationValues, only: SQL = sql`true`): SQL {
  const below = (column: SQL) => sql`(${v.limit}::int is null or ${column} < ${v.limit}::int)`;
  return sql`
    insert into plan_usage (company_id, month, used)
    select ${v.companyId}::int, ${v.month}::timestamptz, seed.n + 1
    from (
      select case
        when exists (select 1 from plan_usage where company_id = ${v.companyId}::int) then 0
        else (
          select count(*)::int from activity_events
          where company_id = ${v.companyId}::int and action = 'content_generation'
            and created_at >= ${v.month}::timestamptz and created_at < ${v.nextMonth}::timestamptz
        )
      end as n
    ) as seed
    where ${below(sql`seed.n`)} and ${only}
    on conflict (company_id, month) do update set used = plan_usage.used + 1
    where ${below(sql`plan_usage.used`)}
    returning used`;
}

/** A month's `used` with one unit given back, never below zero. */
export const UNIT_GIVEN_BACK = sql<number>`greatest(${planUsage.used} - 1, 0)`;

/** Gives one unit of a month back (a job that failed or was cancelled, on any instance). */
async function releaseUnit(ctx: { db: Db }, companyId: number, month: Date): Promise<void> {
  await ctx.db
    .update(planUsage)
    .set({ used: UNIT_GIVEN_BACK })
    .where(and(eq(planUsage.companyId, companyId), eq(planUsage.month, month)));
}
