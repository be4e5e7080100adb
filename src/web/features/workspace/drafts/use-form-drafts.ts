import { useCallback, useEffect, useRef, useState } from 'react';
import type { AssistantId } from '@core/assistants/ids.js';
import type { FormValues } from '@core/assistants/types.js';
import { readJobRecord } from '../jobs/job-records.js';
import type { FormSeed } from '../use-workspace-results.js';
import { fitToForm, readDraft, sameValue, saveDraft } from './draft-store.js';

interface FormDraftsOptions {
  active: AssistantId;
  /** Company and user (`userScope`); null until both are known. */
  scope: string | null;
  /** A history item's inputs being put into the form (use-workspace-results.ts). */
  seed: FormSeed | null;
  /** A generation of the active assistant is followed: started here, elsewhere or before a reload. */
  jobFollowed: boolean;
}

/** The form on screen: whose it is, what it started from, and what it holds now. */
interface ShownForm {
  assistant: AssistantId;
  start: FormValues;
  values: FormValues;
}

/**
 * Each assistant's form keeps its inputs per company and user: a form starts from
 * what it held last, and every change is kept (draft-store.ts) until the form is back at its
 * defaults ("Clear form"). A loaded history item's inputs come first; then, until the user
 * changes that form in this page, the inputs a remembered or followed generation was started
 * with (a reload during a generation shows them, as does another device); then the draft.
 */
export function useFormDrafts({ active, scope, seed, jobFollowed }: FormDraftsOptions) {
  // Assistants whose form the user changed in this page: a generation's inputs stay out of it.
  const changed = useRef(new Set<AssistantId>());
  const shown = useRef<ShownForm | null>(null);
  // Draws the form again with a followed generation's inputs.
  const [redraws, setRedraws] = useState(0);
  const seedHere = seed?.assistantType === active ? seed : null;

  /** What a form being drawn starts from; read once, when it mounts. */
  const startValues = useCallback(
    (defaults: FormValues): FormValues => {
      if (seedHere) return { ...defaults, ...seedHere.values };
      const job = scope && !changed.current.has(active) ? readJobRecord(scope, active) : null;
      const kept = job?.formData ?? (scope ? readDraft(scope, active) : null);
      return kept ? { ...defaults, ...fitToForm(kept, defaults) } : defaults;
    },
    [active, scope, seedHere],
  );

  /** The form's values after each change (and as it mounts): kept, or forgotten at the defaults. */
  const keep = useCallback(
    (values: FormValues, start: FormValues, defaults: FormValues) => {
      shown.current = { assistant: active, start, values };
      if (!sameValue(values, start)) changed.current.add(active);
      if (scope) saveDraft(scope, active, sameValue(values, defaults) ? null : values);
    },
    [active, scope],
  );

  // A generation followed after the form was drawn (found on the server, or started in another
  // tab): its inputs replace those of a form the user has not changed in this page.
  useEffect(() => {
    const form = shown.current;
    if (!jobFollowed || !scope || seedHere || changed.current.has(active)) return;
    if (form?.assistant !== active) return; // not drawn yet: it will start from the generation's
    const job = readJobRecord(scope, active);
    if (!job) return;
    const showsIt = Object.entries(job.formData).every(([k, v]) => sameValue(v, form.values[k]));
    if (!showsIt) setRedraws((n) => n + 1);
  }, [jobFollowed, active, scope, seedHere]);

  return {
    /** Remounts the form when it must start again (another assistant, user, seed or job). */
    key: `${active}-${scope ?? ''}-${seed?.seq ?? 0}-${redraws}`,
    startValues,
    keep,
  };
}
