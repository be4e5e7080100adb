import type { JobRecord } from './job-records.js';

/** The job shown for the active assistant: what it is and the text streamed so far. */
interface RunningJob {
  record: JobRecord;
  text: string;
  stopping: boolean;
}

/**
 * The workspace's generation, as one state: nothing, a job being started (its POST
 * not answered yet), or a job followed, streaming its text, perhaps being stopped. What ended
 * it (done, failed, stopped, cancelled) is told to the workspace, which shows the outcome.
 */
export interface GenerationState {
  starting: Pick<JobRecord, 'assistantType' | 'kind'> | null;
  run: RunningJob | null;
}

export type GenerationAction =
  | { type: 'starting'; job: Pick<JobRecord, 'assistantType' | 'kind'> }
  | { type: 'started' }
  | { type: 'following'; record: JobRecord }
  | { type: 'delta'; id: string; text: string }
  | { type: 'stopping'; id: string }
  | { type: 'stop-refused'; id: string }
  | { type: 'ended' };

export const idleGeneration: GenerationState = { starting: null, run: null };

/** Every change of the generation's state, in one place. Events of another job change nothing. */
export function generationReducer(
  state: GenerationState,
  action: GenerationAction,
): GenerationState {
  const { run } = state;
  const mine = (id: string) => run !== null && run.record.id === id;
  switch (action.type) {
    case 'starting':
      return { ...state, starting: action.job };
    case 'started':
      return { ...state, starting: null };
    case 'following':
      return { ...state, run: { record: action.record, text: '', stopping: false } };
    case 'delta':
      return mine(action.id)
        ? { ...state, run: { ...run!, text: run!.text + action.text } }
        : state;
    case 'stopping':
      return mine(action.id) ? { ...state, run: { ...run!, stopping: true } } : state;
    case 'stop-refused':
      return mine(action.id) ? { ...state, run: { ...run!, stopping: false } } : state;
    case 'ended':
      return { ...state, run: null };
  }
}
