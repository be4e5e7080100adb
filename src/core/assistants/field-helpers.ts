import type { FieldOption, FormValues } from './types.js';

/**
 * Helpers of the assistants' forms that need no validation library: option lists, conditions and
 * value checks shared by a form's fields and its schema. A form part (`form.ts`) uses only these,
 * so the browser loads zod with the form's schema (`schema.ts`), not with the form (decision 054).
 */

/** True when the value is (or, after trimming, is) blank or missing. */
export function isBlank(value: unknown): boolean {
  return typeof value !== 'string' || value.trim() === '';
}

/** Email purposes: 'Other' (labels as values) or 'other' (kebab values) asks for otherPurpose. */
export function isOtherPurpose(value: unknown): boolean {
  return typeof value === 'string' && value.trim().toLowerCase() === 'other';
}

/** Builds options whose value is also the label (lists given as labels in the spec). */
export function labelOptions(labels: readonly string[]): FieldOption[] {
  return labels.map((label) => ({ value: label, label }));
}

/** Builds options from a value -> label record, in its order. */
export function recordOptions(record: Record<string, string>): FieldOption[] {
  return Object.entries(record).map(([value, label]) => ({ value, label }));
}

/** Builds options for a fixed list of values, with a label for each. */
export function optionsFrom<T extends string>(
  values: readonly T[],
  labels: Record<T, string>,
): FieldOption[] {
  return values.map((value) => ({ value, label: labels[value] }));
}

/** `visibleWhen` helper: shows a field while a boolean form value is on. */
export function whenOn(name: string) {
  return (values: FormValues) => values[name] === true;
}
