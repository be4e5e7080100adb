import { inArray } from 'drizzle-orm';
import type { Db } from '../../db/connection.js';
import { companies } from '../../db/schema.js';

interface StatsRow {
  bucket: Date;
  companyId: number;
  requests: number;
  errors: number;
  durationMsTotal: number;
}

/**
 * Request counts of companies erased since they were counted (a request still running during
 * the erasure, on any instance) go under company 0, "no resolvable company": `request_stats`
 * has no foreign key, so they would otherwise bring rows of the erased company back.
 */
export async function withoutErasedCompanies(db: Db, rows: StatsRow[]): Promise<StatsRow[]> {
  const ids = [...new Set(rows.map((row) => row.companyId))].filter((id) => id !== 0);
  if (ids.length === 0) return rows;
  const found = await db
    .select({ id: companies.id })
    .from(companies)
    .where(inArray(companies.id, ids));
  if (found.length === ids.length) return rows;
  const present = new Set(found.map((row) => row.id));
  const merged = new Map<string, StatsRow>();
  for (const row of rows) {
    const companyId = present.has(row.companyId) ? row.companyId : 0;
    const key = `${row.bucket.getTime()}:${companyId}`;
    const same = merged.get(key);
    if (!same) merged.set(key, { ...row, companyId });
    else {
      same.requests += row.requests;
      same.errors += row.errors;
      same.durationMsTotal += row.durationMsTotal;
    }
  }
  return [...merged.values()];
}
