import type { ModelConnection, ModelConnectionAnswer } from '@core/api/model-connection.js';
import { maskSecret } from '../operations/secrets.js';
import type {
  ModelConnectionRecord,
  ModelConnections,
} from '../services/model-connections/stored-connection.js';

/** A key that is set, with none of it shown. */
const HIDDEN_KEY = '••••••••';

export interface KeyView {
  /** The key in clear ('' when it cannot be read), only to mask it. */
  readKey: (record: ModelConnectionRecord) => string;
  /** Whether the viewer may see the end of the platform's key (operator staff). */
  platformKeyEnd: boolean;
}

/**
 * What leaves the server of a connection: never the key, only a mask of its last four
 * characters, and of the platform's key (or the environment's) not even that unless the viewer
 * is operator staff.
 */
function presentModelConnection(record: ModelConnectionRecord, keys: KeyView): ModelConnection {
  const keySet = 'environment' in record.key || record.key.encrypted !== '';
  const showEnd = record.source === 'company' || keys.platformKeyEnd;
  let apiKey = '';
  if (keySet) apiKey = showEnd ? maskSecret(keys.readKey(record) || '????') : HIDDEN_KEY;
  return {
    provider: record.provider,
    baseUrl: record.baseUrl,
    apiKey,
    model: record.model,
    label: record.label,
    inputPricePerMillion: record.inputPricePerMillion,
    outputPricePerMillion: record.outputPricePerMillion,
    source: record.source,
    readOnly: record.source === 'environment',
    updatedAt: record.updatedAt?.toISOString() ?? null,
  };
}

export function presentModelConnections(
  connections: ModelConnections,
  keys: KeyView,
): ModelConnectionAnswer {
  return {
    own: connections.own && presentModelConnection(connections.own, keys),
    effective: connections.effective && presentModelConnection(connections.effective, keys),
  };
}
