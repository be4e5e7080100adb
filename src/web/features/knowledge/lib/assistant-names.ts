import { ASSISTANT_ENTRIES, ASSISTANT_IDS, type AssistantId } from '@core/assistants/ids.js';

/** The assistants that write text, in sidebar order: those knowledge can be sent to. */
export const TEXT_ASSISTANTS: AssistantId[] = ASSISTANT_IDS.filter(
  (id) => ASSISTANT_ENTRIES[id].output !== 'leads',
);

export const assistantName = (id: AssistantId) => ASSISTANT_ENTRIES[id].displayName;

/** "All assistants", or the chosen ones' names. */
export function usedByText(types: readonly AssistantId[]): string {
  return types.length === 0 ? 'All assistants' : types.map(assistantName).join(', ');
}
