import { and, eq } from 'drizzle-orm';
import type { AuthUser } from '../../auth/current-user.js';
import { writeAudit, type AuditContext } from '../audit/audit-log.js';
import type { Db } from '../../db/connection.js';
import { presets } from '../../db/schema.js';
import { authorize } from '../../policies/authorize.js';
import { presetPolicy } from '../../policies/presets.js';

/**
 * Deletes a preset of the request's company: its owner may, and an admin a shared one
 * (`presetPolicy.delete`). Another company's preset is never read, so it answers as an unknown
 * id does (404); so does another user's private one.
 */
export async function deletePreset(
  db: Db,
  opts: { company: { id: number; slug: string }; user: AuthUser; id: number; audit: AuditContext },
): Promise<void> {
  const inCompany = and(eq(presets.id, opts.id), eq(presets.companyId, opts.company.id));
  const [preset] = await db
    .select({
      userId: presets.userId,
      shared: presets.shared,
      name: presets.name,
      assistantType: presets.assistantType,
    })
    .from(presets)
    .where(inCompany);
  authorize(opts.user, presetPolicy.delete, preset);
  await db.transaction(async (tx) => {
    await tx.delete(presets).where(inCompany);
    if (!preset.shared) return;
    await writeAudit(tx, opts.audit, {
      company: opts.company,
      action: 'preset.delete',
      target: { type: 'preset', id: opts.id, label: preset.name },
      changes: { assistantType: { from: preset.assistantType, to: null } },
    });
  });
}
