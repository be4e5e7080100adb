import type { Outcome } from './finish.js';

/** A job whose automation call runs on this instance. */
export interface LocalJob {
  controller: AbortController;
  /** The text so far (a streamed answer), fresher than the database's. */
  content: string;
  /** How much of `content` the database holds. */
  savedLength: number;
  done: Promise<Outcome>;
  /** Ended by the instance stopping (counted as interrupted). */
  interrupted?: boolean;
}

/** The jobs running on this instance, by id. */
export type LocalJobs = Map<string, LocalJob>;
