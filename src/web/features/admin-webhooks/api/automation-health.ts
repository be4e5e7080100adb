import { useQuery } from '@tanstack/react-query';
import type { AssistantHealth, AutomationHealth } from '@core/api/automation-health.js';
import { getFrom } from '../../../lib/api.js';
import { queryKeys } from '../../../lib/query-keys.js';

/** The window the webhooks page shows, in days. */
export const HEALTH_DAYS = 7;

/** GET /api/admin/automation-health for one company: each assistant's runs, by assistant. */
export function useAutomationHealth(companyId: string) {
  const params = new URLSearchParams({ days: String(HEALTH_DAYS), company: companyId });
  return useQuery({
    queryKey: queryKeys.automationHealth(companyId, HEALTH_DAYS),
    queryFn: getFrom<AutomationHealth>(`/api/admin/automation-health?${params.toString()}`),
    select: (data) =>
      new Map<string, AssistantHealth>(data.assistants.map((a) => [a.assistantType, a])),
  });
}
