import type { HistoryItem } from '@core/api/history.js';
import type { AssistantId } from '@core/assistants/ids.js';
import type { HistoryRow } from '../services/history/history-scope.js';
import type { ItemPeople } from '../services/reviews/people.js';

/** The fields of a history item that leave the server (no company ids). */
export function presentHistoryItem(row: HistoryRow, people: ItemPeople): HistoryItem {
  return {
    id: row.id,
    // Rows are read through the history scope, which admits known assistant types only.
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
    author: people.author,
    status: row.status,
    visibility: row.visibility,
    reviewers: people.reviewers,
    approvedVersion: row.approvedVersion,
    approvedBy: people.approvedBy,
    approvedAt: row.approvedAt ? row.approvedAt.toISOString() : null,
    publishedUrl: row.publishedUrl,
    language: row.language,
    sources: row.sources ?? [],
  };
}
