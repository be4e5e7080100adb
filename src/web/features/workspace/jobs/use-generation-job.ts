import { useCallback, useEffect, useReducer, useRef } from 'react';
import type { Generation } from '../../../../core/api/generations.js';
import type { DoneEvent } from '../api/generation-schemas.js';
import type { AssistantId } from '../../../../core/assistants/ids.js';
import { ApiError } from '../../../lib/api.js';
import {
  cancelGeneration,
  getGeneration,
  listRunningGenerations,
  startGeneration,
  type StartBody,
} from '../api/generations.js';
import {
  dropJobRecord,
  onJobRecordsChanged,
  readJobRecord,
  saveJobRecord,
  type JobRecord,
} from './job-records.js';
import { generationReducer, idleGeneration } from './generation-state.js';
import { openJobStream } from './job-stream.js';

type Meta = Pick<JobRecord, 'kind' | 'formData' | 'original'>;

export interface JobOutcomes {
  onDone: (record: JobRecord, data: DoneEvent) => void;
  /** The job failed: the server's message (an `error` event), or the call's error. */
  onFailed: (
    record: Pick<JobRecord, 'assistantType' | 'kind' | 'formData'>,
    error: unknown,
  ) => void;
  /** Stopped after text arrived (here or in another tab): the text was kept as an item. */
  onStopped: (record: JobRecord, kept: { historyId: number; content: string }) => void;
}

/** Waiting before following a job again when its stream was refused while it still runs. */
const RETRY_MS = 3000;

const isGone = (error: unknown) => error instanceof ApiError && error.status === 404;

function doneOf(job: Generation): DoneEvent {
  const historyId = job.historyId ?? 0;
  return job.summary && job.leads
    ? { historyId, summary: job.summary, leads: job.leads }
    : { historyId, content: job.content };
}

/**
 * Generations as jobs (decision 017 § "Generation jobs"), for the active assistant. Starting
 * one remembers its id per assistant (job-records.ts) and follows its events; the job runs on
 * the server whatever the page does. Showing an assistant follows its remembered job, or a
 * running one the server knows of (another tab, another device): its progress, or the outcome
 * it missed. Switching assistants stops following (the job keeps running).
 * `scope` (company and user) is null until both are known.
 */
