import { customizationOf, listFields, resolveOptions } from './form-helpers.js';
import { GENERIC } from './schema-helpers.js';
import type { Customization, FormValues, WarnLogger } from './types.js';
import type { AssistantDefinition } from './ids.js';

/** A value outside its field's options: the path inside the form values and the message. */
export interface OptionIssue {
  path: string[];
  message: string;
}

/**
 * Select, radio and checkbox-group values that are not among the company's effective options:
 * its customised list when set and readable, else the defaults (`resolveOptions`); choices shown
 * disabled ("Coming soon") cannot be chosen. Blank values are the schema's to judge; free-text
 * fields are not looked at.
 */
export function optionIssues(
  def: AssistantDefinition,
  values: FormValues,
  customization?: Customization | null,
  log?: WarnLogger,
): OptionIssue[] {
  const own = customizationOf(customization, def.id);
  const issues: OptionIssue[] = [];
  for (const field of listFields(def)) {
    if (field.kind !== 'select' && field.kind !== 'radio' && field.kind !== 'checkbox-group') {
      continue;
    }
    const allowed = resolveOptions(field, own, log)
      .filter((option) => !option.disabled)
      .map((option) => option.value);
    const check = (value: unknown, path: string[]) => {
      if (typeof value !== 'string' || value === '' || allowed.includes(value)) return;
      issues.push({ path, message: GENERIC.invalidOption(allowed, value) });
    };
    const value = values[field.name];
    if (field.kind === 'checkbox-group' && Array.isArray(value)) {
      value.forEach((item, index) => check(item, [field.name, String(index)]));
    } else {
      check(value, [field.name]);
    }
  }
  return issues;
}
