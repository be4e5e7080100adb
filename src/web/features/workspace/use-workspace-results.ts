import { useCallback, useState } from 'react';
import type { AssistantId } from '@core/assistants/ids.js';
import type { FormValues } from '@core/assistants/types.js';
import type { PanelFailure } from './components/failure-notice.js';
import type { ResultsTab } from './components/results-panel.js';
import type { WorkspaceResult } from './lib/results.js';

/** Form values to put into the form (a loaded history item's); `seq` remounts the form. */
export interface FormSeed {
  assistantType: AssistantId;
  values: FormValues;
  seq: number;
}

/** Everything the workspace shows for one assistant, reset together on switching. */
interface State {
  /** The assistant the state below belongs to. */
  owner: AssistantId;
  result: WorkspaceResult | null;
  seed: FormSeed | null;
  tab: ResultsTab;
  revisionText: string;
  /** The assistant whose generation was refused for want of a webhook (explained in the panel). */
  noWebhook: AssistantId | null;
  /** The last generation failed: shown in the panel, with the inputs to try again with. */
  failure: WorkspaceFailure | null;
}

/** A failed generation, with the inputs it was started with (Try again). */
export interface WorkspaceFailure extends PanelFailure {
  formData: FormValues;
}

/**
 * The one reset on switching assistants: a new assistant starts on its content tab with an empty
 * revision box and no webhook notice; result and form data stay only if they were made for it.
 */
function forAssistant(state: State, active: AssistantId): State {
  return {
    owner: active,
    result: state.result?.assistantType === active ? state.result : null,
    seed: state.seed?.assistantType === active ? state.seed : null,
    tab: 'content',
    revisionText: '',
    noWebhook: null,
    failure: null,
  };
}

const initial = (active: AssistantId): State => ({
  owner: active,
  result: null,
  seed: null,
  tab: 'content',
  revisionText: '',
  noWebhook: null,
  failure: null,
});

/**
 * The workspace's per-assistant state: result, loaded form data, results tab, revision text and
 * the missing-webhook notice. Switching assistants resets it all (docs/product.md#workspace), except a
 * result and form data made for the assistant switched to (a history item being loaded).
 */
export function useWorkspaceResults(active: AssistantId) {
  const [state, setState] = useState<State>(() => initial(active));
  let current = state;
  if (state.owner !== active) {
    // Adjusting state while rendering: the stale state is never shown for the new assistant.
    current = forAssistant(state, active);
    setState(current);
  }

  const show = useCallback((result: WorkspaceResult) => {
    setState((s) => ({ ...s, result, failure: null }));
  }, []);

  /** Shows a result and puts its form data into the form (history). */
  const load = useCallback((result: WorkspaceResult) => {
    setState((s) => ({
      ...s,
      result,
      failure: null,
      seed: {
        assistantType: result.assistantType,
        values: result.formData,
        seq: (s.seed?.seq ?? 0) + 1,
      },
    }));
  }, []);

  const setTab = useCallback((tab: ResultsTab) => setState((s) => ({ ...s, tab })), []);
  const setRevisionText = useCallback(
    (revisionText: string) => setState((s) => ({ ...s, revisionText })),
    [],
  );
  const setNoWebhook = useCallback(
    (noWebhook: AssistantId | null) => setState((s) => ({ ...s, noWebhook })),
    [],
  );
  const setFailure = useCallback(
    (failure: WorkspaceFailure | null) => setState((s) => ({ ...s, failure })),
    [],
  );

  return {
    result: current.result,
    seed: current.seed,
    tab: current.tab,
    revisionText: current.revisionText,
    noWebhook: current.noWebhook,
    failure: current.failure,
    show,
    load,
    setTab,
    setRevisionText,
    setNoWebhook,
    setFailure,
  };
}
