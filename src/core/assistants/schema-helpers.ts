import { z } from 'zod';
import type { FieldOption, FormValues } from './types.js';

/** Generic message where the spec gives none (spec forms-and-admin §5). */
export const REQUIRED = 'Required';

/** The spec's validation messages shared by several forms (forms-and-admin §5). */
export const MESSAGES = {
  topicMin3: 'Topic must be at least 3 characters',
  audienceMin3: 'Target audience must be at least 3 characters',
  topicDetailed: 'Topic must be detailed (at least 10 characters)',
  targetAudienceSpecific: 'Target audience must be specific (at least 5 characters)',
  emphasisDetail:
    'Please provide more detail about what you want to emphasize (at least 10 characters)',
  emailPurposeRequired: 'Email purpose is required',
} as const;

/** A required text of at least `min` characters; a missing value reads 'Required'. */
export function minText(min: number, message: string) {
  return z.string({ error: REQUIRED }).min(min, message);
}

/**
 * The value of a select whose list a company may customise: any non-empty string, since a
 * company's own values must pass (spec forms-and-admin §3, AssistantCustomization).
 */
export function choice(message: string = REQUIRED) {
  return z.string({ error: message }).min(1, message);
}

/** The value of a fixed list. */
export function oneOf<const T extends readonly [string, ...string[]]>(
  values: T,
  message: string = REQUIRED,
) {
  return z.enum(values, { error: message });
}

export const optionalText = () => z.string().optional();
export const optionalFlag = () => z.boolean().optional();

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
