import type { z } from 'zod';
import type { DoneEvent } from '@core/api/generation-events.js';
import { generationEventsUrl } from '../api/generations.js';

export interface JobStreamHandlers {
  /** A piece of text, as the automation sent it. */
  onDelta: (text: string) => void;
  onDone: (data: DoneEvent) => void;
  onFailed: (message: string) => void;
  onCancelled: () => void;
  /** Stopped after text arrived: that text was kept as a history item. */
  onStopped: (kept: { historyId: number; content: string }) => void;
  /** The stream ended without an outcome (refused, job gone): ask the job what became of it. */
  onLost: () => void;
}

function parse<T>(schema: z.ZodType<T>, event: Event): T | null {
  if (!(event instanceof MessageEvent) || typeof event.data !== 'string') return null;
  try {
    const result = schema.safeParse(JSON.parse(event.data));
    return result.success ? result.data : null;
  } catch {
    return null;
  }
}

/**
 * Follows a job's Server-Sent Events. The browser reconnects by itself after a dropped
 * connection, sending Last-Event-ID, and the server resumes without repeating text; a stream
 * that reports the outcome is closed here (else the browser would reconnect to it forever).
 * Returns the function that stops following.
 */
export function openJobStream(id: string, handlers: JobStreamHandlers): () => void {
  const source = new EventSource(generationEventsUrl(id));
  let ended = false;
  const end = () => {
    ended = true;
    source.close();
  };
  // The event shapes (with zod) load with the first stream (decision 054). Every event waits for
  // the same promise, so events are still handled in the order they arrived.
  const shapes = import('@core/api/generation-events.js');
  let failed = false;
  let cancelled = false;
  void shapes.catch(() => {
    // The chunk could not load (a dropped connection): the job is asked what became of it.
    if (failed || ended) return;
    failed = true;
    end();
    handlers.onLost();
  });
  const handle = (run: (s: Awaited<typeof shapes>) => void) => void shapes.then(run, () => {});

  source.addEventListener('delta', (event) =>
    handle(({ generationEvents }) => {
      const data = parse(generationEvents.delta, event);
      if (data && !ended) handlers.onDelta(data.text);
    }),
  );
  // A cancel ends with `status: cancelled`, then an `error` that says whether text was kept:
  // the stream is closed on that one (or, without it, when the connection ends).
  source.addEventListener('status', (event) =>
    handle(({ generationEvents }) => {
      if (parse(generationEvents.status, event)?.status !== 'cancelled' || ended) return;
      cancelled = true;
    }),
  );
  source.addEventListener('done', (event) =>
    handle(({ generationEvents }) => {
      if (ended) return;
      const data = parse(generationEvents.done, event);
      end();
      if (data) handlers.onDone(data);
      else handlers.onLost();
    }),
  );
  // The server's `error` event carries data; the connection's own error event does not.
  source.addEventListener('error', (event) => {
    // Read now: by the time the shapes have loaded the browser may be reconnecting.
    const closed = source.readyState === EventSource.CLOSED;
    handle(({ generationEvents }) => {
      if (ended) return;
      if (event instanceof MessageEvent && typeof event.data === 'string') {
        end();
        const data = parse(generationEvents.error, event);
        if (data?.stopped && data.historyId !== undefined && data.content !== undefined) {
          handlers.onStopped({ historyId: data.historyId, content: data.content });
        } else if (cancelled) {
          handlers.onCancelled();
        } else {
          handlers.onFailed(data?.message ?? '');
        }
      } else if (closed) {
        ended = true;
        if (cancelled) handlers.onCancelled();
        else handlers.onLost();
      }
    });
  });
  return end;
}
