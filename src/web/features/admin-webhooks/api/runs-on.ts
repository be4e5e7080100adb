import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { RunsOnSettings } from '@core/api/model-connection.js';
import { apiRequest, getFrom } from '../../../lib/api.js';
import { invalidateEnabledAssistants, queryKeys } from '../../../lib/query-keys.js';

const runsOnUrl = (companyId: string) =>
  `/api/admin/companies/${encodeURIComponent(companyId)}/runs-on`;

/** GET: which way each assistant of the company runs, its model or its automation. */
export function useRunsOn(companyId: string | undefined) {
  return useQuery(
    queryOptions({
      queryKey: queryKeys.runsOn(companyId ?? ''),
      queryFn: getFrom<RunsOnSettings>(runsOnUrl(companyId ?? '')),
      enabled: Boolean(companyId),
    }),
  );
}

/** PUT the assistants whose way changed; the answer (every assistant's) replaces the cached one. */
export function useSaveRunsOn(companyId: string | undefined) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (changed: Partial<RunsOnSettings>) =>
      apiRequest<RunsOnSettings>('PUT', runsOnUrl(companyId ?? ''), changed),
    onSuccess: (saved) => {
      const key = queryKeys.runsOn(companyId ?? '');
      if (typeof saved === 'object' && saved !== null) client.setQueryData(key, saved);
      else void client.invalidateQueries({ queryKey: key });
      // An assistant on the model needs no webhook: which ones members may use can change.
      void invalidateEnabledAssistants(client);
    },
  });
}
