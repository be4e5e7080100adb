import { ASSISTANT_ENTRIES, type AssistantId } from '../../core/assistants/ids.js';
import type { AssistantForm } from '../../core/assistants/types.js';

const loading = new Map<AssistantId, Promise<AssistantForm>>();

/**
 * An assistant's form part (fields, schema, submit shape), loaded with that assistant, not with
 * the workspace (decision 020). One promise per assistant, so React's `use` can wait for it; a
 * failed load is tried again on the next call.
 */
export function loadAssistantForm(id: AssistantId): Promise<AssistantForm> {
  let form = loading.get(id);
  if (!form) {
    form = ASSISTANT_ENTRIES[id].form();
    form.catch(() => loading.delete(id));
    loading.set(id, form);
  }
  return form;
}
