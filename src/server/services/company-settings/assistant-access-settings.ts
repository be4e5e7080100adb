import { sql } from 'drizzle-orm';
import type { BotAccessEntry } from '@core/api/company-settings.js';
import { ASSISTANT_IDS } from '@core/assistants/ids.js';
import type { Db } from '../../db/connection.js';
import { assistantAccess } from '../../db/schema.js';
import { assistantAccessMap } from '../assistant-access.js';
import { writeAudit, type AuditContext } from '../audit/audit-log.js';
import type { AuditChanges } from '@core/api/audit-log.js';

/** Access (the `bot_access` rows) of every assistant of a company, in sidebar order (enabled when no row). */
export async function listAssistantAccess(db: Db, companyId: number): Promise<BotAccessEntry[]> {
  const map = await assistantAccessMap(db, companyId);
  return ASSISTANT_IDS.map((botType) => ({ botType, enabled: map[botType] }));
}

/** Saves the given assistants' access in one statement; assistants left out stay as they are. */
export async function saveAssistantAccess(
  db: Db,
  company: { id: number; slug: string; companyName: string },
  entries: readonly BotAccessEntry[],
  audit: AuditContext,
): Promise<BotAccessEntry[]> {
  const companyId = company.id;
  if (entries.length > 0) {
    await db.transaction(async (tx) => {
      const before = await assistantAccessMap(tx, companyId);
      await tx
        .insert(assistantAccess)
        .values(entries.map((e) => ({ companyId, assistantType: e.botType, enabled: e.enabled })))
        .onConflictDoUpdate({
          target: [assistantAccess.companyId, assistantAccess.assistantType],
          set: { enabled: sql`excluded.enabled` },
        });
      const changes: AuditChanges = {};
      for (const e of entries) {
        if (before[e.botType] !== e.enabled) {
          changes[e.botType] = { from: before[e.botType], to: e.enabled };
        }
      }
      if (Object.keys(changes).length === 0) return;
      await writeAudit(tx, audit, {
        company,
        action: 'assistant_access.update',
        target: { type: 'company', id: company.slug, label: company.companyName },
        changes,
      });
    });
  }
  return listAssistantAccess(db, companyId);
}
