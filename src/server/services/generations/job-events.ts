import type { JobRow } from './job-store.js';

/** What a reader needs of a job's final state. */
export type JobEnd = Pick<JobRow, 'status' | 'historyId' | 'result' | 'content' | 'error'>;

/**
 * What happens to a job, as every instance hears it (docs/decisions/009):
 * - `delta`: text the automation sent, starting at character `offset` of the job's text;
 * - `end`: the job reached its final state (read it from the database; in the process that
 *   ended it, `row` is that state already, so its readers read nothing: decision 025; it is also
 *   the failure this process could not record, the database refusing writes, which reaches the
 *   other instances with its status and error: decision 005);
 * - `cancel`: a user cancelled it (the instance running it aborts its automation call).
 */
export type JobEvent =
  | { type: 'delta'; id: string; offset: number; text: string }
  | { type: 'end'; id: string; row?: JobEnd }
  | { type: 'cancel'; id: string };

export type JobListener = (event: JobEvent) => void;

export interface UnrecordedEnd {
  status: 'failed' | 'cancelled';
  error: string;
  at: Date;
}

/**
 * The final state an `end` carries when the database refused to record it (decision 005): an
 * end that comes with its state and did not succeed. Null for any other event.
 */
export function unrecordedState(event: JobEvent): Omit<UnrecordedEnd, 'at'> | null {
  if (event.type !== 'end' || !event.row) return null;
  const { status, error } = event.row;
  return status === 'failed' || status === 'cancelled' ? { status, error: error ?? '' } : null;
}

/** The final state of a job whose end the database refused to record: no text, no history. */
export function unrecordedRow(status: UnrecordedEnd['status'], error: string): JobEnd {
  return { status, error, historyId: null, result: null, content: '' };
}
