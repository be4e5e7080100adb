import type { JobRow } from './job-store.js';

/**
 * A job waited for by `POST /api/generate` or `/api/revise` that did not succeed: its message,
 * and the status it was kept with when it failed (the automation's failure, a timeout, an
 * outage, a cancel), which the error handler answers with.
 */
export class GenerationFailed extends Error {
  override readonly name = 'GenerationFailed';
  readonly status: number;

  constructor(row: Pick<JobRow, 'error' | 'errorStatus'>) {
    super(row.error ?? 'The generation failed.');
    this.status = row.errorStatus ?? 502;
  }
}
