import type { AssistantEntry } from './types.js';

/**
 * Declares an assistant: its light part and loaders of its heavy parts. The id is kept as a
 * literal, so the registry's list gives the AssistantId type.
 */
export function defineAssistant<const Id extends string>(entry: AssistantEntry<Id>) {
  return entry;
}
