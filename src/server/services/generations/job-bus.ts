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

/** A company another instance changed (its id), or `*`: changes may have been missed. */
export type CompanyChangeListener = (companyId: string) => void;

export interface JobBus {
  publish(event: JobEvent): void;
  /** Listens to one job's events; returns the function that stops listening. */
  subscribe(id: string, listener: JobListener): () => void;
  /**
   * Tells the other instances that a company was created, changed or deleted, so their tenant
   * caches read it again (decision 019). This instance is not told: it forgot it already.
   */
  announceCompanyChange(companyId: string): void;
  /** The one listener for other instances' company changes (the tenant cache). */
  onCompanyChange(listener: CompanyChangeListener): void;
  /**
   * The end of a job whose failure the database refused to record, as this instance heard it
   * (its own or another's), while the row still says running.
   */
  unrecordedEnd(id: string): UnrecordedEnd | undefined;
  close(): Promise<void>;
}

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

/** Unrecorded failures kept per instance: the most recent ones, for readers who come later. */
const UNRECORDED_KEPT = 10_000;

/**
 * The failures the database refused to record (decision 005), as heard on the bus: an `end`
 * with a final state that did not succeed. Kept until the sweep records them (the row stops
 * running) or newer ones take their place, so a reader who comes later is told them too.
 */
export class UnrecordedEnds {
  private readonly ends = new Map<string, UnrecordedEnd>();

  note(event: JobEvent) {
    const state = unrecordedState(event);
    if (!state) return;
    this.ends.set(event.id, { ...state, at: new Date() });
    if (this.ends.size > UNRECORDED_KEPT) this.ends.delete(this.ends.keys().next().value!);
  }

  get(id: string): UnrecordedEnd | undefined {
    return this.ends.get(id);
  }
}

/** Listeners per job id, delivered in-process. */
export class LocalListeners {
  private readonly byJob = new Map<string, Set<JobListener>>();
  /** The unrecorded failures delivered here, for readers who come later. */
  readonly unrecorded = new UnrecordedEnds();

  deliver(event: JobEvent) {
    this.unrecorded.note(event);
    const set = this.byJob.get(event.id);
    if (!set) return;
    for (const listener of [...set]) {
      try {
        listener(event);
      } catch {
        // one broken reader never stops the others
      }
    }
  }

  add(id: string, listener: JobListener): () => void {
    let set = this.byJob.get(id);
    if (!set) {
      set = new Set();
      this.byJob.set(id, set);
    }
    set.add(listener);
    return () => {
      const current = this.byJob.get(id);
      current?.delete(listener);
      if (current?.size === 0) this.byJob.delete(id);
    };
  }
}

/** PGlite (one process): events stay in this process; there is no other instance to tell. */
export function createLocalJobBus(): JobBus {
  const listeners = new LocalListeners();
  return {
    publish: (event) => listeners.deliver(event),
    subscribe: (id, listener) => listeners.add(id, listener),
    announceCompanyChange: () => undefined,
    onCompanyChange: () => undefined,
    unrecordedEnd: (id) => listeners.unrecorded.get(id),
    close: async () => undefined,
  };
}
