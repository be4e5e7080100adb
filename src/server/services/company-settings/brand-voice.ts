import { eq } from 'drizzle-orm';
import { compactBrandVoice, type BrandVoice } from '../../../core/api/brand-voice.js';
import type { Db } from '../../db/connection.js';
import { companies } from '../../db/schema.js';

/** Replaces a company's brand voice (what is not sent is cleared); answers what is stored. */
export async function saveBrandVoice(db: Db, companyId: number, voice: BrandVoice) {
  const stored = compactBrandVoice(voice);
  await db.update(companies).set({ brandVoice: stored }).where(eq(companies.id, companyId));
  return stored;
}
