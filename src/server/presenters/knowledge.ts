import type { KnowledgeDocument } from '@core/api/knowledge.js';
import type { AssistantId } from '@core/assistants/ids.js';
import type { KnowledgeRow } from '../services/knowledge/library.js';

/** The fields of a knowledge document that leave the server (no company id). */
export function presentKnowledge(row: KnowledgeRow): KnowledgeDocument {
  return {
    id: row.id,
    title: row.title,
    source: row.source,
    bytes: row.bytes,
    passages: row.passages,
    status: row.status,
    error: row.error,
    enabled: row.enabled,
    // Written through the PATCH schema, which admits known assistant types only.
    assistantTypes: row.assistantTypes as AssistantId[],
    createdBy:
      row.createdBy !== null && row.createdByName !== null
        ? { id: row.createdBy, username: row.createdByName }
        : null,
    createdAt: row.createdAt.toISOString(),
  };
}
