import type { QueryClient } from '@tanstack/react-query';
import type { GenerateBody, ReviseBody } from '../../../../core/api/generate.js';
import {
  generationAcceptedSchema,
  generationListSchema,
  generationSchema,
  type Generation,
} from '../../../../core/api/generations.js';
import { apiRequest, withCompany } from '../../../lib/api.js';
import { invalidateActivityFigures } from '../../../lib/query-keys.js';

export type StartBody = GenerateBody | (ReviseBody & { action: 'revise' });

const jobUrl = (id: string) => `/api/generations/${encodeURIComponent(id)}`;

/** POST /api/generations: 202 `{id, status: "running"}`; the automation runs in the background. */
export async function startGeneration(body: StartBody): Promise<{ id: string }> {
  return generationAcceptedSchema.parse(await apiRequest('POST', '/api/generations', body));
}

/** POST /api/generations/{id}/cancel. */
export async function cancelGeneration(id: string): Promise<void> {
  await apiRequest('POST', `${jobUrl(id)}/cancel`);
}

/** GET /api/generations/{id}: the job's state and text so far. */
export async function getGeneration(id: string): Promise<Generation> {
  return generationSchema.parse(await apiRequest('GET', jobUrl(id)));
}

/** GET /api/generations?status=running: the user's running jobs (any tab, any device). */
export async function listRunningGenerations(): Promise<Generation[]> {
  const data = await apiRequest<unknown>('GET', '/api/generations?status=running');
  return generationListSchema.parse(data);
}

/** The job's Server-Sent Events address (same origin: the session cookie goes along). */
export const generationEventsUrl = (id: string) => withCompany(`${jobUrl(id)}/events`);

/**
 * A new or revised item lands in the history: every history query is refetched, and the usage
 * figures that count generations.
 */
export function invalidateHistory(client: QueryClient) {
  invalidateActivityFigures(client);
  return client.invalidateQueries({
    predicate: (query) => String(query.queryKey[0] ?? '').startsWith('/api/history'),
  });
}
