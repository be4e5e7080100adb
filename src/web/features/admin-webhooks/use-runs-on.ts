import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { RunsOn, RunsOnSettings } from '@core/api/model-connection.js';
import type { AssistantId } from '@core/assistants/ids.js';
import { modelConnectionQuery, modelConnectionScopes } from '../../lib/model-connection.js';
import { useRunsOn, useSaveRunsOn } from './api/runs-on.js';

/** Under an empty webhook of an assistant that runs on the model: no webhook is called. */
export const RUNS_ON_MODEL_HINT = 'Not needed: the assistant runs on the model.';

/**
 * A company's "Runs on" choices on its webhooks page (decision 058): what is stored, what the
 * admin picked since, and whether a model applies at all (the company's own connection or the
 * platform's). The picks are saved with the page's Save button, after its webhooks.
 * `companyId` undefined: no choices (the platform defaults' page).
 */
export function useRunsOnChoices(companyId: string | undefined) {
  const stored = useRunsOn(companyId);
  const connection = useQuery({
    ...modelConnectionQuery(modelConnectionScopes.company(companyId ?? '')),
    enabled: Boolean(companyId),
  });
  const save = useSaveRunsOn(companyId);
  const [picked, setPicked] = useState<Partial<RunsOnSettings>>({});
  const loaded = stored.data;

  const changed: Partial<RunsOnSettings> = Object.fromEntries(
    Object.entries(picked).filter(([id, way]) => loaded?.[id as AssistantId] !== way),
  );
  const dirty = Object.keys(changed).length > 0;

  return {
    /** Shown once the stored choices are known (a failed load shows none). */
    shown: loaded !== undefined,
    valueOf: (id: AssistantId): RunsOn => picked[id] ?? loaded?.[id] ?? 'automation',
    change: (id: AssistantId, way: RunsOn) => setPicked((all) => ({ ...all, [id]: way })),
    /** The connection that applies: null when none does, undefined while unknown. */
    model: connection.isSuccess ? connection.data.effective : connection.isError ? null : undefined,
    dirty,
    pending: save.isPending,
    /** Saves the changed choices (nothing when none changed). */
    async saveChanges() {
      if (!dirty) return;
      await save.mutateAsync(changed);
      setPicked({});
    },
    /** Forgets the picks (after the webhooks were replaced by the platform defaults, say). */
    discard: () => setPicked({}),
  };
}
export type RunsOnChoices = ReturnType<typeof useRunsOnChoices>;
