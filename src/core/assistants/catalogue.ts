import { ASSISTANT_IDS, ASSISTANT_ENTRIES, isAssistantId, type AssistantId } from './ids.js';
import { customizationKeysOf, loadSchema, type CustomizationKeyInfo } from './form-helpers.js';
import { ASSISTANT_LIST } from './registry.js';
import type { AssistantDefinition } from './ids.js';

export {
  customizationOf,
  optionListJson,
  defaultsFor,
  effectiveDescription,
  listFields,
  parseOptionList,
  placeholderFor,
  resolveOptions,
  type CustomizationKeyInfo,
} from './form-helpers.js';

/** Every form part with its schema (which a form may keep in a module of its own). */
const forms = await Promise.all(
  ASSISTANT_LIST.map(async (entry) => {
    const form = await entry.form();
    return { ...form, schema: await loadSchema(form.schema) };
  }),
);

/**
 * Every assistant with its form part, keyed by id: for the server and the admin pages. The
 * workspace loads one assistant's form at a time instead (`entry.form()`, decision 020).
 * Iterate ASSISTANT_IDS for the sidebar order.
 */
export const ASSISTANTS = Object.fromEntries(
  ASSISTANT_IDS.map((id, i) => {
    const { form: _f, demo: _d, n8nPrompt: _n, sample: _s, ...light } = ASSISTANT_ENTRIES[id];
    return [id, { ...light, ...forms[i] }];
  }),
) as Record<AssistantId, AssistantDefinition>;

export function getAssistant(id: AssistantId): AssistantDefinition {
  return ASSISTANTS[id];
}

/** The assistant of an unchecked id (a route parameter, a stored row), if it is one. */
export function findAssistant(id: unknown): AssistantDefinition | undefined {
  return isAssistantId(id) ? ASSISTANTS[id] : undefined;
}

/** The customisation keys of each assistant, with labels, for the admin Customise dialog. */
export const CUSTOMIZATION_KEYS = {} as Record<AssistantId, readonly CustomizationKeyInfo[]>;
for (const id of ASSISTANT_IDS) CUSTOMIZATION_KEYS[id] = customizationKeysOf(ASSISTANTS[id]);
