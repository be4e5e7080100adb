import { sql } from 'drizzle-orm';
import type { BotAccessEntry } from '../../../core/api/company-settings.js';
import { ASSISTANT_IDS } from '../../../core/assistants/ids.js';
import type { Db } from '../../db/connection.js';
import { assistantAccess } from '../../db/schema.js';
import { assistantAccessMap } from '../assistant-access.js';

/** Access (the `bot_access` rows) of every assistant of a company, in sidebar order (enabled when no row). */
export async function listAssistantAccess(db: Db, companyId: number): Promise<BotAccessEntry[]> {
  const map = await assistantAccessMap(db, companyId);
  return ASSISTANT_IDS.map((botType) => ({ botType, enabled: map[botType] }));
}

/** Saves the given assistants' access in one statement; assistants left out stay as they are. */
export async function saveAssistantAccess(
  db: Db,
  companyId: number,
  entries: readonly BotAccessEntry[],
): Promise<BotAccessEntry[]> {
  if (entries.length > 0) {
    await db
      .insert(assistantAccess)
      .values(entries.map((e) => ({ companyId, assistantType: e.botType, enabled: e.enabled })))
      .onConflictDoUpdate({
        target: [assistantAccess.companyId, assistantAccess.assistantType],
        set: { enabled: sql`excluded.enabled` },
      });
  }
  return listAssistantAccess(db, companyId);
}
