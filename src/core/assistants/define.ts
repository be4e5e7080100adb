import type { AssistantEntry, AssistantForm, AssistantSample, FormValues } from './types.js';

/**
 * Declares an assistant: its light part and loaders of its heavy parts. The id is kept as a
 * literal, so the registry's list gives the AssistantId type; the form is checked against its
 * own values (field names are schema keys), and so is its sample; both are then handed on as
 * holding any values.
 */
export function defineAssistant<const Id extends string, V extends FormValues>(
  entry: Omit<AssistantEntry<Id>, 'form' | 'sample'> & {
    form(): Promise<AssistantForm<V>>;
    sample(): Promise<AssistantSample<V>>;
  },
): AssistantEntry<Id> {
  return entry as unknown as AssistantEntry<Id>;
}
