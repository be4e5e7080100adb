import { and, eq } from 'drizzle-orm';
import type { AuthUser } from '../../auth/current-user.js';
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
  opts: { companyId: number; user: AuthUser; id: number },
): Promise<void> {
  const inCompany = and(eq(presets.id, opts.id), eq(presets.companyId, opts.companyId));
  const [preset] = await db
    .select({ userId: presets.userId, shared: presets.shared })
    .from(presets)
    .where(inCompany);
  authorize(opts.user, presetPolicy.delete, preset);
  await db.delete(presets).where(inCompany);
}
