import { useCallback, useEffect, useReducer, useRef } from 'react';
import type { DoneEvent } from '@core/api/generation-events.js';
import type { AssistantId } from '@core/assistants/ids.js';
import {
  cancelGeneration,
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
import { useFollowJob } from './follow-job.js';

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
  const followJob = useFollowJob();

  useEffect(() => {
    dispatch({ type: 'ended' });
    if (!scope) return;
    let closed = false;
    let stopFollowing = () => {};
    let followed: string | null = null;

    const finish = (record: JobRecord) => {
      dropJobRecord(scope, record.assistantType, record.id);
      followed = null;
      dispatch({ type: 'ended' });
    };

    const follow = (record: JobRecord) => {
      stopFollowing();
      followed = record.id;
      dispatch({ type: 'following', record });
      const ended =
        <A extends unknown[]>(tell?: (...args: A) => void) =>
        (...args: A) => {
          finish(record);
          tell?.(...args);
        };
      stopFollowing = followJob(record.id, {
        onDelta: (text) => dispatch({ type: 'delta', id: record.id, text }),
        onDone: ended((data) => outcomesRef.current.onDone(record, data)),
        onFailed: ended((message) => outcomesRef.current.onFailed(record, new Error(message))),
        onCancelled: ended(),
        onStopped: ended((kept) => outcomesRef.current.onStopped(record, kept)),
        onGone: ended(),
        // Signed out: the job stays remembered for the next sign-in.
        onSignedOut: () => {
          followed = null;
          dispatch({ type: 'ended' });
        },
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
      stopFollowing();
      unsubscribe();
    };
  }, [active, scope, followJob]);

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
