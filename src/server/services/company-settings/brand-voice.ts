import { eq } from 'drizzle-orm';
import { compactBrandVoice, type BrandVoice } from '@core/api/brand-voice.js';
import type { Db } from '../../db/connection.js';
import { companies } from '../../db/schema.js';
import type { Company } from '../../tenancy/companies.js';
import { diffFields, hasChanges, writeAudit, type AuditContext } from '../audit/audit-log.js';

/**
 * Replaces a company's brand voice (what is not sent is cleared); answers what is stored. The
 * fields that changed are audited with it.
 */
export async function saveBrandVoice(
  db: Db,
  company: Pick<Company, 'id' | 'slug' | 'companyName'>,
  voice: BrandVoice,
  audit: AuditContext,
) {
  const stored = compactBrandVoice(voice);
  await db.transaction(async (tx) => {
    const [row] = await tx
      .select({ brandVoice: companies.brandVoice })
      .from(companies)
      .where(eq(companies.id, company.id))
      .for('update');
    await tx.update(companies).set({ brandVoice: stored }).where(eq(companies.id, company.id));
    const before = { ...row?.brandVoice } as Record<string, unknown>;
    const after = { ...stored } as Record<string, unknown>;
    const fields = [...new Set([...Object.keys(before), ...Object.keys(after)])];
    const changes = diffFields(
      before,
      Object.fromEntries(fields.map((f) => [f, after[f] ?? null])),
      fields,
    );
    if (!hasChanges(changes)) return;
    await writeAudit(tx, audit, {
      company,
      action: 'brand_voice.update',
      target: { type: 'company', id: company.slug, label: company.companyName },
      changes,
    });
  });
  return stored;
}
