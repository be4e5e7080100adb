import { eq } from 'drizzle-orm';
import type { Db } from '../db/connection.js';
import { companies } from '../db/schema.js';

/** A company (tenant) as stored. */
export type Company = typeof companies.$inferSelect;

export async function findCompanyBySlug(db: Db, slug: string): Promise<Company | null> {
  const [row] = await db.select().from(companies).where(eq(companies.slug, slug)).limit(1);
  return row ?? null;
}
