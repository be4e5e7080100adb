import type { HistoryItem } from '../../core/api/history.js';
import type { AssistantId } from '../../core/assistants/ids.js';
import type { historyItems } from '../db/schema.js';

export type HistoryRow = typeof historyItems.$inferSelect;

/** The fields of a history item that leave the server (no company or user ids). */
export function presentHistoryItem(row: HistoryRow): HistoryItem {
  return {
    id: row.id,
    // Rows are read through `ownedBy`, which admits known assistant types only.
    assistantType: row.assistantType as AssistantId,
    content: row.content,
    formData: row.formData,
    createdAt: row.createdAt.toISOString(),
    isFavorite: row.isFavorite,
    revisionRequest: row.revisionRequest,
    sessionId: row.sessionId,
    version: row.version,
    stopped: row.stopped,
    revisedFrom: row.revisedFrom,
    updatedAt: row.updatedAt.toISOString(),
  };
}
