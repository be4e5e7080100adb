/**
 * What the app's instances tell each other, by kind. Each kind's owner encodes its own messages
 * (text) and listens to its own kind; the bus knows nothing of jobs or companies:
 * - `job`: a generation's text, end or cancel (services/generations/job-bus.ts);
 * - `company`: a company changed, so the tenant caches read it again (decision 019);
 * - `notification`: a review notification for a user (services/notifications/live.ts).
 */
export type BusKind = 'job' | 'company' | 'notification';

export interface InstanceBus {
  /** Sends `message` to the other instances' listener of `kind` (never to this instance). */
  send(kind: BusKind, message: string): void;
  /** The one listener of `kind`'s messages from the other instances. */
  listen(kind: BusKind, listener: (message: string) => void): void;
  /**
   * Called when messages may have been lost (the connection to the other instances came back
   * after a loss): whoever keeps state from messages reads it again.
   */
  onGap(listener: () => void): void;
  close(): Promise<void>;
}

/** PGlite (one process): there is no other instance to tell. */
export function createLocalInstanceBus(): InstanceBus {
  return {
    send: () => undefined,
    listen: () => undefined,
    onGap: () => undefined,
    close: async () => undefined,
  };
}
