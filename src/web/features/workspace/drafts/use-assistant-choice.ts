import { useEffect, useRef } from 'react';
import type { AssistantId } from '@core/assistants/ids.js';
import { openAssistant } from '../../../lib/active-assistant.js';
import { readLastAssistant, saveLastAssistant } from './draft-store.js';

const SHOWN_IN_TAB = 'copydesk.workspace-shown';

/** True the first time the workspace shows in this tab (session storage is per tab). */
function firstShownInTab(): boolean {
  try {
    if (sessionStorage.getItem(SHOWN_IN_TAB)) return false;
    sessionStorage.setItem(SHOWN_IN_TAB, '1');
    return true;
  } catch {
    return false;
  }
}

interface AssistantChoiceOptions {
  active: AssistantId;
  /** Company and user (`userScope`); null until both are known. */
  scope: string | null;
  /** The assistants this user may use here, once known. */
  enabled: readonly AssistantId[];
  isLoading: boolean;
}

/**
 * Which assistant the workspace shows. It must be one this user may use here (else the first
 * one). Reopening the app at its root address returns to the last assistant used:
 * only when the tab first shows the workspace, at `/`, so an assistant's address, Back, a
 * reload and `/` opened from inside the app show what they name. The assistant shown is
 * remembered per company and user.
 */
export function useAssistantChoice({ active, scope, enabled, isLoading }: AssistantChoiceOptions) {
  const decided = useRef(false);
  useEffect(() => {
    if (isLoading || enabled.length === 0) return;
    let target = enabled.includes(active) ? null : enabled[0];
    if (scope && !decided.current) {
      decided.current = true;
      const last = readLastAssistant(scope);
      const reopened = firstShownInTab() && window.location.pathname === '/';
      if (reopened && last && last !== active && enabled.includes(last)) target = last;
    }
    if (target) openAssistant(target, { replace: true });
    else if (scope) saveLastAssistant(scope, active);
  }, [active, scope, enabled, isLoading]);
}
