import { isAssistantId, type AssistantId } from '@core/assistants/ids.js';
import type { FormValues } from '@core/assistants/types.js';

/**
 * What each assistant's form holds (its draft) and the assistant last used, kept in local
 * storage until the form is cleared (nothing typed is lost). One entry per company
 * and user, as the job records (local storage is per subdomain, and users may share a browser):
 * a user never sees another's inputs.
 */
interface Saved {
  last?: AssistantId;
  forms: Partial<Record<AssistantId, FormValues>>;
  /** The history item each assistant last showed, shown again after a reload or a return. */
  results?: Partial<Record<AssistantId, number>>;
  /** What each form chose beside its fields (language, knowledge), when not the defaults. */
  choices?: Partial<Record<AssistantId, GenerationChoice>>;
}

/** A form's choices beside its fields; a choice left out is the default. */
export interface GenerationChoice {
  /** A language tag; left out: the company's. */
  language?: string;
  /** Left out: on. */
  useKnowledge?: boolean;
}

const PREFIX = 'copydesk.forms.';
const keyFor = (scope: string) => `${PREFIX}${scope}`;

/** Whose the kept inputs are: `{companyId}.{username}`, null until both are known. */
export function userScope(companyId?: string, username?: string): string | null {
  return companyId && username ? `${companyId}.${username}` : null;
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function read(scope: string): Saved {
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(keyFor(scope)) ?? '{}');
    if (!isObject(parsed)) return { forms: {} };
    const forms = isObject(parsed.forms) ? (parsed.forms as Saved['forms']) : {};
    const results = isObject(parsed.results) ? (parsed.results as Saved['results']) : undefined;
    const choices = isObject(parsed.choices) ? (parsed.choices as Saved['choices']) : undefined;
    return {
      ...(isAssistantId(parsed.last) ? { last: parsed.last } : {}),
      forms,
      ...(results ? { results } : {}),
      ...(choices ? { choices } : {}),
    };
  } catch {
    return { forms: {} };
  }
}

function write(scope: string, saved: Saved) {
  try {
    if (!saved.last && Object.keys(saved.forms).length === 0 && !saved.results && !saved.choices)
      localStorage.removeItem(keyFor(scope));
    else localStorage.setItem(keyFor(scope), JSON.stringify(saved));
  } catch {
    // Storage full or disabled: the form works as before, its inputs are only not kept.
  }
}

export function readDraft(scope: string, assistant: AssistantId): FormValues | null {
  const draft = read(scope).forms[assistant];
  return isObject(draft) ? draft : null;
}

/** Keeps a form's values; null forgets them. */
export function saveDraft(scope: string, assistant: AssistantId, values: FormValues | null) {
  const saved = read(scope);
  if (values) saved.forms[assistant] = values;
  else delete saved.forms[assistant];
  write(scope, saved);
}

export function readLastAssistant(scope: string): AssistantId | null {
  return read(scope).last ?? null;
}

export function saveLastAssistant(scope: string, assistant: AssistantId) {
  const saved = read(scope);
  if (saved.last !== assistant) write(scope, { ...saved, last: assistant });
}

/** The history item `assistant` last showed (a whole positive number), or null. */
export function readLastResult(scope: string, assistant: AssistantId): number | null {
  const id = read(scope).results?.[assistant];
  return Number.isSafeInteger(id) && (id as number) > 0 ? (id as number) : null;
}

/** Remembers the item an assistant shows; null forgets it (deleted, or gone). */
export function saveLastResult(scope: string, assistant: AssistantId, id: number | null) {
  const saved = read(scope);
  const results = { ...saved.results };
  if (results[assistant] === (id ?? undefined)) return;
  if (id === null) delete results[assistant];
  else results[assistant] = id;
  const { results: _old, ...rest } = saved;
  write(scope, Object.keys(results).length > 0 ? { ...rest, results } : rest);
}

/** Each form's kept choices beside its fields (only well-formed ones). */
export function readChoices(scope: string): Partial<Record<AssistantId, GenerationChoice>> {
  const kept: Partial<Record<AssistantId, GenerationChoice>> = {};
  for (const [assistant, choice] of Object.entries(read(scope).choices ?? {})) {
    if (!isAssistantId(assistant) || !isObject(choice)) continue;
    const { language, useKnowledge } = choice as Record<string, unknown>;
    kept[assistant] = {
      ...(typeof language === 'string' ? { language } : {}),
      ...(typeof useKnowledge === 'boolean' ? { useKnowledge } : {}),
    };
  }
  return kept;
}

/** Keeps a form's choices; null (or none left) forgets them. */
export function saveChoice(scope: string, assistant: AssistantId, choice: GenerationChoice | null) {
  const { choices: old, ...rest } = read(scope);
  const choices = { ...old };
  if (choice && Object.keys(choice).length > 0) choices[assistant] = choice;
  else delete choices[assistant];
  write(scope, Object.keys(choices).length > 0 ? { ...rest, choices } : rest);
}

const kindOf = (value: unknown) => (Array.isArray(value) ? 'array' : typeof value);

/**
 * Kept values as the form may take them: only its own fields, each of the kind of its default
 * (text, number, yes/no, list), so an older or edited entry cannot break the form.
 */
export function fitToForm(values: FormValues, defaults: FormValues): FormValues {
  const fitted: FormValues = {};
  for (const [name, value] of Object.entries(values)) {
    if (name in defaults && kindOf(value) === kindOf(defaults[name])) fitted[name] = value;
  }
  return fitted;
}

/** Whether two form values are the same (key order aside). */
export function sameValue(a: unknown, b: unknown): boolean {
  return JSON.stringify(sorted(a)) === JSON.stringify(sorted(b));
}

function sorted(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(sorted);
  if (!isObject(value)) return value;
  return Object.fromEntries(
    Object.keys(value)
      .sort()
      .map((key) => [key, sorted(value[key])]),
  );
}
