import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CreatePresetBody, Preset, PresetList } from '@core/api/presets.js';
import type { AssistantId } from '@core/assistants/ids.js';
import { apiRequest, getFrom } from '../../../lib/api.js';
import { queryKeys } from '../../../lib/query-keys.js';
import { useTenant } from '../../../lib/tenant.js';

/** GET /api/presets: the user's own presets of an assistant and the company's shared ones. */
const presetsQuery = (companyId: string, assistantType: AssistantId) =>
  queryOptions({
    queryKey: queryKeys.presets(companyId, assistantType),
    queryFn: getFrom<PresetList>(`/api/presets?assistantType=${assistantType}`),
    select: (data) => data.presets,
    enabled: companyId !== '',
  });

export function usePresets(assistantType: AssistantId) {
  const companyId = useTenant().data?.companyId ?? '';
  return useQuery(presetsQuery(companyId, assistantType));
}

/** Every list of presets is asked for again (a save or delete changes what they hold). */
const invalidatePresets = (client: ReturnType<typeof useQueryClient>) =>
  client.invalidateQueries({ queryKey: ['presets'] });

/** POST /api/presets (the saved preset). */
export function useCreatePreset() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: CreatePresetBody) => apiRequest<Preset>('POST', '/api/presets', body),
    onSuccess: () => invalidatePresets(client),
  });
}

/** DELETE /api/presets/{id}. */
export function useDeletePreset() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => apiRequest('DELETE', `/api/presets/${id}`),
    onSettled: () => invalidatePresets(client),
  });
}
