import { useCallback, useEffect, useRef } from 'react';
import type { DoneEvent } from '@core/api/generation-events.js';
import type { Generation } from '@core/api/generations.js';
import { ApiError } from '../../../lib/api.js';
import { getGeneration } from '../api/generations.js';
import { openJobStream } from './job-stream.js';

/** What following a job tells; after the follower stops, nothing more. */
export interface JobFollowHandlers {
  /** The next piece of text: each character once, also across reconnections. */
  onDelta: (text: string) => void;
  onDone: (data: DoneEvent) => void;
  onFailed: (message: string) => void;
  /** Cancelled before any text arrived. */
  onCancelled: () => void;
  /** Stopped after text arrived: that text was kept as a history item. */
  onStopped: (kept: { historyId: number; content: string }) => void;
  /** The job no longer exists (or never belonged to this user). */
  onGone: () => void;
  /** Signed out: the job could not be asked about. Default: as `onGone`. */
  onSignedOut?: () => void;
}

/** Waiting before following a job again when its stream was refused while it still runs. */
const RETRY_MS = 3000;

function doneOf(job: Generation): DoneEvent {
  const historyId = job.historyId ?? 0;
  return job.summary && job.leads
    ? { historyId, summary: job.summary, leads: job.leads }
    : { historyId, content: job.content };
}

/**
 * Follows a job until its outcome (decision 009): its events, and, when the stream ends without
 * an outcome (refused, dropped for good), the job itself, following again while it still runs.
 * Returns the function that stops following.
 */
function followJob(id: string, handlers: JobFollowHandlers): () => void {
  let stopped = false;
  let received = 0;
  let closeStream = () => {};
  let retry: ReturnType<typeof setTimeout> | undefined;
  const stop = () => {
    stopped = true;
    clearTimeout(retry);
    closeStream();
  };
  const ending =
    <A extends unknown[]>(tell: (...args: A) => void) =>
    (...args: A) => {
      if (stopped) return;
      stop();
      tell(...args);
    };
  const done = ending(handlers.onDone);
  const failed = ending(handlers.onFailed);
  const cancelled = ending(handlers.onCancelled);
  const keptAfterStop = ending(handlers.onStopped);
  const gone = ending(handlers.onGone);
  const signedOut = ending(handlers.onSignedOut ?? handlers.onGone);

  const followAgainSoon = () => {
    retry = setTimeout(() => !stopped && open(), RETRY_MS);
  };
  const askTheJob = () => {
    getGeneration(id).then(
      (job) => {
        if (stopped) return;
        if (job.status === 'running') followAgainSoon();
        else if (job.status === 'succeeded') done(doneOf(job));
        else if (job.status === 'failed') failed(job.error ?? '');
        else if (job.historyId !== null) {
          keptAfterStop({ historyId: job.historyId, content: job.content });
        } else cancelled();
      },
      (error: unknown) => {
        if (stopped) return;
        if (error instanceof ApiError && error.status === 404) gone();
        else if (error instanceof ApiError && error.status === 401) signedOut();
        else followAgainSoon();
      },
    );
  };
  const open = () => {
    // A new stream starts from the first character: what was shown already is skipped.
    let offset = 0;
    closeStream = openJobStream(id, {
      onDelta: (text) => {
        if (stopped) return;
        const fresh = text.slice(Math.max(0, received - offset));
        offset += text.length;
        if (!fresh) return;
        received += fresh.length;
        handlers.onDelta(fresh);
      },
      onDone: done,
      onFailed: failed,
      onCancelled: cancelled,
      onStopped: keptAfterStop,
      onLost: () => !stopped && askTheJob(),
    });
  };
  open();
  return stop;
}

/**
 * The one way a component follows a job: `follow(id, handlers)` stops following the job before
 * it, and following stops when the component goes. Returns the function that stops following.
 */
export function useFollowJob() {
  const stopRef = useRef<() => void>(() => {});
  useEffect(() => () => stopRef.current(), []);
  return useCallback((id: string, handlers: JobFollowHandlers) => {
    stopRef.current();
    const stop = followJob(id, handlers);
    stopRef.current = stop;
    return stop;
  }, []);
}
