import type { Generation } from '@core/api/generations.js';
import type { JobRow } from '../services/generations/job-store.js';

type LeadsPart = Pick<Generation, 'summary' | 'leads'>;

/** A job as its owner sees it; `live`: the text so far held by this instance, when fresher. */
export function presentGeneration(row: JobRow, live?: string): Generation {
  const result = row.result as LeadsPart | null;
  const content = row.status === 'running' && live !== undefined ? live : row.content;
  return {
    id: row.id,
    assistantType: row.assistantType,
    action: row.action,
    status: row.status,
    formData: row.formData,
    content,
    summary: result?.summary ?? null,
    leads: result?.leads ?? null,
    historyId: row.historyId,
    error: row.error,
    startedAt: row.startedAt.toISOString(),
    finishedAt: row.finishedAt ? row.finishedAt.toISOString() : null,
  };
}
