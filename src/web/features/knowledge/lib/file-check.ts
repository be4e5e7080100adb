import {
  KNOWLEDGE_FILE_EMPTY,
  KNOWLEDGE_FILE_EXTENSIONS,
  KNOWLEDGE_FILE_KIND,
  KNOWLEDGE_FILE_TOO_LARGE,
  KNOWLEDGE_MAX_FILE_BYTES,
} from '@core/api/knowledge.js';

/** The picker's `accept`: the kinds the library reads. */
export const KNOWLEDGE_ACCEPT = KNOWLEDGE_FILE_EXTENSIONS.join(',');

/** Why a file is refused before it is sent (the server's words), or null when it may go. */
export function refusalOf(file: { name: string; size: number }): string | null {
  const name = file.name.toLowerCase();
  if (!KNOWLEDGE_FILE_EXTENSIONS.some((ext) => name.endsWith(ext))) return KNOWLEDGE_FILE_KIND;
  if (file.size > KNOWLEDGE_MAX_FILE_BYTES) return KNOWLEDGE_FILE_TOO_LARGE;
  if (file.size === 0) return KNOWLEDGE_FILE_EMPTY;
  return null;
}
