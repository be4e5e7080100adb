import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { QueryClient } from '@tanstack/react-query';
import type { GenerateBody, GenerateResponse, ReviseBody } from '../../../../core/api/generate.js';
import { apiRequest } from '../../../lib/api.js';
import { invalidateActivityFigures } from '../../../lib/query-keys.js';

export interface ReviseResponse {
  content: string;
  historyId: number;
}

/**
 * A new or revised item lands in the history: every history query is refetched, and the usage
 * figures that count generations.
 */
function invalidateHistory(client: QueryClient) {
  invalidateActivityFigures(client);
  return client.invalidateQueries({
    predicate: (query) => String(query.queryKey[0] ?? '').startsWith('/api/history'),
  });
}

export function generateContent(body: GenerateBody): Promise<GenerateResponse> {
  return apiRequest<GenerateResponse>('POST', '/api/generate', body);
}

export function reviseContent(body: ReviseBody): Promise<ReviseResponse> {
  return apiRequest<ReviseResponse>('POST', '/api/revise', body);
}

/** POST /api/generate: `{content}`, or `{summary, leads}` for the lead generator. */
export function useGenerate() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: generateContent,
    onSuccess: () => invalidateHistory(client),
  });
}

/** POST /api/revise: the revised `{content}`, saved as a new history item. */
export function useRevise() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: reviseContent,
    onSuccess: () => invalidateHistory(client),
  });
}
