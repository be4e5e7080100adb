/** Pure helpers of the assistants' forms (no catalogue: the client loads forms one by one). */
import type { z } from 'zod/mini';
import {
  CUSTOMIZATION_KEY_LABELS,
  customizationKeyKind,
  type CustomizationKey,
  type CustomizationKeyKind,
} from './customization-keys.js';
import type { AssistantId } from './ids.js';
import type {
  AssistantCustomization,
  AssistantEntry,
  AssistantForm,
  Customization,
  FieldDescriptor,
  FieldOption,
  FormSchema,
  FormValues,
  GroupOption,
  WarnLogger,
} from './types.js';
import type { AssistantWithForm } from './ids.js';

/** What the form helpers read of an assistant: its id and its form part. */
type FormOf = Pick<AssistantWithForm, 'id'> & Pick<AssistantForm, 'fields' | 'defaults'>;

/** All fields of a form in order, sections flattened. */
export function listFields(def: Pick<AssistantForm, 'fields'>): FieldDescriptor[] {
  return def.fields.flatMap((item) => (item.kind === 'section' ? item.fields : [item]));
}

/** One assistant's customisation out of a company's whole customisation. */
export function customizationOf(
  customization: Customization | null | undefined,
  id: AssistantId,
): AssistantCustomization {
  return customization?.[id] ?? {};
}

export type OptionListParse =
  | { status: 'empty' }
  | { status: 'valid'; options: FieldOption[] }
  | { status: 'invalid'; reason: string };

/**
 * Reads a customised option list: a JSON object of value -> label (docs/product.md#customisation). A blank text or
 * an empty object means "use the defaults".
 */
export function parseOptionList(raw: string | null | undefined): OptionListParse {
  if (raw == null || raw.trim() === '') return { status: 'empty' };
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    return { status: 'invalid', reason: 'Not valid JSON' };
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) {
    return { status: 'invalid', reason: 'Expected a JSON object of value to label' };
  }
  const options: FieldOption[] = [];
  for (const [value, label] of Object.entries(parsed)) {
    if (value.trim() === '') return { status: 'invalid', reason: 'An option value is empty' };
    if (typeof label !== 'string' && typeof label !== 'number') {
      return { status: 'invalid', reason: `The label of "${value}" is not text` };
    }
    options.push({ value, label: String(label) });
  }
  return options.length === 0 ? { status: 'empty' } : { status: 'valid', options };
}

/**
 * The options a field offers for a company: its customised list when one is set and valid,
 * otherwise its default list (an unparseable list is reported through `log`).
 */
export function resolveOptions(
  field: FieldDescriptor,
  customization?: AssistantCustomization | null,
  log?: WarnLogger,
): readonly GroupOption[] {
  if (!('options' in field)) return [];
  const key = 'optionsKey' in field ? field.optionsKey : undefined;
  if (!key) return field.options;
  const result = parseOptionList(customization?.[key]);
  if (result.status === 'valid') return result.options;
  if (result.status === 'invalid') {
    log?.(`Invalid ${key} customisation, using the default options`, {
      field: field.name,
      key,
      reason: result.reason,
    });
  }
  return field.options;
}

/** The description under the heading: the company's own, else the default. */
export function effectiveDescription(
  def: Pick<AssistantEntry, 'id' | 'defaultDescription'>,
  customization?: Customization | null,
): string {
  const custom = customization?.[def.id]?.description;
  return custom && custom.trim() !== '' ? custom : def.defaultDescription;
}

/** The placeholder of a field: the company's example text, else the default placeholder. */
export function placeholderFor(
  field: FieldDescriptor,
  customization?: AssistantCustomization | null,
): string | undefined {
  const example = field.exampleKey ? customization?.[field.exampleKey] : undefined;
  return example && example.trim() !== '' ? example : field.placeholder;
}

/**
 * The form defaults for a company: a default choice missing from a customised list becomes the
 * list's first value; default checks keep the values the list still offers (else its first).
 */
export function defaultsFor(
  def: FormOf,
  customization?: Customization | null,
  log?: WarnLogger,
): FormValues {
  const own = customizationOf(customization, def.id);
  const values: FormValues = { ...def.defaults };
  for (const field of listFields(def)) {
    if (!('optionsKey' in field) || !field.optionsKey || !own[field.optionsKey]) continue;
    const allowed = resolveOptions(field, own, log).map((o) => o.value);
    const current = values[field.name];
    if (field.kind === 'checkbox-group' && Array.isArray(current)) {
      const kept = current.filter((v) => allowed.includes(String(v)));
      values[field.name] = kept.length > 0 || current.length === 0 ? kept : allowed.slice(0, 1);
    } else if (typeof current === 'string' && current !== '' && !allowed.includes(current)) {
      values[field.name] = allowed[0] ?? '';
    }
  }
  return values;
}

/** One entry of the admin Customise dialog. */
export interface CustomizationKeyInfo {
  key: CustomizationKey;
  label: string;
  kind: CustomizationKeyKind;
  /** What applies while the key is unset: the default description or placeholder. */
  defaultText?: string;
  /** The default list of an option key, shown as the dialog's example JSON. */
  defaultOptions?: readonly FieldOption[];
}

function keyInfo(def: AssistantWithForm, key: CustomizationKey): CustomizationKeyInfo {
  const info: CustomizationKeyInfo = {
    key,
    label: CUSTOMIZATION_KEY_LABELS[key],
    kind: customizationKeyKind(key),
  };
  if (key === 'description') return { ...info, defaultText: def.defaultDescription };
  const fields = listFields(def);
  const example = fields.find((f) => f.exampleKey === key);
  if (example?.placeholder) return { ...info, defaultText: example.placeholder };
  const listed = fields.find((f) => 'optionsKey' in f && f.optionsKey === key);
  if (listed && 'options' in listed) {
    return {
      ...info,
      defaultOptions: listed.options.map(({ value, label }) => ({ value, label })),
    };
  }
  return info;
}

/** An assistant's customisation keys, with labels and defaults, for the Customise dialog. */
export function customizationKeysOf(def: AssistantWithForm): readonly CustomizationKeyInfo[] {
  return def.customizationKeys.map((key) => keyInfo(def, key));
}

/** The JSON text of an option list, as the Customise dialog shows it. */
export function optionListJson(options: readonly FieldOption[]): string {
  return JSON.stringify(Object.fromEntries(options.map((o) => [o.value, o.label])), null, 2);
}

/** A form's schema, its module loaded first when the form keeps it apart (decision 054). */
export async function loadSchema<V extends FormValues>(
  schema: FormSchema<V>,
): Promise<z.ZodMiniType<V, V>> {
  return typeof schema === 'function' ? schema() : schema;
}