export function useGenerationJob(active: AssistantId, scope: string | null, outcomes: JobOutcomes) {
  const [{ run, starting }, dispatch] = useReducer(generationReducer, idleGeneration);
  const outcomesRef = useRef(outcomes);
  outcomesRef.current = outcomes;
  const activeRef = useRef(active);
  activeRef.current = active;
  const followRef = useRef<((record: JobRecord) => void) | null>(null);
  const forgetRef = useRef<((record: JobRecord) => void) | null>(null);
  const runRef = useRef(run);
  runRef.current = run;

  useEffect(() => {
    dispatch({ type: 'ended' });
    if (!scope) return;
    let closed = false;
    let stopFollowing = () => {};
    let retry: ReturnType<typeof setTimeout> | undefined;
    let followed: string | null = null;

    const finish = (record: JobRecord) => {
      dropJobRecord(scope, record.assistantType, record.id);
      followed = null;
      dispatch({ type: 'ended' });
    };

    const recover = (record: JobRecord) => {
      getGeneration(record.id).then(
        (job) => {
          if (closed || followed !== record.id) return;
          if (job.status === 'running') {
            retry = setTimeout(() => !closed && follow(record), RETRY_MS);
            return;
          }
          finish(record);
          const { onDone, onFailed, onStopped } = outcomesRef.current;
          if (job.status === 'succeeded') onDone(record, doneOf(job));
          if (job.status === 'failed') onFailed(record, new Error(job.error ?? ''));
          if (job.status === 'cancelled' && job.historyId !== null) {
            onStopped(record, { historyId: job.historyId, content: job.content });
          }
        },
        (error: unknown) => {
          if (closed || followed !== record.id) return;
          if (isGone(error)) {
            finish(record);
          } else if (error instanceof ApiError && error.status === 401) {
            // Signed out: the job stays remembered for the next sign-in.
            followed = null;
            dispatch({ type: 'ended' });
          } else {
            retry = setTimeout(() => !closed && follow(record), RETRY_MS);
          }
        },
      );
    };

    const follow = (record: JobRecord) => {
      stopFollowing();
      clearTimeout(retry);
      followed = record.id;
      dispatch({ type: 'following', record });
      stopFollowing = openJobStream(record.id, {
        onDelta: (text) => dispatch({ type: 'delta', id: record.id, text }),
        onDone: (data) => {
          finish(record);
          outcomesRef.current.onDone(record, data);
        },
        onFailed: (message) => {
          finish(record);
          outcomesRef.current.onFailed(record, new Error(message));
        },
        onCancelled: () => finish(record),
        onStopped: (kept) => {
          finish(record);
          outcomesRef.current.onStopped(record, kept);
        },
        onLost: () => recover(record),
      });
    };
    followRef.current = follow;
    forgetRef.current = (record) => {
      if (followed !== record.id) return;
      stopFollowing();
      finish(record);
    };

    const remembered = readJobRecord(scope, active);
    if (remembered) {
      follow(remembered);
    } else {
      // A job started elsewhere (another device, or before this browser remembered it).
      listRunningGenerations().then(
        (jobs) => {
          const job = jobs.find((j) => j.assistantType === active);
          if (closed || !job || job.action === 'rewrite' || followed) return;
          const startedAt = Date.parse(job.startedAt);
          const record: JobRecord = {
            id: job.id,
            assistantType: active,
            kind: job.action,
            // The inputs the job was started with, as the server kept them.
            formData: job.formData,
            startedAt: Number.isNaN(startedAt) ? Date.now() : startedAt,
          };
          saveJobRecord(scope, record);
          follow(record);
        },
        () => {},
      );
    }
    // Another tab of this user started a job for this assistant: follow it too.
    const unsubscribe = onJobRecordsChanged(scope, () => {
      const record = readJobRecord(scope, active);
      if (!closed && record && record.id !== followed) follow(record);
    });

    return () => {
      closed = true;
      followRef.current = null;
      forgetRef.current = null;
      clearTimeout(retry);
      stopFollowing();
      unsubscribe();
    };
  }, [active, scope]);

  /** Starts a job; an error (bad input, no webhook, plan limit) goes to `onFailed`. */
  const start = useCallback(
    async (body: StartBody, meta: Meta) => {
      if (!scope) return;
      const { assistantType } = body;
      dispatch({ type: 'starting', job: { assistantType, kind: meta.kind } });
      try {
        const { id } = await startGeneration(body);
        const record: JobRecord = { id, assistantType, ...meta, startedAt: Date.now() };
        saveJobRecord(scope, record);
        if (activeRef.current === assistantType) followRef.current?.(record);
      } catch (error) {
        if (activeRef.current === assistantType) {
          const failed = { assistantType, kind: meta.kind, formData: meta.formData };
          outcomesRef.current.onFailed(failed, error);
        }
      } finally {
        dispatch({ type: 'started' });
      }
    },
    [scope],
  );

  /**
   * Stops the followed job; the text that had arrived is kept (the server saves it as a stopped
   * item). If the job has finished meanwhile, its outcome still arrives.
   */
  const stop = useCallback(async () => {
    const current = runRef.current;
    if (!current || current.stopping) return;
    dispatch({ type: 'stopping', id: current.record.id });
    try {
      const ended = await cancelGeneration(current.record.id);
      forgetRef.current?.(current.record);
      if (ended.status === 'cancelled' && ended.historyId !== null) {
        outcomesRef.current.onStopped(current.record, {
          historyId: ended.historyId,
          content: ended.content,
        });
      }
    } catch {
      // Already finished: its outcome is on the stream.
      dispatch({ type: 'stop-refused', id: current.record.id });
    }
  }, []);

  const startingHere = starting?.assistantType === active ? starting : null;
  return { run, starting: startingHere, start, stop };
}
