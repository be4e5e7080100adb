import type { AssistantId } from '@core/assistants/ids.js';
import type { FormValues } from '@core/assistants/types.js';

/**
 * The last job started for each assistant, kept in local storage until its result has been
 * shown: a reload, a closed tab or another tab of the same user finds it again and shows its
 * progress, or the result it missed. Only ids and what the client itself sent are kept; the
 * text stays on the server.
 */
export interface JobRecord {
  id: string;
  assistantType: AssistantId;
  kind: 'generate' | 'revise';
  /** The form values the job was made from (a revision: those of the revised text). */
  formData: FormValues;
  /** A revision: the text it revises. */
  original?: string;
  /** When it started (ms since the epoch), for the elapsed time. */
  startedAt: number;
}

type Records = Partial<Record<AssistantId, JobRecord>>;

const PREFIX = 'copydesk.jobs.';
/** One list per company and user (local storage is per subdomain, users may share a browser). */
const keyFor = (scope: string) => `${PREFIX}${scope}`;

function readAll(scope: string): Records {
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(keyFor(scope)) ?? '{}');
    return parsed && typeof parsed === 'object' ? (parsed as Records) : {};
  } catch {
    return {};
  }
}

function writeAll(scope: string, records: Records) {
  try {
    if (Object.keys(records).length === 0) localStorage.removeItem(keyFor(scope));
    else localStorage.setItem(keyFor(scope), JSON.stringify(records));
  } catch {
    // Storage full or disabled: the running list on the server still finds running jobs.
  }
}

export function readJobRecord(scope: string, assistant: AssistantId): JobRecord | null {
  const record = readAll(scope)[assistant];
  return record && typeof record.id === 'string' ? record : null;
}

export function saveJobRecord(scope: string, record: JobRecord) {
  writeAll(scope, { ...readAll(scope), [record.assistantType]: record });
}

/** Forgets a job once its outcome has been shown (only that job: a newer one stays). */
export function dropJobRecord(scope: string, assistant: AssistantId, id: string) {
  const records = readAll(scope);
  if (records[assistant]?.id !== id) return;
  delete records[assistant];
  writeAll(scope, records);
}

/** Calls back when another tab changes this scope's records. */
export function onJobRecordsChanged(scope: string, listener: () => void): () => void {
  const handler = (event: StorageEvent) => {
    if (event.key === keyFor(scope) || event.key === null) listener();
  };
  window.addEventListener('storage', handler);
  return () => window.removeEventListener('storage', handler);
}
