import type { z } from 'zod/mini';
import type { AssistantId } from './ids.js';
import type { CustomizationKey } from './customization-keys.js';

/** The values of an assistant form, as the form holds them and the schema checks them. */
export type FormValues = Record<string, unknown>;

/** One choice of a select, radio or checkbox group. */
export interface FieldOption {
  value: string;
  label: string;
}

/** A checkbox-group choice may be shown but not selectable yet (lead data sources). */
export interface GroupOption extends FieldOption {
  disabled?: boolean;
  /** Short note next to a disabled choice, e.g. 'Coming soon'. */
  note?: string;
}

interface BaseField {
  /** The form value's key, as spelt in the payload (spec forms-and-admin §3). */
  name: string;
  label: string;
  /** Helper text shown under the label or the control. */
  hint?: string;
  placeholder?: string;
  /** The customisation key whose value, when set, replaces the placeholder. */
  exampleKey?: CustomizationKey;
  /** Shows the required marker next to the label (the schema does the checking). */
  required?: boolean;
  /** The field is shown (and meant to be filled) only while this returns true. */
  visibleWhen?: (values: FormValues) => boolean;
}

export interface TextField extends BaseField {
  kind: 'text' | 'url';
}

export interface TextareaField extends BaseField {
  kind: 'textarea';
  rows: number;
}

export interface ChoiceField extends BaseField {
  kind: 'select' | 'radio';
  options: readonly GroupOption[];
  /** The customisation key whose JSON object (value -> label) replaces `options`. */
  optionsKey?: CustomizationKey;
}

/** Several checkboxes holding an array of the checked values. */
export interface CheckboxGroupField extends BaseField {
  kind: 'checkbox-group';
  options: readonly GroupOption[];
  optionsKey?: CustomizationKey;
}

/** Several checkboxes holding an object of booleans, one key per option value. */
export interface BooleanGroupField extends BaseField {
  kind: 'boolean-group';
  options: readonly FieldOption[];
  /** A further key, with no checkbox of its own, kept true exactly when every option is. */
  allKey?: string;
}

/** A single boolean: a checkbox or a switch. */
export interface BooleanField extends BaseField {
  kind: 'checkbox' | 'switch';
}

export interface NumberField extends BaseField {
  kind: 'slider' | 'number';
  min: number;
  max: number;
  step: number;
  /** Unit shown after the current value, e.g. 'miles'. */
  unit?: string;
}

export type FieldDescriptor =
  | TextField
  | TextareaField
  | ChoiceField
  | CheckboxGroupField
  | BooleanGroupField
  | BooleanField
  | NumberField;

/** A titled group of fields inside a form card. */
export interface FormSection {
  kind: 'section';
  heading: string;
  description?: string;
  fields: readonly FieldDescriptor[];
  visibleWhen?: (values: FormValues) => boolean;
}

/** A form is an ordered list of fields, some of them grouped in sections. */
type FormItem = FieldDescriptor | FormSection;

/** What a submit transformation needs to know beyond the form values. */
export interface TransformContext {
  sessionId: string;
  company: { id: string; name: string };
  userId?: number | string | null;
}

/**
 * Form values read back from what a client submitted (see `readSubmitted`); `paths` tells where
 * a form field sat in the submitted data when that differs, so messages name what was sent.
 */
export interface SubmittedValues {
  values: FormValues;
  paths?: Partial<Record<string, string>>;
}

/** One assistant of the catalogue: texts, form, defaults, validation and submit shape. */
export interface AssistantDefinition<V extends FormValues = FormValues> {
  id: AssistantId;
  /** Sidebar and history name (spec workspace §1). */
  displayName: string;
  /** Short label of the mobile pill row (spec workspace §2). */
  pillLabel: string;
  /** Title of the form card (spec forms-and-admin §2). */
  cardTitle: string;
  submitLabel: string;
  heading: string;
  /** Shown under the heading unless the company set its own `description`. */
  defaultDescription: string;
  fields: readonly FormItem[];
  defaults: V;
  schema: z.ZodMiniType<V, V>;
  /** The AssistantCustomization keys (spec §3) a company may set for this assistant. */
  customizationKeys: readonly CustomizationKey[];
  /** The submit transformation of spec forms-and-admin §7: form values -> webhook payload. */
  transform(values: V, ctx: TransformContext): Record<string, unknown>;
  /**
   * Reads submitted data as form values. A client written from the specification sends the
   * payload after the §7 transformation (the lead generator's searchConfig/scoringConfig, 'auto'
   * sent as ''); this undoes it, so both shapes validate alike and give the same webhook body.
   * Absent: the data are the form values.
   */
  readSubmitted?(submitted: FormValues): SubmittedValues;
}

/** Customisation of one assistant: key (spec §3) -> text; option lists hold JSON. */
export type AssistantCustomization = Record<string, string>;

/** A company's customisation of all its assistants, keyed by assistant id. */
export type Customization = Record<string, AssistantCustomization>;

/** Optional logger for bad customisation data. */
export type WarnLogger = (message: string, details?: Record<string, unknown>) => void;
