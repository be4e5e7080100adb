import { and, asc, count, eq, inArray } from 'drizzle-orm';
import { ASSISTANT_IDS } from '@core/assistants/ids.js';
import type { Db } from '../../db/connection.js';
import { assistantAccess, companies, users } from '../../db/schema.js';

export interface CompanySummaryRow {
  id: number;
  companyName: string;
  slug: string;
  userCount: number;
  enabledBotCount: number;
  createdAt: Date;
}

/**
 * Every company with its number of users and of enabled assistants (an assistant without a
 * bot_access row is enabled), oldest first. `ids`: only those companies (one page of the list),
 * their counts computed for them alone.
 */
export async function listCompanies(db: Db, ids?: number[]): Promise<CompanySummaryRow[]> {
  if (ids?.length === 0) return [];
  const [rows, userCounts, disabledCounts] = await Promise.all([
    db
      .select({
        id: companies.id,
        companyName: companies.companyName,
        slug: companies.slug,
        createdAt: companies.createdAt,
      })
      .from(companies)
      .where(ids ? inArray(companies.id, ids) : undefined)
      .orderBy(asc(companies.createdAt), asc(companies.id)),
    db
      .select({ companyId: users.companyId, n: count() })
      .from(users)
      .where(ids ? inArray(users.companyId, ids) : undefined)
      .groupBy(users.companyId),
    db
      .select({ companyId: assistantAccess.companyId, n: count() })
      .from(assistantAccess)
      .where(
        and(
          eq(assistantAccess.enabled, false),
          inArray(assistantAccess.assistantType, [...ASSISTANT_IDS]),
          ids ? inArray(assistantAccess.companyId, ids) : undefined,
        ),
      )
      .groupBy(assistantAccess.companyId),
  ]);
  const usersOf = new Map(userCounts.map((r) => [r.companyId, Number(r.n)]));
  const disabledOf = new Map(disabledCounts.map((r) => [r.companyId, Number(r.n)]));
  return rows.map((row) => ({
    ...row,
    userCount: usersOf.get(row.id) ?? 0,
    enabledBotCount: ASSISTANT_IDS.length - (disabledOf.get(row.id) ?? 0),
  }));
}
