import type { AuditEntry } from '@core/api/audit-log.js';
import type { AuditLogRow } from '../services/audit/list-audit-log.js';

/** An audit log entry as the log and its CSV export give it: the time with microseconds. */
export function presentAuditEntry(row: AuditLogRow): AuditEntry {
  return {
    id: row.id,
    at: row.atText,
    actor: {
      userId: row.actorUserId,
      username: row.actorUsername,
      companyId: row.actorCompanySlug,
    },
    companyId: row.companySlug,
    action: row.action,
    target: { type: row.targetType, id: row.targetId, label: row.targetLabel },
    changes: row.changes,
    ip: row.ip,
    userAgent: row.userAgent,
    requestId: row.requestId,
  };
}
