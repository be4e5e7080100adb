import { z } from 'zod/mini';
import en from 'zod/v4/locales/en.js';

// The assistants' schemas use zod's small build (zod/mini): the browser's form engine carries
// only the checks it uses (decision 010). That build brings no messages of its own; these are
// the English ones the full build sets, so a message reads the same in the browser, on the
// server and in a test that loads no other schema.
z.config(en());

/** Generic message where the spec gives none (docs/product.md#forms). */
export const REQUIRED = 'Required';

/**
 * The generic default messages of docs/product.md#forms ("Generic validation default messages
 * (for example Required) also apply where no custom message exists"), in the wording of the
 * validation library whose 'Required' the specification quotes. One place, so every field
 * without a message of its own says the same words (decision 008).
 */
export const GENERIC = {
  required: REQUIRED,
  minLength: (min: number) => `String must contain at least ${min} character(s)`,
  minNumber: (min: number) => `Number must be greater than or equal to ${min}`,
  maxNumber: (max: number) => `Number must be less than or equal to ${max}`,
  invalidOption: (allowed: readonly string[], received: string) =>
    `Invalid enum value. Expected ${allowed.map((v) => `'${v}'`).join(' | ')}, ` +
    `received '${received.length > 100 ? `${received.slice(0, 100)}…` : received}'`,
} as const;

/** The spec's validation messages shared by several forms (docs/product.md#forms). */
export const MESSAGES = {
  topicMin3: 'Topic must be at least 3 characters',
  audienceMin3: 'Target audience must be at least 3 characters',
  topicDetailed: 'Topic must be detailed (at least 10 characters)',
  targetAudienceSpecific: 'Target audience must be specific (at least 5 characters)',
  emphasisDetail:
    'Please provide more detail about what you want to emphasize (at least 10 characters)',
  emailPurposeRequired: 'Email purpose is required',
} as const;

/**
 * A required text of at least `min` characters; a missing value reads 'Required', a short one
 * the spec's message, or the generic one where the spec gives none.
 */
export function minText(min: number, message: string = GENERIC.minLength(min)) {
  return z.string({ error: REQUIRED }).check(z.minLength(min, message));
}

/** A required number from `min` to `max`, with the generic messages (the spec gives none). */
export function numberBetween(min: number, max: number) {
  return z
    .number({ error: REQUIRED })
    .check(z.gte(min, GENERIC.minNumber(min)), z.lte(max, GENERIC.maxNumber(max)));
}

/**
 * The value of a select whose list a company may customise: any non-empty string here; the
 * server checks it against the company's effective list (option-check.ts).
 */
export function choice(message: string = REQUIRED) {
  return z.string({ error: message }).check(z.minLength(1, message));
}

/** The value of a fixed list. */
export function oneOf<const T extends readonly [string, ...string[]]>(
  values: T,
  message: string = REQUIRED,
) {
  return z.enum(values, { error: message });
}

export const optionalText = () => z.optional(z.string());
export const optionalFlag = () => z.optional(z.boolean());
