import { ASSISTANT_ENTRIES, type AssistantId } from '@core/assistants/ids.js';
import type { AssistantForm } from '@core/assistants/types.js';

const loading = new Map<AssistantId, Promise<AssistantForm>>();
const loaded = new Map<AssistantId, AssistantForm>();

/**
 * An assistant's form part (fields, schema, submit shape), loaded with that assistant, not with
 * the workspace (decision 020). One promise per assistant, so React's `use` can wait for it; a
 * failed load is tried again on the next call.
 */
export function loadAssistantForm(id: AssistantId): Promise<AssistantForm> {
  let form = loading.get(id);
  if (!form) {
    form = ASSISTANT_ENTRIES[id].form();
    form.then(
      (value) => loaded.set(id, value),
      () => loading.delete(id),
    );
    loading.set(id, form);
  }
  return form;
}

/** The form part once it has arrived (no need to suspend for it), else undefined. */
export function loadedAssistantForm(id: AssistantId): AssistantForm | undefined {
  void loadAssistantForm(id).catch(() => undefined);
  return loaded.get(id);
}
