import type { InstanceBus } from '../../instance-bus/instance-bus.js';
import {
  unrecordedState,
  type JobEvent,
  type JobListener,
  type UnrecordedEnd,
} from './job-events.js';
import { fromWire, toWire, type Wire } from './job-wire.js';

/** A job's events, for this instance's listeners and, through the instance bus, every other's. */
export interface JobBus {
  publish(event: JobEvent): void;
  /** Listens to one job's events; returns the function that stops listening. */
  subscribe(id: string, listener: JobListener): () => void;
  /**
   * The end of a job whose failure the database refused to record, as this instance heard it
   * (its own or another's), while the row still says running.
   */
  unrecordedEnd(id: string): UnrecordedEnd | undefined;
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
class LocalListeners {
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

/**
 * Job events reach this instance's listeners at once and the other instances as `job` messages
 * of the instance bus (LISTEN/NOTIFY on PostgreSQL; nothing else to tell on PGlite). Should the
 * bus lose some, readers catch up from the database (the job's saved text and final state).
 */
export function createJobBus(bus: InstanceBus): JobBus {
  const listeners = new LocalListeners();
  bus.listen('job', (message) => {
    const event = fromWire(JSON.parse(message) as Wire);
    if (event) listeners.deliver(event);
  });
  return {
    publish(event) {
      listeners.deliver(event);
      for (const wire of toWire(event)) bus.send('job', JSON.stringify(wire));
    },
    subscribe: (id, listener) => listeners.add(id, listener),
    unrecordedEnd: (id) => listeners.unrecorded.get(id),
  };
}
