import { ASSISTANT_ENTRIES, ASSISTANT_IDS } from '@core/assistants/ids.js';
import { useAuth } from '../../../lib/auth.js';
import { useEnabledAssistants } from '../../../lib/bot-access.js';
import { useTenant } from '../../../lib/tenant.js';
import type { HistoryFilter } from '../api/history-list.js';

export interface HistoryTab {
  value: string;
  label: string;
  filter: HistoryFilter;
}

/**
 * All, Favorites, then one tab per assistant type in sidebar order: every type for platform
 * admins, the company's enabled assistants for everyone else (docs/product.md#history).
 */
export function useHistoryTabs(): HistoryTab[] {
  const { user } = useAuth();
  const tenant = useTenant().data;
  const { enabled } = useEnabledAssistants(tenant?.companyId);
  const types = user?.isPlatformAdmin ? ASSISTANT_IDS : enabled;
  return [
    { value: 'all', label: 'All', filter: { kind: 'all' } },
    { value: 'favorites', label: 'Favorites', filter: { kind: 'favorites' } },
    ...types.map((id) => ({
      value: id,
      label: ASSISTANT_ENTRIES[id].displayName,
      filter: { kind: 'assistant', assistantType: id } as const,
    })),
  ];
}
