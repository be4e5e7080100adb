import type { HistoryItem, HistoryVersion } from '@core/api/history.js';
import { apiRequest, withCompany } from '../../../lib/api.js';

/** What a change of an item's text came to: saved, or refused because it moved on. */
export type SaveOutcome = { saved: HistoryItem } | { conflict: HistoryItem };

const itemUrl = (id: number) => `/api/history/${id}`;

/**
 * PATCH /api/history/{id} (or POST .../restore): the change, made on `baseVersion`. A 409 is
 * an answer here, not an error: it carries the item as another tab or person left it.
 */
async function change(url: string, method: string, body: unknown): Promise<SaveOutcome> {
  const res = await fetch(withCompany(url), {
    method,
    credentials: 'same-origin',
    headers: { 'content-type': 'application/json', accept: 'application/json' },
    body: JSON.stringify(body),
  });
  const data = (await res.json().catch(() => ({}))) as { item?: HistoryItem; message?: string };
  if (res.status === 409 && data.item) return { conflict: data.item };
  if (!res.ok) throw new Error(data.message || 'The text could not be saved.');
  return { saved: data as HistoryItem };
}

export const saveEdit = (id: number, content: string, baseVersion: number) =>
  change(itemUrl(id), 'PATCH', { content, baseVersion });

export const restoreVersion = (id: number, version: number, baseVersion: number) =>
  change(`${itemUrl(id)}/restore`, 'POST', { version, baseVersion });

/** POST /api/history/{id}/undo: the rewrite that made `version` is taken back. */
export const undoRewrite = (id: number, version: number) =>
  change(`${itemUrl(id)}/undo`, 'POST', { version });

/** GET /api/history/{id}/versions: newest first. */
export async function listVersions(id: number): Promise<HistoryVersion[]> {
  const data = await apiRequest<{ versions: HistoryVersion[] }>('GET', `${itemUrl(id)}/versions`);
  return data.versions;
}
