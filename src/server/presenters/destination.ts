import type { Destination } from '@core/api/publishing.js';
import { isAssistantId } from '@core/assistants/ids.js';
import { maskSecret } from '../operations/secrets.js';
import type { DestinationRow } from '../services/publishing/destinations.js';

/**
 * A destination as admins see it: its URL as stored, its key only as a mask (last four
 * characters; `readKey` decrypts, '' when the key cannot be read).
 */
export function presentDestination(
  row: DestinationRow,
  readKey: (encrypted: string) => string,
): Destination {
  return {
    id: row.id,
    name: row.name,
    url: row.url,
    apiKey: row.apiKeyEncrypted ? maskSecret(readKey(row.apiKeyEncrypted) || '????') : '',
    assistantTypes: row.assistantTypes.filter(isAssistantId),
    enabled: row.enabled,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
