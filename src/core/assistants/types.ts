import type { LucideIcon } from 'lucide-react';
import type { z } from 'zod/mini';
import type { DemoRequest } from '../demo/demo-request.js';
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

interface BaseField<N extends string> {
  /** The form value's key, as spelt in the payload (docs/product.md#forms): a schema key. */
  name: N;
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

export interface TextField<N extends string = string> extends BaseField<N> {
  kind: 'text' | 'url';
}

export interface TextareaField<N extends string = string> extends BaseField<N> {
  kind: 'textarea';
  rows: number;
}

export interface ChoiceField<N extends string = string> extends BaseField<N> {
  kind: 'select' | 'radio';
  options: readonly GroupOption[];
  /** The customisation key whose JSON object (value -> label) replaces `options`. */
  optionsKey?: CustomizationKey;
}

/** Several checkboxes holding an array of the checked values. */
export interface CheckboxGroupField<N extends string = string> extends BaseField<N> {
  kind: 'checkbox-group';
  options: readonly GroupOption[];
  optionsKey?: CustomizationKey;
}

/** Several checkboxes holding an object of booleans, one key per option value. */
export interface BooleanGroupField<N extends string = string> extends BaseField<N> {
  kind: 'boolean-group';
  options: readonly FieldOption[];
  /** A further key, with no checkbox of its own, kept true exactly when every option is. */
  allKey?: string;
}

/** A single boolean: a checkbox or a switch. */
export interface BooleanField<N extends string = string> extends BaseField<N> {
  kind: 'checkbox' | 'switch';
}

export interface NumberField<N extends string = string> extends BaseField<N> {
  kind: 'slider' | 'number';
  min: number;
  max: number;
  step: number;
  /** Unit shown after the current value, e.g. 'miles'. */
  unit?: string;
}

/** One field of a form; `N` is the names the form's schema has (any name by default). */
export type FieldDescriptor<N extends string = string> =
  | TextField<N>
  | TextareaField<N>
  | ChoiceField<N>
  | CheckboxGroupField<N>
  | BooleanGroupField<N>
  | BooleanField<N>
  | NumberField<N>;

/** A titled group of fields inside a form card. */
export interface FormSection<N extends string = string> {
  kind: 'section';
  heading: string;
  description?: string;
  fields: readonly FieldDescriptor<N>[];
  visibleWhen?: (values: FormValues) => boolean;
}

/** A form is an ordered list of fields, some of them grouped in sections. */
type FormItem<N extends string = string> = FieldDescriptor<N> | FormSection<N>;

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

/** How the results panel shows an assistant's output (core/formatting/content.ts). */
export type OutputKind = 'text' | 'topics' | 'blog' | 'linkedin' | 'newsletter' | 'leads';

/**
 * Where an assistant sits in the Webhook Settings dialog (docs/product.md#webhook-settings): a tab with its
 * label at a position (the dialog's order is not the sidebar's), 'data-only' (saved with the
 * dialog, no tab of its own) or 'none' (not in the dialog).
 */
type WebhookTab = { label: string; position: number } | 'data-only' | 'none';

/**
 * The light part of an assistant: what the sidebar, the heading, the webhook dialog and the
 * formatter need. Its heavy parts load on demand: `form()` (fields, schema, submit
 * transformation) with the assistant's workspace, `demo()` (the demo automation's writer, a
 * `*.server.ts` module the client build never contains) on the server only.
 */
export interface AssistantEntry<Id extends string = string> {
  id: Id;
  /** Sidebar and history name (docs/product.md#assistants). */
  displayName: string;
  /** Short label of the mobile pill row (docs/product.md#assistants). */
  pillLabel: string;
  heading: string;
  /** Shown under the heading unless the company set its own `description`. */
  defaultDescription: string;
  icon: LucideIcon;
  webhookTab: WebhookTab;
  output: OutputKind;
  /** The AssistantCustomization keys (docs/product.md#customisation) a company may set for this assistant. */
  customizationKeys: readonly CustomizationKey[];
  /** Characters a post may have on the platform it is written for (its published limit). */
  characterLimit?: { platform: string; limit: number };
  /** `false`: its results cannot be revised (leads are searched again instead). */
  revisable?: false;
  /** Its automation may take the long time (LEAD_WEBHOOK_TIMEOUT_MS) instead of the usual one. */
  longRunning?: true;
  /**
   * `form-only`: the automation receives the transformed form as the whole body, with no
   * `action`/`assistantType`/`formData` envelope (the lead generator's payload).
   */
  payload?: 'form-only';
  /** `results-below`: the results take the page's whole width, under the form. */
  layout?: 'results-below';
  /** `false`: not among the mobile pill row's shortcuts (reached from the menu). */
  inPillRow?: false;
  /**
   * How its result is edited in place: `plain-text` (a social post, as it will be pasted), else
   * in the rich-text editor, which keeps headings, lists, bold and links as Markdown.
   */
  editAs?: 'plain-text';
  form(): Promise<AssistantForm>;
  demo(): Promise<DemoAnswer>;
  /**
   * Its part of the ready-made n8n workflow's prompt (a `*.server.ts` module, server only).
   * Absent for an assistant that answers with leads: its workflow searches instead.
   */
  n8nPrompt?(): Promise<N8nPrompt>;
  /** Its samples for tests and benches (`sample.server.ts`: the browser never loads it). */
  sample(): Promise<AssistantSample>;
}

/**
 * What tests and benches need of an assistant, kept in its folder so that a new assistant
 * brings its own (the tests iterate the registry, tests/support/sample-forms.ts).
 */
export interface AssistantSample<V extends FormValues = FormValues> {
  /** Its names as docs/product.md#assistants gives them (the catalogue test compares them). */
  texts: { displayName: string; pillLabel: string; cardTitle: string; submitLabel: string };
  /** What completes the defaults into a valid form: the required fields, as a user fills them. */
  required: Partial<V>;
  /** A valid form with every field set: what API tests and benches send. */
  form: V;
  /** A form whose values the demo writer's tests look for in its text (absent: `form`). */
  demoForm?: Partial<V>;
  /** What, over the defaults, shows every field a choice hides (`visibleWhen`). */
  everyFieldShown?: Partial<V>;
}

/**
 * An assistant's part of the "Build prompt" Code node of its ready-made n8n workflow, as
 * JavaScript source (src/server/automations/n8n/prompt-common.ts adds the prelude and ending).
 */
export interface N8nPrompt {
  /** What is written, e.g. "Facebook post" (used in the generate and revise prompts). */
  name: string;
  /**
   * JavaScript defining `ROLE` (string), `FORMAT` (string, may read `f`) and
   * `function brief(f)` returning the brief's lines from the form data `f`.
   */
  code: string;
}

/**
 * A form's schema, or the loader of the module that holds it (`schema.ts` beside `form.ts`): a
 * form whose schema loads apart leaves the validation library out of the browser until the
 * form is first checked (decision 054). The catalogue loads every schema for the server.
 */
export type FormSchema<V extends FormValues = FormValues> =
  z.ZodMiniType<V, V> | (() => Promise<z.ZodMiniType<V, V>>);

/** The form part of an assistant: form, defaults, validation and submit shape. */
export interface AssistantForm<V extends FormValues = FormValues> {
  /** Title of the form card (docs/product.md#assistants). */
  cardTitle: string;
  submitLabel: string;
  /** Typed against the schema: a field named after no schema key does not compile. */
  fields: readonly FormItem<Extract<keyof V, string>>[];
  defaults: V;
  schema: FormSchema<V>;
  /** The submit transformation of docs/product.md#submit-payloads: form values -> webhook payload. */
  transform(values: V, ctx: TransformContext): Record<string, unknown>;
  /**
   * Reads submitted data as form values. A client written from the specification sends the
   * payload after the submit transformation (the lead generator's searchConfig/scoringConfig, 'auto'
   * sent as ''); this undoes it, so both shapes validate alike and give the same webhook body.
   * Absent: the data are the form values.
   */
  readSubmitted?(submitted: FormValues): SubmittedValues;
}

/** One assistant with its form part as the browser loads it (its schema perhaps not yet). */
export type AssistantWithFormOf<Id extends string, V extends FormValues = FormValues> = Omit<
  AssistantEntry<Id>,
  'form' | 'demo' | 'n8nPrompt' | 'sample'
> &
  AssistantForm<V>;

/** One assistant of the catalogue with its form part and schema loaded. */
export type AssistantDefinitionOf<Id extends string, V extends FormValues = FormValues> = Omit<
  AssistantWithFormOf<Id, V>,
  'schema'
> & { schema: z.ZodMiniType<V, V> };

/**
 * The demo automation's answer for an assistant (server only): a text writer whose text is
 * sent in `shape` (JSON) or as plain text, or, for structured answers, a JSON writer.
 */
export type DemoAnswer =
  | { write(req: DemoRequest): string; shape: ((text: string) => unknown) | 'plain-text' }
  | { json(req: DemoRequest): unknown };

/** Customisation of one assistant: key (docs/product.md#customisation) -> text; option lists hold JSON. */
export type AssistantCustomization = Record<string, string>;

/** A company's customisation of all its assistants, keyed by assistant id. */
export type Customization = Record<string, AssistantCustomization>;

/** Optional logger for bad customisation data. */
export type WarnLogger = (message: string, details?: Record<string, unknown>) => void;
