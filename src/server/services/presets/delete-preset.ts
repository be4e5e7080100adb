import { and, eq } from 'drizzle-orm';
import { writeAudit, type AuditContext } from '../audit/audit-log.js';
import type { Db } from '../../db/connection.js';
import { presets } from '../../db/schema.js';

/** A preset as its deletion needs it: whose it is, whether shared, what the audit names. */
export interface PresetToDelete {
  id: number;
  userId: number;
  shared: boolean;
  name: string;
  assistantType: string;
}

const inCompany = (companyId: number, id: number) =>
  and(eq(presets.id, id), eq(presets.companyId, companyId));

/**
 * A preset of the request's company, or undefined: another company's preset is never read, so
 * it answers as an unknown id does. Whether the user may delete it is `presetPolicy.delete`.
 */
export async function findPresetToDelete(
  db: Db,
  opts: { companyId: number; id: number },
): Promise<PresetToDelete | undefined> {
  const [preset] = await db
    .select({
      id: presets.id,
      userId: presets.userId,
      shared: presets.shared,
      name: presets.name,
      assistantType: presets.assistantType,
    })
    .from(presets)
    .where(inCompany(opts.companyId, opts.id));
  return preset;
}

/** Deletes a preset of the request's company; a shared one's deletion is audited with it. */
export async function deletePreset(
  db: Db,
  opts: { company: { id: number; slug: string }; preset: PresetToDelete; audit: AuditContext },
): Promise<void> {
  const { company, preset } = opts;
  await db.transaction(async (tx) => {
    await tx.delete(presets).where(inCompany(company.id, preset.id));
    if (!preset.shared) return;
    await writeAudit(tx, opts.audit, {
      company,
      action: 'preset.delete',
      target: { type: 'preset', id: preset.id, label: preset.name },
      changes: { assistantType: { from: preset.assistantType, to: null } },
    });
  });
}
