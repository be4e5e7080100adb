import { queryOptions, useQuery } from '@tanstack/react-query';
import type { KnowledgeAvailable } from '@core/api/knowledge.js';
import type { AssistantId } from '@core/assistants/ids.js';
import { getFrom } from '../../../lib/api.js';
import { useTenant } from '../../../lib/tenant.js';

const NONE: readonly AssistantId[] = [];

/**
 * GET /api/knowledge/available: the assistants whose generations are sent company knowledge.
 * Under the `knowledge` key, so what changes the company's knowledge asks for it again.
 */
const knowledgeAvailableQuery = (companyId: string) =>
  queryOptions({
    queryKey: ['knowledge', 'available', companyId] as const,
    queryFn: getFrom<KnowledgeAvailable>('/api/knowledge/available'),
    select: (data) => data.assistantTypes,
    enabled: companyId !== '',
  });

/**
 * The assistants that offer "Use company knowledge": none until known, or when unanswered (then
 * no switch is shown and the server decides).
 */
export function useKnowledgeAvailable(): readonly AssistantId[] {
  const companyId = useTenant().data?.companyId ?? '';
  return useQuery(knowledgeAvailableQuery(companyId)).data ?? NONE;
}
