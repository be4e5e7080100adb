import { ASSISTANTS } from '../../src/core/assistants/catalogue.js';
import type { AssistantId } from '../../src/core/assistants/ids.js';
import { ASSISTANT_LIST } from '../../src/core/assistants/registry.js';
import type { AssistantSample, FormValues } from '../../src/core/assistants/types.js';

/**
 * Every assistant's samples, as its folder gives them (`sample.server.ts`, loaded through its
 * registry entry): a new assistant brings its own, and every test that iterates the registry
 * finds them here.
 */
export const SAMPLES = Object.fromEntries(
  await Promise.all(ASSISTANT_LIST.map(async (entry) => [entry.id, await entry.sample()])),
) as Record<AssistantId, AssistantSample>;

/**
 * A valid form of every assistant with every field set: the one sample the API tests, the
 * benches and anything else that needs "a form that passes" start from.
 */
export const VALID_FORMS = Object.fromEntries(
  Object.entries(SAMPLES).map(([id, sample]) => [id, sample.form]),
) as Record<AssistantId, FormValues>;

/** A valid form as a user fills it in: the defaults, with the required fields (and overrides). */
export function filledForm(id: AssistantId, overrides: FormValues = {}): FormValues {
  return { ...ASSISTANTS[id].defaults, ...SAMPLES[id].required, ...overrides };
}
