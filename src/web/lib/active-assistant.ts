import { useLocation } from 'wouter';
import type { AssistantId } from '@core/assistants/ids.js';
import { assistantFromPath, assistantPath, HOME_ASSISTANT } from '@core/assistants/paths.js';
import { navigateKeepingCompany } from './navigation.js';

/**
 * Switches assistants by opening the assistant's address: nothing but the address holds the
 * active assistant. `replace` for corrections the user did not ask for.
 */
export function openAssistant(id: AssistantId, opts: { replace?: boolean } = {}) {
  const target = assistantPath(id);
  if (window.location.pathname === target) return;
  navigateKeepingCompany(target, opts);
}

export function useActiveAssistant(): AssistantId {
  const [location] = useLocation();
  return assistantFromPath(location) ?? HOME_ASSISTANT;
}
