import { lt } from 'drizzle-orm';
import type { AppContext } from '../../context.js';
import { auditLog } from '../../db/schema.js';
import { allowAuditMaintenance } from './maintenance.js';

const DAY_MS = 24 * 3600_000;

/** Deletes audit entries older than `AUDIT_RETENTION_DAYS` (the one purge the table allows). */
export async function purgeAuditLog(ctx: AppContext, now: Date): Promise<number> {
  const before = new Date(now.getTime() - ctx.config.AUDIT_RETENTION_DAYS * DAY_MS);
  return ctx.db.transaction(async (tx) => {
    await allowAuditMaintenance(tx);
    const gone = await tx
      .delete(auditLog)
      .where(lt(auditLog.at, before))
      .returning({ id: auditLog.id });
    return gone.length;
  });
}
