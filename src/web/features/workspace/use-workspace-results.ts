import { useCallback, useState } from 'react';
import type { AssistantId } from '../../../core/assistants/ids.js';
import type { FormValues } from '../../../core/assistants/types.js';
import type { WorkspaceResult } from './lib/results.js';

/** Form values to put into the form (a loaded history item's); `seq` remounts the form. */
export interface FormSeed {
  assistantType: AssistantId;
  values: FormValues;
  seq: number;
}

interface State {
  /** The assistant the state below belongs to. */
  owner: AssistantId;
  result: WorkspaceResult | null;
  seed: FormSeed | null;
}

/** Keeps only what belongs to `active`: switching assistants clears result and form data. */
function forAssistant(state: State, active: AssistantId): State {
  return {
    owner: active,
    result: state.result?.assistantType === active ? state.result : null,
    seed: state.seed?.assistantType === active ? state.seed : null,
  };
}

/**
 * The workspace's result and loaded form data. Switching assistants clears both (spec workspace
 * §4), unless they were made for the assistant switched to (a history item being loaded).
 */
export function useWorkspaceResults(active: AssistantId) {
  const [state, setState] = useState<State>({ owner: active, result: null, seed: null });
  let current = state;
  if (state.owner !== active) {
    // Adjusting state while rendering: the stale result is never shown for the new assistant.
    current = forAssistant(state, active);
    setState(current);
  }

  const show = useCallback((result: WorkspaceResult) => {
    setState((s) => ({ ...s, result }));
  }, []);

  /** Shows a result and puts its form data into the form (history). */
  const load = useCallback((result: WorkspaceResult) => {
    setState((s) => ({
      ...s,
      result,
      seed: {
        assistantType: result.assistantType,
        values: result.formData,
        seq: (s.seed?.seq ?? 0) + 1,
      },
    }));
  }, []);

  return { result: current.result, seed: current.seed, show, load };
}
