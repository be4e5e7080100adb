import { ASSISTANT_LIST } from './registry.js';
import type {
  AssistantDefinitionOf,
  AssistantEntry,
  AssistantWithFormOf,
  FormValues,
} from './types.js';

/** An assistant's id, as the registry (registry.ts) lists them. */
export type AssistantId = (typeof ASSISTANT_LIST)[number]['id'];

/** One assistant of the catalogue with its form part loaded (catalogue.ts). */
export type AssistantDefinition<V extends FormValues = FormValues> = AssistantDefinitionOf<
  AssistantId,
  V
>;

/** One assistant with its form part as the workspace loads it (catalogue.ts loads the schema too). */
export type AssistantWithForm = AssistantWithFormOf<AssistantId>;

/** The assistants' ids, in sidebar order. */
export const ASSISTANT_IDS = ASSISTANT_LIST.map((entry) => entry.id) as unknown as readonly [
  AssistantId,
  ...AssistantId[],
];

export function isAssistantId(value: unknown): value is AssistantId {
  return typeof value === 'string' && (ASSISTANT_IDS as readonly string[]).includes(value);
}

/** Every assistant's light part (names, icon, webhook tab, output kind), keyed by id. */
export const ASSISTANT_ENTRIES = Object.fromEntries(
  ASSISTANT_LIST.map((entry) => [entry.id, entry]),
) as unknown as Record<AssistantId, AssistantEntry<AssistantId>>;

/**
 * Whether an assistant answers with leads (a table, CSV, no streaming), by an id from anywhere
 * (a route, a stored row, the client's state): behaviour asks the registry, never an id.
 */
export function producesLeads(id: unknown): boolean {
  return isAssistantId(id) && ASSISTANT_ENTRIES[id].output === 'leads';
}
