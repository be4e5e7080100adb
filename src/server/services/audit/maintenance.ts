import { sql } from 'drizzle-orm';
import type { Db } from '../../db/connection.js';

/**
 * Lets this transaction delete or rewrite audit entries (the trigger `audit_log_protect` refuses
 * everyone else): only the retention purge and erasures call it, inside their own transaction.
 */
export async function allowAuditMaintenance(tx: Pick<Db, 'execute'>): Promise<void> {
  await tx.execute(sql`SELECT set_config('copydesk.audit_maintenance', 'on', true)`);
}
